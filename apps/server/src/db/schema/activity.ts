import {
  bigserial,
  boolean,
  date,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns';
import { organizations } from './organizations';
import { users } from './users';

/** The dashboard's to-do list, per user. */
export const todos = pgTable(
  'todos',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    dueDate: date(),
    isDone: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('todos_user_due_idx').on(t.userId, t.dueDate)],
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
