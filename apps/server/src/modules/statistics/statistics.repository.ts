import type { StatisticsFigures } from '@emlak/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { collated } from '../../lib/collation';
import { UNPAGED_LIST_LIMIT } from '../../lib/list-query';
import { grainOf, type BucketUnit, type DayRange } from './statistics-period';
import {
  BUCKET_START,
  bucketStartOf,
  figuresOf,
  formatFigures,
  namedSums,
  stats,
  statsRows,
  sumsOf,
  sumsOfSubquery,
} from './statistics-sql';

/** Whose figures a read sums: one user's, or every user's of an organization (the team). */
export type StatisticsSubject = { userId: number } | { organizationId: number };

/** A period and its previous period, which always ends the day before the period starts. */
type Periods = { current: DayRange; previous: DayRange };

/**
 * The stats rows of a user in both periods at once (the previous period's rows, then the
 * period's: adjacent ranges of the primary keys join), each figure summed twice with a FILTER.
 * A row's `day` (a monthly row's first day) lies in the period it was read for.
 */
const bothPeriods = (userId: number, { current, previous }: Periods) => ({
  rows: statsRows({ userId }, [previous, current], 'month'),
  current: figuresOf(sql`${stats.day} >= ${current.from}`),
  previous: figuresOf(sql`${stats.day} <= ${previous.to}`),
});

export type UserFiguresRow = StatisticsFigures & {
  userId: number;
  name: string;
  colorCode: string | null;
  roleId: number;
};

export const statisticsRepository = {
  /** One user's figures for a period and for the period before it, in one query. */
  userSummary: async (db: Executor, userId: number, periods: Periods) => {
    const both = bothPeriods(userId, periods);
    const [row] = await db.select({ current: both.current, previous: both.previous }).from(both.rows);
    return row!;
  },

  /**
   * Every user of the organization (active and locked alike, also those without a stats row) with
   * the period's figures, by name in the language's alphabet, plus the team's totals for both
   * periods: one query, whose grouping sets add the totals as the first row. Each user's rows are
   * summed in a lateral subquery, ranges of the primary keys per user (a month or a year: one
   * monthly row per month): a plain join would let the planner scan a whole stats table.
   */
  organizationSummary: async (
    db: Executor,
    organizationId: number,
    { current, previous }: Periods,
    collation: string | null,
  ) => {
    const perUser = (range: DayRange, name: string) =>
      db
        .select(namedSums(sumsOf()))
        .from(statsRows({ userId: users.id }, [range], 'month'))
        .as(name);
    const inPeriod = perUser(current, 'in_period');
    const before = perUser(previous, 'before_period');
    // Qualified by the subquery: both have the same column names.
    const rows = await db
      .select({
        userId: users.id,
        name: users.name,
        colorCode: users.colorCode,
        roleId: users.roleId,
        current: formatFigures(sumsOfSubquery('in_period')),
        previous: formatFigures(sumsOfSubquery('before_period')),
      })
      .from(users)
      .crossJoinLateral(inPeriod)
      .crossJoinLateral(before)
      .where(eq(users.organizationId, organizationId))
      .groupBy(sql`grouping sets ((${users.id}, ${users.name}, ${users.colorCode}, ${users.roleId}), ())`)
      .orderBy(sql`grouping(${users.id}) desc`, asc(collated(users.name, collation)), asc(users.id))
      .limit(UNPAGED_LIST_LIMIT + 1);
    const [totals, ...members] = rows;
    return {
      users: members.map((row): UserFiguresRow => ({
        userId: row.userId,
        name: row.name,
        colorCode: row.colorCode,
        roleId: row.roleId,
        ...row.current,
      })),
      totals: totals!.current,
      previousTotals: totals!.previous,
    };
  },

  /**
   * The subject's figures per bucket of the range; buckets without rows are not in the answer.
   * Month and year buckets take whole months from the monthly rows; a team's rows are read per
   * user on the primary keys (see statsRows).
   */
  series: async (db: Executor, subject: StatisticsSubject, range: DayRange, unit: BucketUnit) => {
    const bucketStart = sql<string>`${bucketStartOf(unit, range)}::text`.as('bucket_start');
    return db
      .select({ bucketStart, ...figuresOf() })
      .from(statsRows(subject, [range], grainOf(unit)))
      .groupBy(BUCKET_START);
  },

  organizationExists: async (db: Executor, id: number): Promise<boolean> =>
    (await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id))).length >
    0,

  /** A user's organization, to judge whether the caller may read their figures. */
  findUser: async (db: Executor, id: number): Promise<{ id: number; organizationId: number } | undefined> => {
    const [row] = await db
      .select({ id: users.id, organizationId: users.organizationId })
      .from(users)
      .where(eq(users.id, id));
    return row;
  },
};
