import {
  bigserial,
  boolean,
  date,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt, version } from './columns';
import { organizations } from './organizations';
import { users } from './users';

/** The dashboard's to-do list: strictly the user's own. */
export const todos = pgTable(
  'todos',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** A Baku calendar day. */
    dueDate: date(),
    note: text(),
    done: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('todos_user_due_idx').on(t.userId, t.dueDate)],
);

/** Sums beyond one price: numeric without the 14-digit bound of a single amount. */
const total = () => numeric({ precision: 20, scale: 2 }).notNull().default('0');

/** The figures of a stats row, daily or monthly: what was posted, added and sold, with the sums. */
const statsFigures = () => ({
  adsCount: integer().notNull().default(0),
  adsValue: total(),
  addedCount: integer().notNull().default(0),
  soldCount: integer().notNull().default(0),
  soldValue: total(),
  amountOfSeller: total(),
  amountOfBuyer: total(),
});

/**
 * Statistics per user per Baku calendar day (docs/decisions.md "Statistics"): what the user
 * posted, added to the personal list and sold on that day. Kept by statement-level triggers on
 * announcements and user_ads in the same transaction as the writes (migration 0011), so a summary
 * reads at most a row per user per day instead of the listings. `emlak_rebuild_user_daily_stats()`
 * recomputes it (and user_monthly_stats) from scratch: the generator calls it after its bulk load,
 * and an operator can call it to repair.
 */
export const userDailyStats = pgTable(
  'user_daily_stats',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    ...statsFigures(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * user_daily_stats summed per user per calendar month (`month` is its first day): the same
 * figures, kept by the same statement-level triggers in the same statement as the daily rows
 * (migration 0013), so every monthly row is the sum of its month's daily rows. Reads over whole
 * months (a month, a year, a team's chart) take one row per user per month here instead of up
 * to 31 daily rows; docs/decisions.md "Statistics".
 */
export const userMonthlyStats = pgTable(
  'user_monthly_stats',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first day of the calendar month. */
    month: date().notNull(),
    ...statsFigures(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/** Who did what, when: sign-ins, refused authorizations and every administrative change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    organizationId: integer().references(() => organizations.id, { onDelete: 'set null' }),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    /** Changed fields only: { field: { before, after } }. Never secrets. */
    changes: jsonb(),
    ip: inet(),
    requestId: text(),
    /**
     * Set on events that are written once per key and counted after (a refused authorization:
     * once per user, route and minute); null on everything else.
     */
    dedupeKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('audit_log_dedupe_key_idx')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    index('audit_log_organization_idx').on(t.organizationId, t.createdAt.desc()),
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt.desc()),
  ],
);
