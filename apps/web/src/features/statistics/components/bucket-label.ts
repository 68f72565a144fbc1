import type { ReportGrouping } from '@emlak/contracts';
import { formatDate } from '@/shared/lib/format';
import { formatDayRange, formatMonth, formatShortDay } from '../period/period-format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A report row's bucket as its grouping names it: the day ("03.11.2026"), "Week of 3 Nov",
 * "November 2026", "2026", or the whole period's days.
 */
export const bucketLabel = (
  grouping: ReportGrouping,
  bucket: { bucketStart: string; bucketEnd: string },
  t: Translate,
  language: string,
) => {
  const { bucketStart: start, bucketEnd: end } = bucket;
  switch (grouping) {
    case 'day':
      return formatDate(new Date(`${start.slice(0, 10)}T00:00:00`), language);
    case 'week':
      return t('statistics.report.weekOf', { day: formatShortDay(start, language) });
    case 'month':
      return formatMonth(start, language);
    case 'year':
      return start.slice(0, 4);
    default:
      return formatDayRange(start, end, language);
  }
};
