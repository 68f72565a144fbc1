import type { StatisticsFigures } from '@emlak/contracts';
import { and, between, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { userDailyStats, userMonthlyStats, users } from '../../db/schema';
import {
  statsPieces,
  type BucketUnit,
  type DayRange,
  type StatsGrain,
  type StatsPiece,
} from './statistics-period';

/**
 * SQL pieces every statistics read shares. Figures are sums over stats rows only (never the
 * listings): counts leave as integers, money as numeric rounded to two decimals and sent as text
 * ("0.00" when there is nothing), so no amount passes through a float.
 */

/**
 * The stats rows a read sums, as statsRows names them: user_daily_stats's columns, where `day` is
 * the month's first day on a row of user_monthly_stats.
 */
export const stats = alias(userDailyStats, 'stats');

/**
 * Whose stats rows: one user's (a number, or the user column of the outer row of a lateral
 * subquery), every user's of an organization, or everyone's (a SuperAdmin's whole platform).
 */
export type StatsOwner = { userId: number | AnyPgColumn } | { organizationId: number } | 'everyone';

/**
 * The owner as a condition on a stats table's user_id. An organization's users become an array
 * first (`user_id = any(array(select ...))`), so that the primary key (user_id, ...) is walked
 * per user: a join to users lets the planner scan the whole stats table instead.
 */
const ownedBy = (owner: StatsOwner, userId: AnyPgColumn): SQL | undefined => {
  if (owner === 'everyone') return undefined;
  if ('userId' in owner) return eq(userId, owner.userId);
  return sql`${userId} = any(array(select ${users.id} from ${users} where ${users.organizationId} = ${owner.organizationId}))`;
};

/** One piece's rows, as the columns of `stats`: a range of either table's primary key per user. */
const pieceRows = (owner: StatsOwner, { grain, from, to }: StatsPiece): SQL => {
  const table = grain === 'day' ? userDailyStats : userMonthlyStats;
  const day = grain === 'day' ? userDailyStats.day : userMonthlyStats.month;
  const figures = sql.join(
    [
      table.adsCount,
      table.adsValue,
      table.addedCount,
      table.soldCount,
      table.soldValue,
      table.amountOfSeller,
      table.amountOfBuyer,
    ],
    sql`, `,
  );
  return sql`select ${table.userId}, ${day} as day, ${figures} from ${table}
    where ${and(ownedBy(owner, table.userId), between(day, from, to))}`;
};

/**
 * The stats rows of an owner within ranges of days (given in order, e.g. a previous period and
 * its period), as the FROM item `stats`: the one way every statistics read gets its rows. At
 * `month` grain each range splits into its leading partial month (daily rows), its whole months
 * (one monthly row per user and month) and its trailing partial month (daily rows); at `day`
 * grain (day and week buckets) everything comes from the daily rows. Since a monthly row is the
 * sum of its month's daily rows (migration 0013), both give the same sums.
 */
export const statsRows = (owner: StatsOwner, ranges: readonly DayRange[], grain: StatsGrain): SQL =>
  sql`(${sql.join(
    statsPieces(ranges, grain).map((piece) => pieceRows(owner, piece)),
    sql` union all `,
  )}) as ${sql.identifier('stats')}`;

type FigureKey = keyof StatisticsFigures;
const figureKeys = [
  'adsCount',
  'totalValue',
  'soldCount',
  'soldValue',
  'addedCount',
  'amountOfSeller',
  'amountOfBuyer',
  'commission',
] as const satisfies readonly FigureKey[];
const countKeys: ReadonlySet<FigureKey> = new Set(['adsCount', 'soldCount', 'addedCount']);

/**
 * Each figure as the plain SQL sum over the grouped stats rows, or over those of them that pass
 * `filter`: bigint or numeric, NULL over no rows.
 */
export const sumsOf = (filter?: SQL): Record<FigureKey, SQL> => {
  const only = filter ? sql` filter (where ${filter})` : sql``;
  const sum = (expression: SQLWrapper) => sql`sum(${expression})${only}`;
  return {
    adsCount: sum(stats.adsCount),
    totalValue: sum(stats.adsValue),
    soldCount: sum(stats.soldCount),
    soldValue: sum(stats.soldValue),
    addedCount: sum(stats.addedCount),
    amountOfSeller: sum(stats.amountOfSeller),
    amountOfBuyer: sum(stats.amountOfBuyer),
    commission: sum(sql`${stats.amountOfSeller} + ${stats.amountOfBuyer}`),
  };
};

type FigureColumns = { [K in FigureKey]: SQL<StatisticsFigures[K]> };

/** Sums in the contract's form: counts as integers, money rounded to two decimals as text. */
export const formatFigures = (sums: Record<FigureKey, SQLWrapper>): FigureColumns =>
  Object.fromEntries(
    figureKeys.map((key) => [
      key,
      countKeys.has(key)
        ? sql`coalesce(${sums[key]}, 0)::int`
        : sql`round(coalesce(${sums[key]}, 0), 2)::text`,
    ]),
  ) as FigureColumns;

/** The eight figures of the contract over the grouped rows, or over those of them that pass `filter`. */
export const figuresOf = (filter?: SQL): FigureColumns => formatFigures(sumsOf(filter));

/** Sums named by their figure, for a subquery whose columns an outer query sums again. */
export const namedSums = (sums: Record<FigureKey, SQL>) =>
  Object.fromEntries(figureKeys.map((key) => [key, sums[key].as(key)])) as Record<FigureKey, SQL.Aliased>;

/** Sums of the named sums of the subquery `alias` (see namedSums), each column qualified by it. */
export const sumsOfSubquery = (alias: string): Record<FigureKey, SQL> =>
  Object.fromEntries(
    figureKeys.map((key) => [key, sql`sum(${sql.identifier(alias)}.${sql.identifier(key)})`]),
  ) as Record<FigureKey, SQL>;

/**
 * The first day of the bucket a stats row falls in, clipped to the range's start: the same start
 * bucketsOf (statistics-period.ts) gives that bucket. Weeks are ISO weeks (from Monday). The day
 * is cast to a plain timestamp first: date_trunc on a timestamptz would follow the session's time
 * zone. Grouped by its alias (`bucket_start`), since a parameter written twice is two parameters
 * to PostgreSQL and the GROUP BY would not match the select.
 */
export const bucketStartOf = (unit: BucketUnit, range: DayRange): SQL => {
  switch (unit) {
    case 'day':
      return sql`${stats.day}`;
    case 'period':
      return sql`${range.from}::date`;
    default:
      return sql`greatest(date_trunc(${unit}, ${stats.day}::timestamp)::date, ${range.from}::date)`;
  }
};

/** The alias the bucket start is selected, grouped and sorted by. */
export const BUCKET_START = sql.raw('bucket_start');
