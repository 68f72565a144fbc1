import { budgetStatuses } from '@emlak/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { budgetLineItems, budgets, organizations, payments, plans, users } from '../../db/schema';
import { UNPAGED_LIST_LIMIT } from '../../lib/list-query';

const ISSUED = sql`(${budgets.status} in (${budgetStatuses.active}::int, ${budgetStatuses.closed}::int))`;

/** Overdue (decision 6): issued, unpaid and today is past the due date. */
const overdue = (today: string) =>
  sql`(${budgets.status} = ${budgetStatuses.active}::int and ${today}::date > ${budgets.dueDate})`;

/** A budget as the API shows it, with what depends on today computed in the same query. */
const budgetColumns = (today: string) => ({
  id: budgets.id,
  organizationId: budgets.organizationId,
  organizationName: organizations.name,
  year: budgets.year,
  month: budgets.month,
  status: budgets.status,
  periodDescription: sql<string>`to_char(${budgets.periodStart}, 'YYYY-MM')`,
  periodStart: budgets.periodStart,
  periodEnd: budgets.periodEnd,
  dueDate: budgets.dueDate,
  totalCost: budgets.totalCost,
  paidAmount: budgets.paidAmount,
  remainingAmount: sql<string>`round(${budgets.totalCost} - ${budgets.paidAmount}, 2)::text`,
  isPaid: budgets.isPaid,
  isOverdue: sql<boolean>`${overdue(today)}`,
  daysOverdue: sql<number>`(case when ${overdue(today)} then ${today}::date - ${budgets.dueDate} else 0 end)::int`,
  paidDate: budgets.paidDate,
  paymentReference: budgets.paymentReference,
  notes: budgets.notes,
  issuedAt: budgets.issuedAt,
  lineItemCount: sql<number>`(select count(*)::int from budget_line_items l where l.budget_id = ${budgets.id})`,
  version: budgets.version,
});

const selectBudgets = (db: Executor, today: string) =>
  db
    .select(budgetColumns(today))
    .from(budgets)
    .innerJoin(organizations, eq(organizations.id, budgets.organizationId));

/** Newest month first; in a month, by organization. */
const newestFirst = [
  desc(budgets.year),
  desc(budgets.month),
  asc(sql`lower(${organizations.name})`),
  asc(budgets.id),
];

export type BudgetFilter = { organizationId?: number; year?: number; month?: number; status?: number };

export const budgetsRepository = {
  /** At most UNPAGED_LIST_LIMIT budgets: twelve a year per organization. */
  list: (db: Executor, today: string, filter: BudgetFilter, scope: SQL | undefined) =>
    selectBudgets(db, today)
      .where(
        and(
          scope,
          filter.organizationId === undefined ? undefined : eq(budgets.organizationId, filter.organizationId),
          filter.year === undefined ? undefined : eq(budgets.year, filter.year),
          filter.month === undefined ? undefined : eq(budgets.month, filter.month),
          filter.status === undefined ? undefined : eq(budgets.status, filter.status),
        ),
      )
      .orderBy(...newestFirst)
      .limit(UNPAGED_LIST_LIMIT),

  findById: async (db: Executor, today: string, id: number, scope: SQL | undefined) => {
    const [row] = await selectBudgets(db, today).where(and(eq(budgets.id, id), scope));
    return row;
  },

  /** The budget row, locked until the transaction ends: payments to it take turns. */
  findForUpdate: async (db: Executor, id: number, scope: SQL | undefined) => {
    const [row] = await db
      .select({
        id: budgets.id,
        organizationId: budgets.organizationId,
        status: budgets.status,
        periodStart: budgets.periodStart,
        totalCost: budgets.totalCost,
        paidAmount: budgets.paidAmount,
        isPaid: budgets.isPaid,
        paidDate: budgets.paidDate,
        paymentReference: budgets.paymentReference,
      })
      .from(budgets)
      .where(and(eq(budgets.id, id), scope))
      .for('update');
    return row;
  },

  /** The line items of several budgets in one query, each budget's by start date. */
  lineItems: (db: Executor, budgetIds: number[]) =>
    budgetIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: budgetLineItems.id,
            budgetId: budgetLineItems.budgetId,
            userId: budgetLineItems.userId,
            userName: users.name,
            userEmail: users.email,
            subscriptionId: budgetLineItems.subscriptionId,
            subscriptionPlanId: budgetLineItems.subscriptionPlanId,
            subscriptionPlanName: plans.name,
            description: budgetLineItems.description,
            dailyRate: budgetLineItems.dailyRate,
            daysUsed: budgetLineItems.daysUsed,
            lineTotal: budgetLineItems.lineTotal,
            startDate: budgetLineItems.startDate,
            endDate: budgetLineItems.endDate,
          })
          .from(budgetLineItems)
          .innerJoin(users, eq(users.id, budgetLineItems.userId))
          .innerJoin(plans, eq(plans.id, budgetLineItems.subscriptionPlanId))
          .where(inArray(budgetLineItems.budgetId, budgetIds))
          .orderBy(asc(budgetLineItems.budgetId), asc(budgetLineItems.startDate), asc(budgetLineItems.id)),

  payments: (db: Executor, budgetId: number) =>
    db
      .select({
        id: payments.id,
        budgetId: payments.budgetId,
        amount: payments.amount,
        paidDate: payments.paidDate,
        paymentReference: payments.paymentReference,
        notes: payments.notes,
        recordedByName: users.name,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.recordedByUserId))
      .where(eq(payments.budgetId, budgetId))
      .orderBy(asc(payments.paidDate), asc(payments.id)),

  /** Whether the amount is more than the budget still owes, compared in numeric. */
  remaining: async (db: Executor, budgetId: number, amount: string) => {
    const result = await db.execute<{ remaining: string; exceeds: boolean }>(sql`
      select round(total_cost - paid_amount, 2)::text as remaining,
             ${amount}::numeric > total_cost - paid_amount as exceeds
        from budgets where id = ${budgetId}`);
    return result.rows[0]!;
  },

  insertPayment: async (
    db: Executor,
    values: {
      budgetId: number;
      amount: string;
      paidDate: string;
      paymentReference: string | null;
      notes: string | null;
      recordedByUserId: number;
    },
  ) => {
    const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
    return row!.id;
  },

  /** Adds a payment to the budget; the one that reaches the total closes it (decision 6). */
  addPaid: async (
    db: Executor,
    budgetId: number,
    payment: { amount: string; paidDate: string; paymentReference: string | null },
  ) => {
    const settles = sql`${budgets.paidAmount} + ${payment.amount}::numeric = ${budgets.totalCost}`;
    const [row] = await db
      .update(budgets)
      .set({
        paidAmount: sql`${budgets.paidAmount} + ${payment.amount}::numeric`,
        status: sql`case when ${settles} then ${budgetStatuses.closed}::int else ${budgets.status} end`,
        isPaid: sql`${settles}`,
        paidDate: sql`case when ${settles} then ${payment.paidDate}::date else ${budgets.paidDate} end`,
        paymentReference: sql`coalesce(${payment.paymentReference}::text, ${budgets.paymentReference})`,
        updatedAt: sql`now()`,
        version: sql`${budgets.version} + 1`,
      })
      .where(eq(budgets.id, budgetId))
      .returning({
        status: budgets.status,
        totalCost: budgets.totalCost,
        paidAmount: budgets.paidAmount,
        isPaid: budgets.isPaid,
        paidDate: budgets.paidDate,
        paymentReference: budgets.paymentReference,
      });
    return row!;
  },

  organizationExists: async (db: Executor, organizationId: number, scope: SQL | undefined) => {
    const [row] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.id, organizationId), scope));
    return row !== undefined;
  },

  /** The billed organizations (not the operator's) among the ones the scope reaches. */
  billedOrganizationIds: async (db: Executor, scope: SQL | undefined) =>
    (
      await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.isOperator, false), scope))
    ).map((row) => row.id),

  /**
   * Every billed organization the scope reaches with its budgets' totals, in one grouped query.
   * Money totals count issued budgets (what was invoiced); the count counts every budget.
   */
  organizationTotals: (db: Executor, today: string, scope: SQL | undefined) =>
    db
      .select({
        organizationId: organizations.id,
        organizationName: organizations.name,
        isLocked: organizations.isLocked,
        lockedReason: organizations.lockedReason,
        budgetCount: sql<number>`count(${budgets.id})::int`,
        totalCost: sql<string>`round(coalesce(sum(${budgets.totalCost}) filter (where ${ISSUED}), 0), 2)::text`,
        paidAmount: sql<string>`round(coalesce(sum(${budgets.paidAmount}) filter (where ${ISSUED}), 0), 2)::text`,
        unpaidAmount: sql<string>`round(coalesce(sum(${budgets.totalCost} - ${budgets.paidAmount}) filter (where ${ISSUED}), 0), 2)::text`,
        overdueCount: sql<number>`(count(*) filter (where ${overdue(today)}))::int`,
      })
      .from(organizations)
      .leftJoin(budgets, eq(budgets.organizationId, organizations.id))
      .where(and(eq(organizations.isOperator, false), scope))
      .groupBy(organizations.id)
      .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
      .limit(UNPAGED_LIST_LIMIT),
};

export type BudgetRow = Awaited<ReturnType<typeof budgetsRepository.list>>[number];
export type BudgetLineRow = Awaited<ReturnType<typeof budgetsRepository.lineItems>>[number];
export type PaymentRow = Awaited<ReturnType<typeof budgetsRepository.payments>>[number];
