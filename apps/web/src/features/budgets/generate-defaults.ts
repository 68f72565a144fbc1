import type { GenerateBudgetsInput } from '@emlak/contracts';
import { bakuToday } from '@/shared/lib/baku-today';

/** The month before today's in Baku: the month the operator most often issues. */
export const lastMonthOf = (today = bakuToday()): Pick<GenerateBudgetsInput, 'year' | 'month'> => {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
};
