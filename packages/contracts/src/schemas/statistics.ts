import { z } from 'zod';
import { listQueryFields, withinListOffset } from '../list-query';
import { dateInputSchema } from './primitives';
import { MAX_ID, queryIdSchema } from './reference';

/**
 * Statistics (docs/domain.md "Statistics"): calendar periods in Asia/Baku. `today`, `week` (from
 * Monday), `month` and `year` are the ones holding today; `custom` is the date picker's range,
 * `from` and `to` inclusive, at most STATISTICS_MAX_RANGE_DAYS days.
 */
export const STATISTICS_PERIODS = ['today', 'week', 'month', 'year', 'custom'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
/** The spec's default period (section 9). */
export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriod = 'today';
export const STATISTICS_MAX_RANGE_DAYS = 366;

/** Buckets of a chart series. */
export const SERIES_GROUPINGS = ['day', 'week', 'month'] as const;
export type SeriesGrouping = (typeof SERIES_GROUPINGS)[number];
/** Buckets of the commission report: `period` is one row per agent for the whole period. */
export const REPORT_GROUPINGS = ['day', 'week', 'month', 'year', 'period'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** A calendar day, YYYY-MM-DD. */
export const dayInputSchema = dateInputSchema.refine((value) => value.length === 10, {
  message: 'validation.invalidDate',
});

const DAY_MS = 86_400_000;
/** Days from `from` to `to` inclusive (both YYYY-MM-DD). */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

type PeriodValue = { period: StatisticsPeriod; from?: string | undefined; to?: string | undefined };

/**
 * The rule of a custom period: both days named, `from` not after `to`, at most
 * STATISTICS_MAX_RANGE_DAYS days. Other periods ignore `from` and `to` (they are still checked as
 * dates when sent).
 */
export const checkStatisticsRange = (ctx: z.core.ParsePayload<PeriodValue>) => {
  const { period, from, to } = ctx.value;
  if (period !== 'custom') return;
  for (const [key, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value === undefined) {
      ctx.issues.push({ code: 'custom', path: [key], message: 'validation.required', input: value });
    }
  }
  if (from === undefined || to === undefined) return;
  if (from > to) {
    ctx.issues.push({ code: 'custom', path: ['to'], message: 'validation.dateRangeOrder', input: to });
  } else if (daysInRange(from, to) > STATISTICS_MAX_RANGE_DAYS) {
    ctx.issues.push({
      code: 'custom',
      path: ['to'],
      message: 'validation.dateRangeTooLong',
      params: { max: STATISTICS_MAX_RANGE_DAYS },
      input: to,
    });
  }
};

const periodFields = {
  period: z.enum(STATISTICS_PERIODS).default(DEFAULT_STATISTICS_PERIOD),
  from: dayInputSchema.optional(),
  to: dayInputSchema.optional(),
};

/** GET /ad/dashboard/summary (query string). */
export const statisticsSummaryQuerySchema = z.strictObject(periodFields).check(checkStatisticsRange);
export type StatisticsSummaryQuery = z.infer<typeof statisticsSummaryQuerySchema>;

/** GET /ad/dashboard/admin/summary: an Admin's own organization; a SuperAdmin must name one. */
export const adminStatisticsQuerySchema = z
  .strictObject({ ...periodFields, organizationId: queryIdSchema.optional() })
  .check(checkStatisticsRange);
export type AdminStatisticsQuery = z.infer<typeof adminStatisticsQuerySchema>;

/**
 * GET /ad/dashboard/series. Without `organizationId` and `userId`: the caller's own figures. With
 * `userId`: that user's (Admin: a user of the own organization; SuperAdmin: anyone). With
 * `organizationId` alone: the team's totals (Admin: own organization only).
 */
export const statisticsSeriesQuerySchema = z
  .strictObject({
    ...periodFields,
    groupBy: z.enum(SERIES_GROUPINGS).default('day'),
    organizationId: queryIdSchema.optional(),
    userId: queryIdSchema.optional(),
  })
  .check(checkStatisticsRange);
export type StatisticsSeriesQuery = z.infer<typeof statisticsSeriesQuerySchema>;

/** Money is a decimal string with two decimals ("1250.00"), as everywhere else. */
const money = z.string();

/** One person's (or a team's) figures for a period. */
export const statisticsFiguresSchema = z.object({
  /** Listings the user posted in the period, and the sum of their asking prices. */
  adsCount: z.number().int(),
  totalValue: money,
  /** The user's sales with a sold date in the period, and the sum of the sold prices. */
  soldCount: z.number().int(),
  soldValue: money,
  /** Listings added to the personal list in the period (rows still in the list). */
  addedCount: z.number().int(),
  /** Commission received from sellers and from buyers on those sales, and their sum. */
  amountOfSeller: money,
  amountOfBuyer: money,
  commission: money,
});
export type StatisticsFigures = z.infer<typeof statisticsFiguresSchema>;

/** The days a period covers, inclusive, in Baku. */
const periodRange = { from: z.string(), to: z.string() };

export const statisticsSummarySchema = z.object({
  period: z.enum(STATISTICS_PERIODS),
  ...periodRange,
  ...statisticsFiguresSchema.shape,
  /** The same figures for the period just before (yesterday, last week, the same length before a custom range). */
  previous: z.object({ ...periodRange, ...statisticsFiguresSchema.shape }),
});
export type StatisticsSummary = z.infer<typeof statisticsSummarySchema>;

export const userStatisticsSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  colorCode: z.string().nullable(),
  roleId: z.number().int(),
  ...statisticsFiguresSchema.shape,
});
export type UserStatistics = z.infer<typeof userStatisticsSchema>;

/** Every user of the organization (also those with zeros), by name, and the team's totals. */
export const adminStatisticsSchema = z.object({
  period: z.enum(STATISTICS_PERIODS),
  ...periodRange,
  organizationId: z.number().int(),
  users: z.array(userStatisticsSchema),
  totals: statisticsFiguresSchema,
  /** The team's totals for the period just before. */
  previousTotals: z.object({ ...periodRange, ...statisticsFiguresSchema.shape }),
});
export type AdminStatistics = z.infer<typeof adminStatisticsSchema>;

/** One bucket of a series: its first and last day (clipped to the period). */
export const statisticsBucketSchema = z.object({ ...periodRange, ...statisticsFiguresSchema.shape });
export type StatisticsBucket = z.infer<typeof statisticsBucketSchema>;

/** Every bucket of the period in order, also the empty ones, so a chart has no gaps. */
export const statisticsSeriesSchema = z.object({
  period: z.enum(STATISTICS_PERIODS),
  ...periodRange,
  groupBy: z.enum(SERIES_GROUPINGS),
  buckets: z.array(statisticsBucketSchema),
});
export type StatisticsSeries = z.infer<typeof statisticsSeriesSchema>;

// --- Commission report -------------------------------------------------------------------------

/**
 * POST /reports/commissions/table: a table body plus the period and the bucket size. Filter
 * fields: `userId` (Equal), `deals`, `soldValue`, `commission` (comparisons); sort fields:
 * `bucketStart`, `userName`, `deals`, `soldValue`, `amountOfSeller`, `amountOfBuyer`,
 * `commission`, `averagePercent`. `organizationId` is a SuperAdmin's choice (all organizations
 * without it); an Admin sees the own organization, a User the own rows.
 */
export const commissionReportQuerySchema = z
  .strictObject({
    ...listQueryFields,
    ...periodFields,
    period: z.enum(STATISTICS_PERIODS).default('month'),
    groupBy: z.enum(REPORT_GROUPINGS).default('period'),
    organizationId: z.number().int().min(1).max(MAX_ID).optional(),
  })
  .check(withinListOffset)
  .check(checkStatisticsRange);
export type CommissionReportQuery = z.infer<typeof commissionReportQuerySchema>;
export type CommissionReportQueryInput = z.input<typeof commissionReportQuerySchema>;

const commissionFigures = {
  deals: z.number().int(),
  soldValue: money,
  amountOfSeller: money,
  amountOfBuyer: money,
  commission: money,
  /** Commission as a percentage of the sold value, two decimals ("2.50"); null without sales value. */
  averagePercent: z.string().nullable(),
};

/** One agent in one bucket; only buckets with at least one deal are rows. */
export const commissionReportRowSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  colorCode: z.string().nullable(),
  organizationName: z.string().nullable(),
  bucketStart: z.string(),
  bucketEnd: z.string(),
  ...commissionFigures,
});
export type CommissionReportRow = z.infer<typeof commissionReportRowSchema>;

export const commissionReportPageSchema = z.object({
  items: z.array(commissionReportRowSchema),
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  period: z.enum(STATISTICS_PERIODS),
  ...periodRange,
  /** Over the whole filter, not just the page. */
  totals: z.object(commissionFigures),
});
export type CommissionReportPage = z.infer<typeof commissionReportPageSchema>;
