import { randomUUID } from 'node:crypto';
import { budgetStatuses } from '@emlak/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import type { Caller } from '../../lib/actor';
import { bakuDate } from '../../lib/baku-time';
import { lockLongOverdue, releaseSettled } from './auto-lock';
import { issueMonth, refreshProjectBudgets, type OrganizationSelection } from './budget-computation';
import { currentMonth, monthIndex, monthAt, type BudgetMonth } from './budget-month';

/**
 * The advisory lock every month close and every POST /adminbudget/generate takes, so that a
 * month is issued once however many server processes run the tick. (Namespace, key) pair: no
 * other lock of the application uses this namespace.
 */
const BUDGET_LOCK_NAMESPACE = 7_402;
const MONTH_CLOSE_KEY = 1;

/** Takes the month-close lock for the transaction, waiting for whoever holds it. */
export const waitForMonthCloseLock = async (tx: Executor) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${BUDGET_LOCK_NAMESPACE}::int, ${MONTH_CLOSE_KEY}::int)`);
};

/** Takes the month-close lock for the transaction when nobody holds it; false when somebody does. */
const tryMonthCloseLock = async (tx: Executor) => {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${BUDGET_LOCK_NAMESPACE}::int, ${MONTH_CLOSE_KEY}::int) as locked`,
  );
  return result.rows[0]?.locked === true;
};

/** The caller the jobs of this module write into the audit log. */
export const jobCaller = (job: string): Caller => ({
  language: 'az',
  clientAddress: '127.0.0.1',
  userAgent: job,
  deviceId: null,
  requestId: randomUUID(),
});

/**
 * The ended months that still have something to issue, with their organizations: a project
 * budget of an ended month, or a billed organization with a subscription in an ended month and
 * no issued budget for it. `endedAfter` (a date) skips subscriptions that ended before it, so
 * that a routine tick reads the recent subscriptions only; null looks through all of them (the
 * catch-up after a process starts, or after the server was down over a month's end).
 */
const pendingMonths = async (
  tx: Executor,
  now: Date,
  organizations: OrganizationSelection,
  endedAfter: string | null,
): Promise<Map<number, number[]>> => {
  const running = currentMonth(now);
  const runningStart = `${String(running.year).padStart(4, '0')}-${String(running.month).padStart(2, '0')}-01`;
  const filter = (column: string) =>
    organizations === null
      ? sql`true`
      : sql`${sql.raw(column)} in (${sql.join(
          organizations.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const result = await tx.execute<{ organization_id: number; month_index: number }>(sql`
    select distinct s.organization_id,
           (extract(year from m.month) * 12 + extract(month from m.month) - 1)::int as month_index
      from subscriptions s
      join organizations o on o.id = s.organization_id and not o.is_operator
     cross join lateral generate_series(date_trunc('month', s.start_date::timestamp),
                                        (s.end_date - 1)::timestamp, interval '1 month') as m(month)
     where s.end_date > s.start_date
       and s.start_date < ${runningStart}::date
       and ${endedAfter === null ? sql`true` : sql`s.end_date > ${endedAfter}::date`}
       and ${filter('s.organization_id')}
       and m.month < ${runningStart}::timestamp
       and not exists (select 1 from budgets b
                        where b.organization_id = s.organization_id
                          and b.year = extract(year from m.month)::int
                          and b.month = extract(month from m.month)::int
                          and b.status <> ${budgetStatuses.project}::int)
    union
    select b.organization_id, (b.year * 12 + b.month - 1)::int
      from budgets b
     where b.status = ${budgetStatuses.project}::int
       and b.period_start < ${runningStart}::date
       and ${filter('b.organization_id')}`);
  const byMonth = new Map<number, number[]>();
  for (const row of result.rows) {
    const list = byMonth.get(row.month_index) ?? [];
    list.push(row.organization_id);
    byMonth.set(row.month_index, list);
  }
  return byMonth;
};

/** Issues the ended months of the organizations, oldest first; the ids of the budgets issued. */
export const issueEndedMonths = async (
  tx: Executor,
  now: Date,
  organizations: OrganizationSelection,
  endedAfter: string | null = null,
): Promise<number[]> => {
  const pending = await pendingMonths(tx, now, organizations, endedAfter);
  const issued: number[] = [];
  for (const index of [...pending.keys()].sort((a, b) => a - b)) {
    const month: BudgetMonth = monthAt(index);
    issued.push(...(await issueMonth(tx, month, pending.get(index)!)));
  }
  return issued;
};

export type MonthCloseResult = { issued: number; locked: number; unlocked: number };

/**
 * One run of the month close (decisions 6 and 7): issues every ended month still open, then locks
 * the organizations with a budget more than 10 days overdue and unlocks those this rule locked
 * that have none any more. All in one transaction under the month-close advisory lock, tried
 * rather than awaited: when another process is running it, this one has nothing to do and
 * answers null.
 */
export const closeEndedMonths = async (
  db: Db,
  now: Date,
  options: { catchUp?: boolean } = {},
): Promise<MonthCloseResult | null> =>
  db.transaction(async (tx) => {
    if (!(await tryMonthCloseLock(tx))) return null;
    const running = currentMonth(now);
    // A routine run looks at subscriptions that ended in the last month or later: anything older
    // was issued by an earlier run (the catch-up run looks through all of them).
    const previous = monthAt(monthIndex(running) - 1);
    const endedAfter = options.catchUp
      ? null
      : `${String(previous.year).padStart(4, '0')}-${String(previous.month).padStart(2, '0')}-01`;
    const issued = await issueEndedMonths(tx, now, null, endedAfter);
    // The running month's estimates of every agency, which the platform-wide reads do not
    // recompute themselves (budgets.service.ts).
    await refreshProjectBudgets(tx, running, null);
    const today = bakuDate(now);
    const caller = jobCaller('budget-month-close');
    const locked = await lockLongOverdue(tx, today, caller);
    const unlocked = await releaseSettled(tx, today, caller, null);
    return { issued: issued.length, locked: locked.length, unlocked: unlocked.length };
  });
