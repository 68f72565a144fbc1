import type {
  AdminStatistics,
  AdminStatisticsQuery,
  StatisticsFigures,
  StatisticsSeries,
  StatisticsSeriesQuery,
  StatisticsSummary,
  StatisticsSummaryQuery,
} from '@emlak/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { collationFor } from '../../lib/collation';
import { organizationFor, seriesSubject } from './statistics-access';
import { bucketsOf, resolvePeriod } from './statistics-period';
import { statisticsRepository as repository } from './statistics.repository';

/** What an empty bucket shows: the figures of no rows. */
const zeroFigures: StatisticsFigures = {
  adsCount: 0,
  totalValue: '0.00',
  soldCount: 0,
  soldValue: '0.00',
  addedCount: 0,
  amountOfSeller: '0.00',
  amountOfBuyer: '0.00',
  commission: '0.00',
};

/**
 * Statistics read from user_daily_stats and its monthly rollup only (docs/decisions.md
 * "Statistics"), which the writes keep in their own transaction: every answer sums its figures in
 * one indexed query, whatever the number of listings. `now` is the clock the calendar periods are taken from.
 */
export const createStatisticsService = (db: Db, now: () => Date = () => new Date()) => ({
  /** The caller's figures for the period and the period before it. */
  summary: async (actor: Actor, query: StatisticsSummaryQuery): Promise<StatisticsSummary> => {
    const { period, from, to, previous } = resolvePeriod(query, now());
    const figures = await repository.userSummary(db, actor.userId, { current: { from, to }, previous });
    return { period, from, to, ...figures.current, previous: { ...previous, ...figures.previous } };
  },

  /** Every user of an organization with the period's figures, and the team's totals for both periods. */
  adminSummary: async (actor: Actor, query: AdminStatisticsQuery): Promise<AdminStatistics> => {
    const organizationId = (await organizationFor(db, actor, {
      requested: query.organizationId,
      required: true,
    }))!;
    const { period, from, to, previous } = resolvePeriod(query, now());
    const team = await repository.organizationSummary(
      db,
      organizationId,
      { current: { from, to }, previous },
      await collationFor(db, actor.language),
    );
    return {
      period,
      from,
      to,
      organizationId,
      users: team.users,
      totals: team.totals,
      previousTotals: { ...previous, ...team.previousTotals },
    };
  },

  /** Figures per bucket of the period, every bucket listed in order, also the empty ones. */
  series: async (actor: Actor, query: StatisticsSeriesQuery): Promise<StatisticsSeries> => {
    const subject = await seriesSubject(db, actor, query);
    const { period, from, to } = resolvePeriod(query, now());
    const rows = await repository.series(db, subject, { from, to }, query.groupBy);
    const byStart = new Map(rows.map(({ bucketStart, ...figures }) => [bucketStart, figures]));
    return {
      period,
      from,
      to,
      groupBy: query.groupBy,
      buckets: bucketsOf({ from, to }, query.groupBy).map((bucket) => ({
        ...bucket,
        ...(byStart.get(bucket.from) ?? zeroFigures),
      })),
    };
  },
});

export type StatisticsService = ReturnType<typeof createStatisticsService>;
