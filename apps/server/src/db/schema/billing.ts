import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt, version } from './columns';
import { organizations } from './organizations';
import { users } from './users';

export const plans = pgTable(
  'plans',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text(),
    price: money().notNull(),
    /** Announcement searches allowed per subscription period. */
    requestLimit: integer().notNull(),
    isActive: boolean().notNull().default(true),
    isPopular: boolean().notNull().default(false),
    displayOrder: integer().notNull().default(0),
    createdDate: createdAt(),
    lastModifiedDate: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('plans_name_unique').on(sql`lower(${t.name})`),
    check('plans_price_check', sql`${t.price} >= 0`),
    check('plans_request_limit_check', sql`${t.requestLimit} >= 0`),
  ],
);

/** A user's plan for a period (start today, end start + 40 days by default). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    subscriptionPlanId: integer()
      .notNull()
      .references(() => plans.id),
    startDate: date().notNull(),
    endDate: date().notNull(),
    isActive: boolean().notNull().default(true),
    autoRenew: boolean().notNull().default(false),
    status: smallint().notNull().default(1),
    adminNotes: text(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.startDate.desc()),
    index('subscriptions_organization_period_idx').on(t.organizationId, t.startDate, t.endDate),
    index('subscriptions_created_by_idx').on(t.createdByUserId),
    check('subscriptions_period_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * Searches used per user and period; the increment is one conditional UPDATE so that
 * several server instances agree on the limit.
 */
export const requestUsage = pgTable(
  'request_usage',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `sub:<id>` for a subscription's period, `grace:<organizationId>` for the grace period. */
    periodKey: text().notNull(),
    used: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('request_usage_user_period_unique').on(t.userId, t.periodKey)],
);

/** One budget per organization per calendar month (Asia/Baku). */
export const budgets = pgTable(
  'budgets',
  {
    id: serial().primaryKey(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    year: smallint().notNull(),
    month: smallint().notNull(),
    /** 1 project (current month), 2 active (issued), 3 closed (paid). */
    status: smallint().notNull().default(1),
    periodStart: date().notNull(),
    periodEnd: date().notNull(),
    dueDate: date().notNull(),
    totalCost: money().notNull().default('0'),
    paidAmount: money().notNull().default('0'),
    isPaid: boolean().notNull().default(false),
    paidDate: date(),
    paymentReference: text(),
    notes: text(),
    issuedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('budgets_organization_month_unique').on(t.organizationId, t.year, t.month),
    index('budgets_status_due_idx').on(t.status, t.dueDate),
    check('budgets_month_check', sql`${t.month} between 1 and 12`),
    check('budgets_status_check', sql`${t.status} between 1 and 3`),
    check('budgets_paid_check', sql`${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.totalCost}`),
  ],
);

export const budgetLineItems = pgTable(
  'budget_line_items',
  {
    id: serial().primaryKey(),
    budgetId: integer()
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    subscriptionPlanId: integer()
      .notNull()
      .references(() => plans.id),
    description: text(),
    dailyRate: numeric({ precision: 14, scale: 4 }).notNull(),
    daysUsed: integer().notNull(),
    lineTotal: money().notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
  },
  (t) => [
    index('budget_line_items_budget_idx').on(t.budgetId),
    index('budget_line_items_user_idx').on(t.userId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    budgetId: integer()
      .notNull()
      .references(() => budgets.id),
    amount: money().notNull(),
    paidDate: date().notNull(),
    paymentReference: text(),
    notes: text(),
    recordedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_budget_idx').on(t.budgetId),
    index('payments_recorded_by_idx').on(t.recordedByUserId),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);
