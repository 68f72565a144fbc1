import { BUDGET_DUE_DAYS, budgetStatuses } from '@emlak/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { BudgetMonth } from './budget-month';

/**
 * The organizations a computation covers: the ones named, or every billed one (null). An empty
 * list covers none.
 */
export type OrganizationSelection = readonly number[] | null;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const organizationFilter = (column: SQL, organizations: OrganizationSelection) =>
  organizations === null ? sql`true` : sql`${column} in (${idList(organizations)})`;

const monthStart = ({ year, month }: BudgetMonth) => sql`make_date(${year}::int, ${month}::int, 1)`;
/** The first day after the month: periods are [start, end) like a subscription's. */
const monthEnd = (month: BudgetMonth) => sql`(${monthStart(month)} + interval '1 month')::date`;

/**
 * A line item per subscription of the budgets named by `budgetIds` (decision 3): the days of
 * [startDate, endDate) inside the month ([periodStart, periodEnd + 1)), the plan's price / 30 as
 * the daily rate kept with four decimals, and the line total rounded once to qəpik from the exact
 * numeric price * days / 30 (never from the rounded rate). Plain date arithmetic: the overlap of
 * two half-open ranges is least(ends) - greatest(starts); the join keeps only positive overlaps.
 * The plan's name at computation time goes into the description, as its price goes into the rate.
 */
const desiredLines = (budgetIds: SQL) => sql`
  select bg.id as budget_id,
         s.user_id,
         s.id as subscription_id,
         s.subscription_plan_id,
         p.name as description,
         round(p.price / 30, 4) as daily_rate,
         least(s.end_date, bg.period_end + 1) - greatest(s.start_date, bg.period_start) as days_used,
         round(p.price * (least(s.end_date, bg.period_end + 1) - greatest(s.start_date, bg.period_start)) / 30, 2)
           as line_total,
         greatest(s.start_date, bg.period_start) as start_date,
         least(s.end_date, bg.period_end + 1) as end_date
    from budgets bg
    join subscriptions s
      on s.organization_id = bg.organization_id
     and s.start_date <= bg.period_end
     and s.end_date > bg.period_start
    join plans p on p.id = s.subscription_plan_id
   where bg.id in (${budgetIds})`;

const LINE_FIELDS = sql.raw(
  'budget_id, user_id, subscription_id, subscription_plan_id, description, daily_rate, days_used, line_total, start_date, end_date',
);

const idsOf = (rows: Record<string, unknown>[]) => rows.map((row) => Number(row.id));

/**
 * Creates the month's missing budgets (status 1) of the billed organizations that have a
 * subscription with days in it. In organization order, so that two callers inserting the same
 * rows wait for each other instead of deadlocking; the unique index makes the second a no-op.
 */
const insertMissingBudgets = async (
  tx: Executor,
  month: BudgetMonth,
  organizations: OrganizationSelection,
) => {
  await tx.execute(sql`
    insert into budgets (organization_id, year, month, status, period_start, period_end, due_date)
    select distinct s.organization_id, ${month.year}::int, ${month.month}::int, ${budgetStatuses.project}::int,
           ${monthStart(month)}, ${monthEnd(month)} - 1, ${monthEnd(month)} - 1 + ${BUDGET_DUE_DAYS}::int
      from subscriptions s
      join organizations o on o.id = s.organization_id and not o.is_operator
     where s.start_date < ${monthEnd(month)}
       and s.end_date > ${monthStart(month)}
       and ${organizationFilter(sql`s.organization_id`, organizations)}
     order by s.organization_id
    on conflict (organization_id, year, month) do nothing`);
};

/** The month's project budgets (status 1) of the organizations, locked against every other writer. */
const lockProjectBudgets = async (tx: Executor, month: BudgetMonth, organizations: OrganizationSelection) =>
  idsOf(
    (
      await tx.execute(sql`
        select id from budgets
         where year = ${month.year}::int and month = ${month.month}::int and status = ${budgetStatuses.project}::int
           and ${organizationFilter(sql`organization_id`, organizations)}
         order by id
         for update`)
    ).rows,
  );

/**
 * The project budgets whose stored lines differ from what the subscriptions say now (a new or
 * superseded subscription, a renamed or repriced plan), found without writing: a read that finds
 * nothing changed writes nothing.
 */
const staleProjectBudgets = async (
  tx: Executor,
  month: BudgetMonth,
  organizations: OrganizationSelection,
) => {
  const projects = sql`
    select id from budgets
     where year = ${month.year}::int and month = ${month.month}::int and status = ${budgetStatuses.project}::int
       and ${organizationFilter(sql`organization_id`, organizations)}`;
  const stored = sql`select ${LINE_FIELDS} from budget_line_items where budget_id in (${projects})`;
  const desired = sql`select ${LINE_FIELDS} from (${desiredLines(projects)}) d`;
  const result = await tx.execute(sql`
    select distinct budget_id as id from (
      (${desired} except all ${stored})
      union all
      (${stored} except all ${desired})
    ) difference`);
  return idsOf(result.rows);
};

/** Rewrites the lines and the total of budgets the caller has locked. */
const rewriteLines = async (tx: Executor, budgetIds: readonly number[]) => {
  if (budgetIds.length === 0) return;
  const ids = idList(budgetIds);
  await tx.execute(sql`delete from budget_line_items where budget_id in (${ids})`);
  await tx.execute(sql`
    insert into budget_line_items (${LINE_FIELDS})
    select ${LINE_FIELDS} from (${desiredLines(ids)}) d
     order by budget_id, start_date, subscription_id`);
  await tx.execute(sql`
    update budgets bg
       set total_cost = totals.total, updated_at = now(), version = bg.version + 1
      from (select b.id, coalesce(sum(l.line_total), 0) as total
              from budgets b left join budget_line_items l on l.budget_id = b.id
             where b.id in (${ids})
             group by b.id) totals
     where bg.id = totals.id and bg.total_cost <> totals.total`);
};

/**
 * Brings the month's project budgets of the organizations up to date with their subscriptions
 * (decision 6: a project is recomputed when read). Creates the missing ones; rewrites only the
 * ones whose lines changed. Runs in the caller's transaction.
 */
export const refreshProjectBudgets = async (
  tx: Executor,
  month: BudgetMonth,
  organizations: OrganizationSelection,
): Promise<void> => {
  if (organizations !== null && organizations.length === 0) return;
  await insertMissingBudgets(tx, month, organizations);
  const stale = await staleProjectBudgets(tx, month, organizations);
  if (stale.length === 0) return;
  // Locked, then re-read as projects: one issued meanwhile is left as it was issued.
  const locked = (
    await tx.execute(sql`
      select id from budgets where id in (${idList(stale)}) and status = ${budgetStatuses.project}::int
       order by id for update`)
  ).rows;
  await rewriteLines(tx, idsOf(locked));
};

/**
 * Issues an ended month (decision 6): computes its project and missing budgets one last time,
 * then turns them into invoices: status 2 due periodEnd + 10 days, or 3 (closed, nothing to pay)
 * when the total is 0. Issued budgets are left as they are: an invoice does not change after it
 * was sent. Returns the ids of the budgets issued now. Runs in the caller's transaction.
 */
export const issueMonth = async (
  tx: Executor,
  month: BudgetMonth,
  organizations: OrganizationSelection,
): Promise<number[]> => {
  if (organizations !== null && organizations.length === 0) return [];
  await insertMissingBudgets(tx, month, organizations);
  const projects = await lockProjectBudgets(tx, month, organizations);
  if (projects.length === 0) return [];
  await rewriteLines(tx, projects);
  await tx.execute(sql`
    update budgets
       set status = case when total_cost = 0 then ${budgetStatuses.closed}::int else ${budgetStatuses.active}::int end,
           is_paid = total_cost = 0,
           issued_at = now(),
           updated_at = now(),
           version = version + 1
     where id in (${idList(projects)})`);
  return projects;
};
