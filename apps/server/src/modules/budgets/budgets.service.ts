import {
  ANALYTICS_TREND_MONTHS,
  budgetStatuses,
  type Budget,
  type BudgetAnalytics,
  type BudgetDetail,
  type BudgetOrganization,
  type BudgetWithLines,
  type GenerateBudgetsInput,
  type RecordPaymentInput,
} from '@emlak/contracts';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { budgets, organizations } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { bakuDate } from '../../lib/baku-time';
import { organizationScope } from '../../lib/organization-scope';
import { recordChange } from '../audit/audit-recorder';
import { releaseSettled } from './auto-lock';
import { budgetAnalyticsRepository as analytics } from './budget-analytics.repository';
import { issueMonth, refreshProjectBudgets, type OrganizationSelection } from './budget-computation';
import { currentMonth, monthAt, monthIndex, monthPhase, periodLabel, type BudgetMonth } from './budget-month';
import {
  budgetsRepository as repository,
  type BudgetFilter,
  type BudgetLineRow,
  type BudgetRow,
  type PaymentRow,
} from './budgets.repository';
import { waitForMonthCloseLock } from './month-close';

const ENTITY = 'budget';

const toBudget = (row: BudgetRow): Budget => ({
  ...row,
  issuedAt: row.issuedAt?.toISOString() ?? null,
});

const toLine = ({ budgetId: _budgetId, ...line }: BudgetLineRow) => line;

const toPayment = (row: PaymentRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

const withLines = (rows: BudgetRow[], lines: BudgetLineRow[]): BudgetWithLines[] => {
  const byBudget = new Map<number, BudgetLineRow[]>();
  for (const line of lines) {
    const list = byBudget.get(line.budgetId) ?? [];
    list.push(line);
    byBudget.set(line.budgetId, list);
  }
  return rows.map((row) => ({ ...toBudget(row), lineItems: (byBudget.get(row.id) ?? []).map(toLine) }));
};

/** A day as the payment form may send it (a date, or a moment with its offset) as a Baku date. */
const bakuDayOf = (value: string) =>
  z.iso.date().safeParse(value).success ? value : bakuDate(new Date(value));

const businessRule = (key: 'validation.budgetClosed' | 'validation.budgetNotIssued') =>
  new AppError('business_rule', {
    message: { key },
    fields: { amount: [{ key, params: { field: 'amount' } }] },
  });

export type BudgetsServiceOptions = {
  /** The clock: which month is running, what is overdue. Tests fix it. */
  now?: () => Date;
};

export const createBudgetsService = (db: Db, options: BudgetsServiceOptions = {}) => {
  const now = options.now ?? (() => new Date());
  const scopeOf = (actor: Actor) => organizationScope(actor, budgets.organizationId);

  /**
   * The organizations a read covers, for the recomputation of the running month's projects
   * (decision 6): only the caller's own for an Admin, the one asked for, or every one.
   */
  const selectionOf = (actor: Actor, organizationId?: number): OrganizationSelection => {
    if (actor.scope !== 'all')
      return organizationId === undefined || organizationId === actor.organizationId
        ? [actor.organizationId]
        : [];
    return organizationId === undefined ? null : [organizationId];
  };

  /**
   * Recomputes the running month's project budgets of the organizations read; writes only what
   * changed. A read over every organization (a SuperAdmin's unfiltered view) does not: across a
   * thousand agencies that is seconds per request, and the month-close tick recomputes every
   * project budget every 10 minutes, so such a view is at most one tick old.
   */
  const refreshRunningMonth = async (selection: OrganizationSelection, at: Date) => {
    if (selection === null) return;
    await db.transaction((tx) => refreshProjectBudgets(tx, currentMonth(at), selection));
  };

  const detail = async (
    executor: Executor,
    actor: Actor,
    id: number,
    today: string,
  ): Promise<BudgetDetail> => {
    const row = await repository.findById(executor, today, id, scopeOf(actor));
    if (!row) throw notFound();
    const [budget] = withLines([row], await repository.lineItems(executor, [id]));
    return { ...budget!, payments: (await repository.payments(executor, id)).map(toPayment) };
  };

  const get = async (actor: Actor, id: number): Promise<BudgetDetail> => {
    const at = now();
    const today = bakuDate(at);
    const found = await repository.findById(db, today, id, scopeOf(actor));
    if (!found) throw notFound();
    if (found.status === budgetStatuses.project && monthPhase(found, at) === 'current') {
      await refreshRunningMonth([found.organizationId], at);
    }
    return detail(db, actor, id, today);
  };

  return {
    /** GET /adminbudget/budgets: newest first, at most UNPAGED_LIST_LIMIT. */
    list: async (actor: Actor, filter: BudgetFilter): Promise<Budget[]> => {
      const at = now();
      const running = currentMonth(at);
      const coversRunningMonth =
        (filter.year === undefined || filter.year === running.year) &&
        (filter.status === undefined || filter.status === budgetStatuses.project);
      if (coversRunningMonth) await refreshRunningMonth(selectionOf(actor, filter.organizationId), at);
      return (await repository.list(db, bakuDate(at), filter, scopeOf(actor))).map(toBudget);
    },

    /** GET /adminbudget/organization/{id}/budgets: another organization's is a 404 for an Admin. */
    organizationBudgets: async (actor: Actor, organizationId: number): Promise<BudgetWithLines[]> => {
      if (
        !(await repository.organizationExists(db, organizationId, organizationScope(actor, organizations.id)))
      ) {
        throw notFound();
      }
      const at = now();
      await refreshRunningMonth([organizationId], at);
      const rows = await repository.list(db, bakuDate(at), { organizationId }, scopeOf(actor));
      return withLines(
        rows,
        await repository.lineItems(
          db,
          rows.map((row) => row.id),
        ),
      );
    },

    /** GET /adminbudget/organization: every billed organization the caller sees, with totals. */
    organizations: async (actor: Actor): Promise<BudgetOrganization[]> => {
      const at = now();
      await refreshRunningMonth(selectionOf(actor), at);
      return repository.organizationTotals(db, bakuDate(at), organizationScope(actor, organizations.id));
    },

    get,

    /** The budget for the invoice page: the same read as GET /adminbudget/{id}. */
    invoice: get,

    /**
     * POST /adminbudget/{id}/payments (decision 6). The budget row is locked first, so payments to
     * it take turns and none can pay more than what the one before left owing. A project budget
     * (its month has not ended) is refused: there is no invoice to pay yet.
     */
    recordPayment: async (actor: Actor, id: number, input: RecordPaymentInput): Promise<BudgetDetail> => {
      const at = now();
      const today = bakuDate(at);
      const paidDate = bakuDayOf(input.paidDate);
      if (paidDate > today) throw fieldError('paidDate', 'validation.dateInFuture');
      // At most two decimals and at most PAYMENT_AMOUNT_MAX (the schema): toFixed(2) is exact.
      const amount = input.amount.toFixed(2);
      const paymentReference = input.paymentReference || null;
      return db.transaction(async (tx) => {
        const before = await repository.findForUpdate(tx, id, scopeOf(actor));
        if (!before) throw notFound();
        if (before.status === budgetStatuses.closed) throw businessRule('validation.budgetClosed');
        if (before.status !== budgetStatuses.active) throw businessRule('validation.budgetNotIssued');
        // No invoice is paid before its month began (prepayment is refused): such a date is a typo.
        if (paidDate < before.periodStart) {
          throw fieldError('paidDate', 'validation.paidBeforePeriod', { periodStart: before.periodStart });
        }
        const { remaining, exceeds } = await repository.remaining(tx, id, amount);
        if (exceeds) {
          const params = { field: 'amount', remaining };
          throw new AppError('business_rule', {
            fields: { amount: [{ key: 'validation.paymentExceedsOwed', params }] },
            message: { key: 'validation.paymentExceedsOwed', params },
          });
        }
        const paymentId = await repository.insertPayment(tx, {
          budgetId: id,
          amount,
          paidDate,
          paymentReference,
          notes: input.notes || null,
          recordedByUserId: actor.userId,
        });
        const after = await repository.addPaid(tx, id, { amount, paidDate, paymentReference });
        const { id: _id, organizationId, periodStart: _periodStart, ...fields } = before;
        await recordChange(tx, actor, {
          action: 'budget.payment',
          entity: ENTITY,
          entityId: id,
          organizationId,
          before: fields,
          after: { ...after, paymentId, amount },
        });
        await releaseSettled(tx, today, actor, [organizationId], actor.userId);
        return detail(tx, actor, id, today);
      });
    },

    /**
     * POST /adminbudget/generate: an ended month is issued, the running month's projects are
     * recomputed, a future month is refused. Under the month-close lock, so that it and the tick
     * (and a second call) take turns; issued budgets are never recomputed, so a second call
     * answers the same budgets.
     */
    generate: async (actor: Actor, input: GenerateBudgetsInput): Promise<{ budgets: Budget[] }> => {
      const at = now();
      const month: BudgetMonth = { year: input.year, month: input.month };
      const phase = monthPhase(month, at);
      if (phase === 'future') throw fieldError('month', 'validation.dateInFuture');
      const { organizationId } = input;
      if (
        organizationId !== undefined &&
        !(await repository.organizationExists(db, organizationId, undefined))
      ) {
        throw fieldError('organizationId', 'validation.invalidValue');
      }
      const selection: OrganizationSelection = organizationId === undefined ? null : [organizationId];
      await db.transaction(async (tx) => {
        await waitForMonthCloseLock(tx);
        if (phase === 'current') {
          await refreshProjectBudgets(tx, month, selection);
          return;
        }
        const issued = await issueMonth(tx, month, selection);
        if (issued.length > 0) {
          await recordChange(tx, actor, {
            action: 'budget.generated',
            entity: ENTITY,
            entityId: periodLabel(month),
            organizationId: organizationId ?? null,
            after: { year: month.year, month: month.month, issuedBudgetIds: issued },
          });
        }
      });
      const rows = await repository.list(
        db,
        bakuDate(at),
        { year: month.year, month: month.month, organizationId },
        scopeOf(actor),
      );
      return { budgets: rows.map(toBudget) };
    },

    /**
     * GET /adminbudget/analytics: the year's totals, top users and plans, and the six months up to
     * the running month (or up to December of another year), months without budgets as zeros.
     */
    analytics: async (
      actor: Actor,
      query: { organizationId?: number; year?: number },
    ): Promise<BudgetAnalytics> => {
      const at = now();
      const today = bakuDate(at);
      const running = currentMonth(at);
      const year = query.year ?? running.year;
      let organizationId: number | null = query.organizationId ?? null;
      if (actor.scope !== 'all') {
        if (organizationId !== null && organizationId !== actor.organizationId) throw notFound();
        organizationId = actor.organizationId;
      }
      const scope = organizationId === null ? undefined : eqOrganization(organizationId);
      const last: BudgetMonth = year === running.year ? running : { year, month: 12 };
      const first = monthAt(monthIndex(last) - (ANALYTICS_TREND_MONTHS - 1));
      if (monthIndex(last) === monthIndex(running)) {
        await refreshRunningMonth(organizationId === null ? null : [organizationId], at);
      }
      const [totals, topUsers, topPlans, monthly] = await Promise.all([
        analytics.totals(db, year, today, scope),
        analytics.topUsers(db, year, scope),
        analytics.topPlans(db, year, scope),
        analytics.monthly(db, first, last, scope),
      ]);
      const trend = Array.from({ length: ANALYTICS_TREND_MONTHS }, (_, offset) => {
        const month = monthAt(monthIndex(first) + offset);
        const found = monthly.find((row) => row.year === month.year && row.month === month.month);
        return { ...month, totalCost: found?.totalCost ?? '0.00', paidAmount: found?.paidAmount ?? '0.00' };
      });
      return {
        year,
        organizationId,
        ...totals,
        paymentRate: Number(totals.paymentRate),
        topUsers,
        topPlans,
        trend,
      };
    },
  };
};

const eqOrganization = (organizationId: number) =>
  organizationScope({ scope: 'organization', organizationId }, budgets.organizationId);

export type BudgetsService = ReturnType<typeof createBudgetsService>;
