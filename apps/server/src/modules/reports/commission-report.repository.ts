import { eq, gt, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { defineListResource } from '../../lib/list-query';
import { grainOf, type BucketUnit, type DayRange } from '../statistics/statistics-period';
import { BUCKET_START, bucketStartOf, stats, statsRows, type StatsOwner } from '../statistics/statistics-sql';

/**
 * The commission report: the stats rows (statsRows: whole months from the monthly rows where the
 * buckets allow) grouped per agent and bucket (docs/decisions.md "Statistics"). Every figure is an
 * aggregate, so the list engine's conditions go into HAVING, as the owners list does.
 */
const deals = sql`sum(${stats.soldCount})`;
const soldValue = sql`sum(${stats.soldValue})`;
const amountOfSeller = sql`sum(${stats.amountOfSeller})`;
const amountOfBuyer = sql`sum(${stats.amountOfBuyer})`;
const commission = sql`sum(${stats.amountOfSeller} + ${stats.amountOfBuyer})`;
/** Commission as a percentage of the sold value; null without sold value (nothing to divide by). */
const averagePercent = sql`round(${commission} / nullif(${soldValue}, 0) * 100, 2)`;

/**
 * What the report filters on. numeric, so that any finite number a client compares with is a valid
 * parameter (a fraction compared with a bigint sum would make PostgreSQL refuse the query).
 */
export const commissionReportFilters = defineListResource({
  fields: {
    userId: { column: stats.userId, type: 'number' },
    deals: { column: sql`${deals}::numeric`, type: 'number' },
    soldValue: { column: soldValue, type: 'number' },
    commission: { column: commission, type: 'number' },
  },
  defaultSort: [],
  tieBreaker: stats.userId,
});

/**
 * What the report sorts on. The engine appends the user as the tie-breaker; the repository adds
 * the bucket after it, so that (user, bucket), the group key, makes every order total.
 */
export const commissionReportSorts = defineListResource({
  fields: {
    bucketStart: { column: BUCKET_START, type: 'date', sortable: true },
    userName: { column: users.name, type: 'text', sortable: true },
    deals: { column: deals, type: 'number', sortable: true },
    soldValue: { column: soldValue, type: 'number', sortable: true },
    amountOfSeller: { column: amountOfSeller, type: 'number', sortable: true },
    amountOfBuyer: { column: amountOfBuyer, type: 'number', sortable: true },
    commission: { column: commission, type: 'number', sortable: true },
    averagePercent: { column: averagePercent, type: 'number', sortable: true },
  },
  defaultSort: [
    { field: 'bucketStart', direction: 'desc' },
    { field: 'userName', direction: 'asc' },
  ],
  tieBreaker: stats.userId,
});

export type ReportSlice = {
  range: DayRange;
  unit: BucketUnit;
  /** Whose rows: an agent's, an organization's, or everyone's (a SuperAdmin's whole platform). */
  owner: StatsOwner;
  /** The engine's conditions on the groups. */
  having: SQL | undefined;
};

/**
 * The groups: one per agent and bucket, from the stats rows with a deal only (a row's sold
 * figures are all zero without one). The bucket start is grouped by its alias; see bucketStartOf.
 */
const groups = <T extends SelectedFields>(
  db: Executor,
  fields: T,
  { range, unit, owner, having }: ReportSlice,
) =>
  db
    .select({ ...fields, bucketStart: sql<string>`${bucketStartOf(unit, range)}::text`.as('bucket_start') })
    .from(statsRows(owner, [range], grainOf(unit)))
    .innerJoin(users, eq(users.id, stats.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(gt(stats.soldCount, 0))
    .groupBy(stats.userId, users.id, organizations.id, BUCKET_START)
    .having(having);

const money = (expression: SQL) => sql<string>`round(coalesce(${expression}, 0), 2)::text`;
/** Commission as a percentage of the sold value, from the two sums; null without sold value. */
const percent = (commissionSum: SQL, soldValueSum: SQL) =>
  sql<string | null>`round(${commissionSum} / nullif(${soldValueSum}, 0) * 100, 2)::text`;

/** What the report sums over every group the filter keeps. */
export type ReportTotals = {
  count: number;
  deals: number;
  soldValue: string;
  amountOfSeller: string;
  amountOfBuyer: string;
  commission: string;
  averagePercent: string | null;
};

/** Over the window of every group (`over ()`), beside each row of the page: the totals of the filter. */
const overAll = (aggregate: SQL) => sql`sum(${aggregate}) over ()`;

export const commissionReportRepository = {
  /**
   * One page of groups, each carrying the count and the totals of every group the filter keeps
   * (window aggregates, computed before the LIMIT): the page, the total and the totals in one
   * query. A page past the last group has no row to carry them; see totals.
   */
  page: async (db: Executor, slice: ReportSlice, page: { orderBy: SQL[]; limit: number; offset: number }) => {
    const rows = await groups(
      db,
      {
        row: {
          // As SQL: drizzle checks a bare column against the joined tables, and `stats` is a subquery.
          userId: sql<number>`${stats.userId}`,
          userName: users.name,
          colorCode: users.colorCode,
          organizationName: organizations.name,
          deals: sql<number>`${deals}::int`,
          soldValue: money(soldValue),
          amountOfSeller: money(amountOfSeller),
          amountOfBuyer: money(amountOfBuyer),
          commission: money(commission),
          averagePercent: sql<string | null>`${averagePercent}::text`,
        },
        totals: {
          count: sql<number>`(count(*) over ())::int`,
          deals: sql<number>`${overAll(deals)}::int`,
          soldValue: money(overAll(soldValue)),
          amountOfSeller: money(overAll(amountOfSeller)),
          amountOfBuyer: money(overAll(amountOfBuyer)),
          commission: money(overAll(commission)),
          averagePercent: percent(overAll(commission), overAll(soldValue)),
        },
      },
      slice,
    )
      .orderBy(...page.orderBy, BUCKET_START)
      .limit(page.limit)
      .offset(page.offset);
    return {
      items: rows.map(({ row, bucketStart }) => ({ ...row, bucketStart })),
      totals: rows[0]?.totals as ReportTotals | undefined,
    };
  },

  /**
   * How many groups pass the filter and their totals, in one aggregate over the same groups: for
   * a page past the last group, which carries none.
   */
  totals: async (db: Executor, slice: ReportSlice): Promise<ReportTotals> => {
    const report = groups(
      db,
      {
        deals: sql`${deals}`.as('deals'),
        soldValue: sql`${soldValue}`.as('sold_value'),
        amountOfSeller: sql`${amountOfSeller}`.as('amount_of_seller'),
        amountOfBuyer: sql`${amountOfBuyer}`.as('amount_of_buyer'),
      },
      slice,
    ).as('report');
    const totalCommission = sql`sum(${report.amountOfSeller} + ${report.amountOfBuyer})`;
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        deals: sql<number>`coalesce(sum(${report.deals}), 0)::int`,
        soldValue: money(sql`sum(${report.soldValue})`),
        amountOfSeller: money(sql`sum(${report.amountOfSeller})`),
        amountOfBuyer: money(sql`sum(${report.amountOfBuyer})`),
        commission: money(totalCommission),
        averagePercent: percent(totalCommission, sql`sum(${report.soldValue})`),
      })
      .from(report);
    return row!;
  },
};
