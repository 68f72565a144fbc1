import { bakuDate } from '../../lib/baku-time';

/** A calendar month of the Baku calendar: the unit a budget bills. */
export type BudgetMonth = { year: number; month: number };

/** The month a Baku calendar date (YYYY-MM-DD) falls in. */
export const monthOfDate = (date: string): BudgetMonth => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
});

/** The Baku month running at a moment: the month whose budget is still a project. */
export const currentMonth = (now: Date): BudgetMonth => monthOfDate(bakuDate(now));

/** Months counted from year 0, so that months compare and step as integers. */
export const monthIndex = ({ year, month }: BudgetMonth): number => year * 12 + (month - 1);

export const monthAt = (index: number): BudgetMonth => ({
  year: Math.floor(index / 12),
  month: (index % 12) + 1,
});

/** Where a month stands against the running month: ended (issue it), current (project) or future. */
export const monthPhase = (month: BudgetMonth, now: Date): 'ended' | 'current' | 'future' => {
  const difference = monthIndex(month) - monthIndex(currentMonth(now));
  return difference < 0 ? 'ended' : difference === 0 ? 'current' : 'future';
};

/** "2026-03": the period label of a budget, which the web app formats in the user's language. */
export const periodLabel = ({ year, month }: BudgetMonth): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
