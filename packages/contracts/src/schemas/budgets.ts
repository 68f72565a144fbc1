import { z } from 'zod';
import { moneyInput } from './announcements';
import { dateInputSchema, queryInteger, text } from './primitives';
import { idSchema, queryIdSchema } from './reference';

/** Spec/domain: an issued budget is due this many days after its period end. */
export const BUDGET_DUE_DAYS = 10;
/** An organization whose budget is overdue more than this many days is locked. */
export const BUDGET_LOCK_AFTER_OVERDUE_DAYS = 10;
export const BUDGET_YEAR_MIN = 2000;
export const BUDGET_YEAR_MAX = 9999;
export const PAYMENT_AMOUNT_MAX = 1_000_000_000;
export const PAYMENT_REFERENCE_MAX = 100;
export const PAYMENT_NOTES_MAX = 1000;
/** Spec section 9: payment rate green from 80 %, amber from 50 %, red below. */
export const PAYMENT_RATE_GOOD = 80;
export const PAYMENT_RATE_FAIR = 50;
export const ANALYTICS_TOP = 5;
export const ANALYTICS_TREND_MONTHS = 6;

/** 1 project (current month), 2 active (issued), 3 closed (paid); spec section 3. */
export const budgetStatuses = { project: 1, active: 2, closed: 3 } as const;
export type BudgetStatus = (typeof budgetStatuses)[keyof typeof budgetStatuses];

export const paymentRateLevel = (rate: number): 'good' | 'fair' | 'poor' =>
  rate >= PAYMENT_RATE_GOOD ? 'good' : rate >= PAYMENT_RATE_FAIR ? 'fair' : 'poor';

const money = z.string();

export const budgetLineItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  userEmail: z.string(),
  subscriptionId: z.number().int().nullable(),
  subscriptionPlanId: z.number().int(),
  subscriptionPlanName: z.string(),
  description: z.string().nullable(),
  /** price / 30 with four decimals ("3.3333"). */
  dailyRate: z.string(),
  daysUsed: z.number().int(),
  lineTotal: money,
  startDate: z.string(),
  endDate: z.string(),
});
export type BudgetLineItem = z.infer<typeof budgetLineItemSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  budgetId: z.number().int(),
  amount: money,
  paidDate: z.string(),
  paymentReference: z.string().nullable(),
  notes: z.string().nullable(),
  recordedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Spec section 3 "Budget", plus what the screens need (due date, remaining, counts). */
export const budgetSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  status: z.number().int(),
  /** "2026-10" style period label; the web app formats it in the user's language. */
  periodDescription: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  dueDate: z.string(),
  totalCost: money,
  paidAmount: money,
  remainingAmount: money,
  isPaid: z.boolean(),
  isOverdue: z.boolean(),
  daysOverdue: z.number().int(),
  paidDate: z.string().nullable(),
  paymentReference: z.string().nullable(),
  notes: z.string().nullable(),
  issuedAt: z.string().nullable(),
  lineItemCount: z.number().int(),
  version: z.number().int(),
});
export type Budget = z.infer<typeof budgetSchema>;

export const budgetWithLinesSchema = budgetSchema.extend({ lineItems: z.array(budgetLineItemSchema) });
export type BudgetWithLines = z.infer<typeof budgetWithLinesSchema>;

export const budgetDetailSchema = budgetWithLinesSchema.extend({ payments: z.array(paymentSchema) });
export type BudgetDetail = z.infer<typeof budgetDetailSchema>;

/** GET /adminbudget/budgets?organizationId=&year=&status= */
export const budgetListQuerySchema = z.strictObject({
  organizationId: queryIdSchema.optional(),
  year: queryInteger({ min: BUDGET_YEAR_MIN, max: BUDGET_YEAR_MAX }).optional(),
  status: queryInteger({ min: 1, max: 3 }).optional(),
});
export type BudgetListQuery = z.input<typeof budgetListQuerySchema>;

/** GET /adminbudget/analytics?organizationId=&year= */
export const budgetAnalyticsQuerySchema = z.strictObject({
  organizationId: queryIdSchema.optional(),
  year: queryInteger({ min: BUDGET_YEAR_MIN, max: BUDGET_YEAR_MAX }).optional(),
});
export type BudgetAnalyticsQuery = z.input<typeof budgetAnalyticsQuerySchema>;

export const recordPaymentSchema = z.strictObject({
  amount: moneyInput(PAYMENT_AMOUNT_MAX, 0.01),
  paidDate: dateInputSchema,
  paymentReference: text().trim().max(PAYMENT_REFERENCE_MAX).nullable().optional(),
  notes: text({ multiline: true }).trim().max(PAYMENT_NOTES_MAX).nullable().optional(),
});
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

/** POST /adminbudget/generate: issues (or recomputes) the month's budgets; idempotent. */
export const generateBudgetsSchema = z.strictObject({
  year: z.number().int().min(BUDGET_YEAR_MIN).max(BUDGET_YEAR_MAX),
  month: z.number().int().min(1).max(12),
  organizationId: idSchema.optional(),
});
export type GenerateBudgetsInput = z.infer<typeof generateBudgetsSchema>;
export const generateBudgetsResponseSchema = z.object({ budgets: z.array(budgetSchema) });

/** GET /adminbudget/organization: every organization the caller may see, with its budget totals. */
export const budgetOrganizationSchema = z.object({
  organizationId: z.number().int(),
  organizationName: z.string(),
  isLocked: z.boolean(),
  lockedReason: z.string().nullable(),
  budgetCount: z.number().int(),
  totalCost: money,
  paidAmount: money,
  unpaidAmount: money,
  overdueCount: z.number().int(),
});
export type BudgetOrganization = z.infer<typeof budgetOrganizationSchema>;

export const budgetAnalyticsSchema = z.object({
  year: z.number().int(),
  organizationId: z.number().int().nullable(),
  budgetCount: z.number().int(),
  overdueCount: z.number().int(),
  totalCost: money,
  paidAmount: money,
  unpaidAmount: money,
  /** Paid / total in percent with one decimal; 0 when nothing is owed. */
  paymentRate: z.number(),
  topUsers: z.array(
    z.object({
      userId: z.number().int(),
      userName: z.string(),
      organizationName: z.string(),
      totalCost: money,
    }),
  ),
  topPlans: z.array(
    z.object({ planId: z.number().int(), planName: z.string(), revenue: money, lineCount: z.number().int() }),
  ),
  /** The last six months up to the current month (or December of a past year), oldest first. */
  trend: z.array(
    z.object({ year: z.number().int(), month: z.number().int(), totalCost: money, paidAmount: money }),
  ),
});
export type BudgetAnalytics = z.infer<typeof budgetAnalyticsSchema>;
