import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';

export const organizationStatuses = ['active', 'passive', 'pending', 'activated', 'deactivated'] as const;

export const organizations = pgTable(
  'organizations',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    isContactEnabled: boolean().notNull().default(true),
    isLocked: boolean().notNull().default(false),
    status: text({ enum: organizationStatuses }).notNull().default('active'),
    /** The platform operator's own organization (the SuperAdmins'); never billed. */
    isOperator: boolean().notNull().default(false),
    gracePeriodEnd: timestamp({ withTimezone: true }).notNull(),
    lockedReason: text({ enum: ['manual', 'unpaid_budget'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('organizations_name_idx').on(sql`lower(${t.name})`),
    index('organizations_name_trgm_idx').using('gin', sql`emlak_fold(${t.name}) gin_trgm_ops`),
    check(
      'organizations_status_check',
      sql`${t.status} in ('active','passive','pending','activated','deactivated')`,
    ),
  ],
);

export const roles = pgTable('roles', {
  id: integer().primaryKey(),
  name: text().notNull(),
  updatedAt: updatedAt(),
});
