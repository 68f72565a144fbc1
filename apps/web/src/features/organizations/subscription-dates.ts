import { SUBSCRIPTION_PERIOD_DAYS } from '@emlak/contracts';

/** A Baku calendar day (YYYY-MM-DD) moved by whole days, by the calendar, not by clock hours. */
export const addDays = (day: string, days: number): string => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, (date ?? NaN) + days)).toISOString().slice(0, 10);
};

/**
 * The period the spec's form submits (section 5): from today to today + 40 days. The server sets
 * the same dates itself whatever arrives; the form sends them as the spec's payload has them.
 */
export const subscriptionPeriodFrom = (today: string) => ({
  startDate: today,
  endDate: addDays(today, SUBSCRIPTION_PERIOD_DAYS),
});
