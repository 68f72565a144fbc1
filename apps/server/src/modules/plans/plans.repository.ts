import { and, eq, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ListQuery, Language } from '@emlak/contracts';
import type { Executor } from '../../db/client';
import { budgetLineItems, budgets, plans, subscriptions } from '../../db/schema';
import { defineListResource, runListQuery, UNPAGED_LIST_LIMIT } from '../../lib/list-query';
import { tableRepository } from '../../lib/table-repository';

/** The plan's own columns: what a locked read returns and what the audit log compares. */
const planColumns = {
  id: plans.id,
  name: plans.name,
  description: plans.description,
  price: plans.price,
  requestLimit: plans.requestLimit,
  isActive: plans.isActive,
  isPopular: plans.isPopular,
  displayOrder: plans.displayOrder,
  createdDate: plans.createdDate,
  lastModifiedDate: plans.lastModifiedDate,
  version: plans.version,
};
export type PlanRow = SelectResultFields<typeof planColumns>;

const planList = defineListResource({
  fields: {
    id: { column: plans.id, type: 'number', sortable: true },
    name: { column: plans.name, type: 'text', sortable: true },
    price: { column: plans.price, type: 'number', sortable: true },
    requestLimit: { column: plans.requestLimit, type: 'number', sortable: true },
    isActive: { column: plans.isActive, type: 'boolean', sortable: true },
    displayOrder: { column: plans.displayOrder, type: 'number', sortable: true },
    createdDate: { column: plans.createdDate, type: 'date', sortable: true },
  },
  search: { text: [plans.name, plans.description] },
  defaultSort: [
    { field: 'displayOrder', direction: 'asc' },
    { field: 'name', direction: 'asc' },
  ],
  tieBreaker: plans.id,
});

/**
 * Whose subscriptions and charges the figures count: everyone's (a SuperAdmin), one
 * organization's (an Admin) or one user's (a User). The plans are the operator's price list and
 * every role reads them, but the figures are other agencies' business: an agency's account sees
 * only what it may see through subscriptions.read (docs/decisions.md "Plans").
 */
export type FigureScope = { organizationId?: number; userId?: number };

/**
 * The plans with their two figures, in one statement whatever the number of rows: each figure is
 * one grouped pass (subscriptions running on `today`; every line item ever charged) joined by
 * plan id, not a query per plan. Plans are few (a handful), so both passes are bounded by the
 * subscriptions and line items themselves; with no index on their plan id a per-plan lookup
 * would scan them once per plan instead of once. Scoped to an organization or a user, each pass
 * walks that organization's or user's index instead.
 */
const withFigures = (db: Executor, today: string, figureScope: FigureScope) => {
  const running = db
    .select({
      planId: subscriptions.subscriptionPlanId,
      count: sql<number>`count(*)::int`.as('active_subscriptions'),
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.isActive, true),
        lte(subscriptions.startDate, today),
        gt(subscriptions.endDate, today),
        figureScope.organizationId === undefined
          ? undefined
          : eq(subscriptions.organizationId, figureScope.organizationId),
        figureScope.userId === undefined ? undefined : eq(subscriptions.userId, figureScope.userId),
      ),
    )
    .groupBy(subscriptions.subscriptionPlanId)
    .as('running');
  const revenue = db
    .select({
      planId: budgetLineItems.subscriptionPlanId,
      total: sql<string>`sum(${budgetLineItems.lineTotal})`.as('total_revenue'),
    })
    .from(budgetLineItems)
    .where(
      and(
        figureScope.organizationId === undefined
          ? undefined
          : inArray(
              budgetLineItems.budgetId,
              db
                .select({ id: budgets.id })
                .from(budgets)
                .where(eq(budgets.organizationId, figureScope.organizationId)),
            ),
        figureScope.userId === undefined ? undefined : eq(budgetLineItems.userId, figureScope.userId),
      ),
    )
    .groupBy(budgetLineItems.subscriptionPlanId)
    .as('revenue');
  const columns = {
    ...planColumns,
    activeSubscriptions: sql<number>`coalesce(${running.count}, 0)`.mapWith(Number),
    // numeric(16,2) writes "0.00" for a plan nothing was charged for yet, as money reads elsewhere.
    totalRevenue: sql<string>`coalesce(${revenue.total}, 0)::numeric(16, 2)`,
  };
  const from = (fields: SelectedFields) =>
    db
      .select(fields)
      .from(plans)
      .leftJoin(running, eq(running.planId, plans.id))
      .leftJoin(revenue, eq(revenue.planId, plans.id))
      .$dynamic();
  return { columns, from };
};
export type PlanWithFigures = PlanRow & { activeSubscriptions: number; totalRevenue: string };

export type PlanValues = {
  name: string;
  description: string | null;
  price: string;
  requestLimit: number;
  isActive: boolean;
  isPopular: boolean;
};

export const plansRepository = {
  ...tableRepository({
    table: plans,
    id: plans.id,
    columns: planColumns,
    order: [plans.displayOrder, plans.name],
    option: { label: plans.name, orderBy: [plans.displayOrder] },
  }),

  /** Every plan (or those `scope` keeps) with its figures, in display order. */
  listWithFigures: async (
    db: Executor,
    today: string,
    figureScope: FigureScope,
    scope?: SQL,
  ): Promise<PlanWithFigures[]> => {
    const { columns, from } = withFigures(db, today, figureScope);
    return (await from(columns)
      .where(scope)
      .orderBy(plans.displayOrder, plans.name, plans.id)
      .limit(UNPAGED_LIST_LIMIT)) as PlanWithFigures[];
  },

  findWithFigures: async (
    db: Executor,
    id: number,
    today: string,
    figureScope: FigureScope,
  ): Promise<PlanWithFigures | undefined> => {
    const { columns, from } = withFigures(db, today, figureScope);
    const [row] = await from(columns).where(eq(plans.id, id)).limit(1);
    return row as PlanWithFigures | undefined;
  },

  page: (
    db: Executor,
    query: ListQuery,
    language: Language,
    today: string,
    figureScope: FigureScope,
    scope?: SQL,
  ) => {
    const { columns, from } = withFigures(db, today, figureScope);
    return runListQuery(db, { resource: planList, query, language, scope, columns, from });
  },

  /** Whether a plan other than `exceptId` has `name`, case-insensitively (the unique index's rule). */
  isNameTaken: async (db: Executor, name: string, exceptId: number | null) => {
    const sameName = sql`lower(${plans.name}) = lower(${name})`;
    const [row] = await db
      .select({ id: plans.id })
      .from(plans)
      .where(exceptId === null ? sameName : and(sameName, ne(plans.id, exceptId)))
      .limit(1);
    return row !== undefined;
  },

  /** Any subscription, running or not, keeps a plan: budgets and history refer to it. */
  isInUse: async (db: Executor, id: number) => {
    const result = await db.execute<{ inUse: boolean }>(
      sql`select (exists (select 1 from ${subscriptions} where ${subscriptions.subscriptionPlanId} = ${id})
             or exists (select 1 from ${budgetLineItems} where ${budgetLineItems.subscriptionPlanId} = ${id})) as "inUse"`,
    );
    return result.rows[0]?.inUse === true;
  },

  /** A new plan goes to the end of the display order. */
  insert: async (db: Executor, values: PlanValues): Promise<PlanRow> => {
    const [row] = await db
      .insert(plans)
      .values({
        ...values,
        displayOrder: sql`(select coalesce(max(${plans.displayOrder}), 0) + 1 from ${plans})`,
      })
      .returning(planColumns);
    return row!;
  },

  /** Undefined when the row is no longer at `version`: someone else changed it first. */
  update: async (db: Executor, id: number, version: number, values: PlanValues) => {
    const [row] = await db
      .update(plans)
      .set({ ...values, lastModifiedDate: sql`now()`, version: sql`${plans.version} + 1` })
      .where(and(eq(plans.id, id), eq(plans.version, version)))
      .returning(planColumns);
    return row;
  },

  delete: async (db: Executor, id: number) => {
    await db.delete(plans).where(eq(plans.id, id));
  },
};
