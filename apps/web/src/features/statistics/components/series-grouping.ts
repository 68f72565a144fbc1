import { daysInRange, type SeriesGrouping } from '@emlak/contracts';
import type { PeriodParams } from '@/shared/statistics/use-statistics';

/** Up to about two months a chart has a bar per day; longer, a bar per month. */
export const DAILY_CHART_MAX_DAYS = 62;

/** The buckets of a period's chart: days for today, a week, a month or a short range; months for longer. */
export const seriesGrouping = ({ period, from, to }: PeriodParams): SeriesGrouping => {
  if (period === 'year') return 'month';
  if (period === 'custom' && from && to && daysInRange(from, to) > DAILY_CHART_MAX_DAYS) return 'month';
  return 'day';
};
