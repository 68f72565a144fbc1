import { daysInRange, type ReportGrouping, type StatisticsPeriod } from '@emlak/contracts';
import { bakuDate } from '../../lib/baku-time';

/**
 * The calendar of statistics (docs/decisions.md "Statistics"): periods and chart buckets as
 * Baku calendar days, YYYY-MM-DD, both ends inclusive. Pure: `now` is a parameter, so every rule
 * is tested without a clock.
 */
export type DayRange = { from: string; to: string };
export type ResolvedPeriod = DayRange & { period: StatisticsPeriod; previous: DayRange };
export type PeriodQuery = { period: StatisticsPeriod; from?: string | undefined; to?: string | undefined };
/** How a range is cut into buckets: a chart's day/week/month, a report's also year or the whole period. */
export type BucketUnit = ReportGrouping;

const DAY_MS = 86_400_000;

/** A day as a count of days since 1970-01-01; setUTCFullYear keeps every year as written. */
const dayNumber = (day: string): number => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, date);
  return Math.round(instant.getTime() / DAY_MS);
};
/** 9999-12-31, the last day a request may name. */
const LAST_DAY_NUMBER = 2_932_896;
/**
 * The day of a day number. A computation that steps past 9999-12-31 (the day after a range ending
 * there, the month after December 9999) stops at it: a Date would write year 10000 as
 * '+010000-01-01', which sorts before every other day and cannot be a date input anyway.
 */
const dayOf = (number: number): string =>
  new Date(Math.min(number, LAST_DAY_NUMBER) * DAY_MS).toISOString().slice(0, 10);

/** The day `days` calendar days after (or before) `day`. */
export const addDays = (day: string, days: number): string => dayOf(dayNumber(day) + days);

/** The Monday of the ISO week holding `day`. */
const mondayOf = (day: string): string => {
  const number = dayNumber(day);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counted from Monday.
  const weekday = (((number + 3) % 7) + 7) % 7;
  return dayOf(number - weekday);
};
const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;
const firstOfYear = (day: string): string => `${day.slice(0, 4)}-01-01`;
/** The day of a UTC calendar date whose month or day may run over (JavaScript's rules). */
const calendarDay = (year: number, monthIndex: number, date: number): string => {
  const instant = new Date(0);
  instant.setUTCFullYear(year, monthIndex, date);
  return dayOf(Math.round(instant.getTime() / DAY_MS));
};
const yearOf = (day: string) => Number(day.slice(0, 4));
const monthIndexOf = (day: string) => Number(day.slice(5, 7)) - 1;
/** The first day of the month `months` months after the month of `day`. */
const monthStart = (day: string, months: number): string =>
  calendarDay(yearOf(day), monthIndexOf(day) + months, 1);
/** The last day of the month of `day` (day 0 of the next month), without stepping into it. */
const monthEnd = (day: string): string => calendarDay(yearOf(day), monthIndexOf(day) + 1, 0);
const yearStart = (day: string, years: number): string =>
  `${String(yearOf(day) + years).padStart(4, '0')}-01-01`;
const yearEnd = (day: string): string => `${day.slice(0, 4)}-12-31`;

/** The calendar period around `today`, and the one just before it. */
const calendarPeriod = (period: Exclude<StatisticsPeriod, 'custom'>, today: string) => {
  switch (period) {
    case 'today':
      return { from: today, to: today, previous: { from: addDays(today, -1), to: addDays(today, -1) } };
    case 'week': {
      const monday = mondayOf(today);
      return {
        from: monday,
        to: addDays(monday, 6),
        previous: { from: addDays(monday, -7), to: addDays(monday, -1) },
      };
    }
    case 'month': {
      const first = firstOfMonth(today);
      return {
        from: first,
        to: monthEnd(first),
        previous: { from: monthStart(first, -1), to: addDays(first, -1) },
      };
    }
    case 'year': {
      const first = firstOfYear(today);
      return {
        from: first,
        to: yearEnd(first),
        previous: { from: yearStart(first, -1), to: addDays(first, -1) },
      };
    }
  }
};

/**
 * The days a query's period covers and its previous period. Calendar periods are the ones holding
 * today in Baku and end on their last calendar day (the future days simply have no figures yet);
 * a custom period's previous one is as many days, ending the day before it starts. The query has
 * passed its contract (checkStatisticsRange), so a custom period has both days.
 */
export const resolvePeriod = (query: PeriodQuery, now: Date): ResolvedPeriod => {
  if (query.period !== 'custom') {
    return { period: query.period, ...calendarPeriod(query.period, bakuDate(now)) };
  }
  const { from, to } = query as Required<PeriodQuery>;
  const length = daysInRange(from, to);
  return {
    period: 'custom',
    from,
    to,
    previous: { from: addDays(from, -length), to: addDays(from, -1) },
  };
};

/** The last day of the bucket that starts on `start`, before clipping to the range. */
const bucketEnd = (start: string, unit: BucketUnit, range: DayRange): string => {
  switch (unit) {
    case 'day':
      return start;
    case 'week':
      return addDays(mondayOf(start), 6);
    case 'month':
      return monthEnd(start);
    case 'year':
      return yearEnd(start);
    case 'period':
      return range.to;
  }
};

/** The bucket that starts on `start` (a clipped start, as bucketStartSql computes it), clipped to the range. */
export const bucketAt = (start: string, unit: BucketUnit, range: DayRange): DayRange => {
  const end = bucketEnd(start, unit, range);
  return { from: start, to: end < range.to ? end : range.to };
};

/**
 * Every bucket of the range in order, also the empty ones: weeks start on Monday, months on the
 * 1st, years on January 1st; the first and last are clipped to the range.
 */
export const bucketsOf = (range: DayRange, unit: BucketUnit): DayRange[] => {
  const buckets: DayRange[] = [];
  let start = range.from;
  for (;;) {
    const bucket = bucketAt(start, unit, range);
    buckets.push(bucket);
    // Stop at the range's last bucket rather than step past it: past 9999-12-31 there is no day.
    if (bucket.to >= range.to) return buckets;
    start = addDays(bucket.to, 1);
  }
};

/**
 * Where a run of a range's stats rows is read: `day`, the days from..to of user_daily_stats;
 * `month`, the whole calendar months of user_monthly_stats whose first days run from..to.
 */
export type StatsPiece = DayRange & { grain: 'day' | 'month' };
/** Whether a read may take whole months from the monthly rows: not for day or week buckets (weeks cross months). */
export type StatsGrain = StatsPiece['grain'];

export const grainOf = (unit: BucketUnit): StatsGrain =>
  unit === 'day' || unit === 'week' ? 'day' : 'month';

/**
 * A range cut into its leading partial month (days), its whole calendar months and its trailing
 * partial month (days), in order; a range without a whole month is days only.
 */
export const splitByMonths = (range: DayRange): StatsPiece[] => {
  const firstWhole = range.from === firstOfMonth(range.from) ? range.from : monthStart(range.from, 1);
  // The first day after the last whole month: the 1st of the month holding the day after `to`.
  const afterWhole = firstOfMonth(addDays(range.to, 1));
  if (firstWhole >= afterWhole) return [{ grain: 'day', ...range }];
  const pieces: StatsPiece[] = [];
  if (range.from < firstWhole) pieces.push({ grain: 'day', from: range.from, to: addDays(firstWhole, -1) });
  pieces.push({ grain: 'month', from: firstWhole, to: monthStart(afterWhole, -1) });
  if (afterWhole <= range.to) pieces.push({ grain: 'day', from: afterWhole, to: range.to });
  return pieces;
};

/** The piece right after `piece` in its grain starts here. */
const nextStart = (piece: StatsPiece): string =>
  piece.grain === 'day' ? addDays(piece.to, 1) : monthStart(piece.to, 1);

/**
 * The pieces to read for ranges given in order (a previous period, then its period): each range
 * split by months at `month` grain, or days only, then adjacent pieces of one grain joined, so
 * that a month and the month before are one range of the monthly primary key, not two.
 */
export const statsPieces = (ranges: readonly DayRange[], grain: StatsGrain): StatsPiece[] =>
  ranges
    .flatMap((range) => (grain === 'month' ? splitByMonths(range) : [{ grain: 'day' as const, ...range }]))
    .reduce<StatsPiece[]>((pieces, piece) => {
      const last = pieces.at(-1);
      if (last?.grain === piece.grain && nextStart(last) === piece.from) {
        pieces[pieces.length - 1] = { ...last, to: piece.to };
      } else {
        pieces.push(piece);
      }
      return pieces;
    }, []);
