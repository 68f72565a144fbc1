import { ANALYTICS_TOP, budgetStatuses } from '@emlak/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { budgetLineItems, budgets, organizations, plans, users } from '../../db/schema';
import type { BudgetMonth } from './budget-month';

const ISSUED = sql`(${budgets.status} in (${budgetStatuses.active}::int, ${budgetStatuses.closed}::int))`;
const money = (expression: SQL) => sql<string>`round(coalesce(${expression}, 0), 2)::text`;

/**
 * The figures of the analytics view. Money counts issued budgets only (what was invoiced): the
 * running month's project is an estimate that changes every day and is not owed yet, so it would
 * drag the payment rate down every month until its invoice is even sent. The trend shows it.
 */
export const budgetAnalyticsRepository = {
  /** Counts and totals of a year's budgets, with the payment rate in percent to one decimal. */
  totals: async (db: Executor, year: number, today: string, scope: SQL | undefined) => {
    const [row] = await db
      .select({
        budgetCount: sql<number>`count(*)::int`,
        overdueCount: sql<number>`(count(*) filter (where ${budgets.status} = ${budgetStatuses.active}::int and ${today}::date > ${budgets.dueDate}))::int`,
        totalCost: money(sql`sum(${budgets.totalCost}) filter (where ${ISSUED})`),
        paidAmount: money(sql`sum(${budgets.paidAmount}) filter (where ${ISSUED})`),
        unpaidAmount: money(sql`sum(${budgets.totalCost} - ${budgets.paidAmount}) filter (where ${ISSUED})`),
        paymentRate: sql<string>`coalesce(round(100 * sum(${budgets.paidAmount}) filter (where ${ISSUED})
                                   / nullif(sum(${budgets.totalCost}) filter (where ${ISSUED}), 0), 1), 0)::text`,
      })
      .from(budgets)
      .where(and(eq(budgets.year, year), scope));
    return row!;
  },

  /** The users whose lines of the year's issued budgets cost most. */
  topUsers: (db: Executor, year: number, scope: SQL | undefined) =>
    db
      .select({
        userId: budgetLineItems.userId,
        userName: users.name,
        organizationName: organizations.name,
        totalCost: money(sql`sum(${budgetLineItems.lineTotal})`),
      })
      .from(budgetLineItems)
      .innerJoin(budgets, eq(budgets.id, budgetLineItems.budgetId))
      .innerJoin(users, eq(users.id, budgetLineItems.userId))
      .innerJoin(organizations, eq(organizations.id, budgets.organizationId))
      .where(and(eq(budgets.year, year), ISSUED, scope))
      .groupBy(budgetLineItems.userId, users.name, organizations.name)
      .orderBy(desc(sql`sum(${budgetLineItems.lineTotal})`), budgetLineItems.userId)
      .limit(ANALYTICS_TOP),

  /** The plans that brought most in the year's issued budgets. */
  topPlans: (db: Executor, year: number, scope: SQL | undefined) =>
    db
      .select({
        planId: budgetLineItems.subscriptionPlanId,
        planName: plans.name,
        revenue: money(sql`sum(${budgetLineItems.lineTotal})`),
        lineCount: sql<number>`count(*)::int`,
      })
      .from(budgetLineItems)
      .innerJoin(budgets, eq(budgets.id, budgetLineItems.budgetId))
      .innerJoin(plans, eq(plans.id, budgetLineItems.subscriptionPlanId))
      .where(and(eq(budgets.year, year), ISSUED, scope))
      .groupBy(budgetLineItems.subscriptionPlanId, plans.name)
      .orderBy(desc(sql`sum(${budgetLineItems.lineTotal})`), budgetLineItems.subscriptionPlanId)
      .limit(ANALYTICS_TOP),

  /** Totals per month from `from` to `to` (both included), every status. */
  monthly: (db: Executor, from: BudgetMonth, to: BudgetMonth, scope: SQL | undefined) =>
    db
      .select({
        year: budgets.year,
        month: budgets.month,
        totalCost: money(sql`sum(${budgets.totalCost})`),
        paidAmount: money(sql`sum(${budgets.paidAmount})`),
      })
      .from(budgets)
      .where(
        and(
          // Row comparisons: the unique (organization, year, month) index reads an organization's range.
          sql`(${budgets.year}, ${budgets.month}) >= (${from.year}::int, ${from.month}::int)`,
          sql`(${budgets.year}, ${budgets.month}) <= (${to.year}::int, ${to.month}::int)`,
          scope,
        ),
      )
      .groupBy(budgets.year, budgets.month),
};
