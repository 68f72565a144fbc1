import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { users } from './users';

/** PostgreSQL's bytea as a Node Buffer (node-postgres reads and writes it so). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Support requests: strictly their author's, answered and closed by a SuperAdmin. The author's
 * agency is read through the user, so a request follows its author (docs/decisions.md "Support").
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    category: text().notNull(),
    message: text().notNull(),
    status: text().notNull().default('open'),
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    answeredBy: integer().references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    // The own list (newest first) and the hourly count of the rate limit.
    index('support_tickets_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The SuperAdmin's table: by date, and by status then date.
    index('support_tickets_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('support_tickets_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('support_tickets_answered_by_idx').on(t.answeredBy),
    check(
      'support_tickets_category_check',
      sql`${t.category} in ('account', 'billing', 'listings', 'statistics', 'bug', 'other')`,
    ),
    check('support_tickets_status_check', sql`${t.status} in ('open', 'answered', 'closed')`),
  ],
);

/**
 * A request's screenshot, in its own table so that lists never read the bytes. Served only through
 * the authenticated GET /support/tickets/:id/screenshot, with the type detected from its bytes.
 */
export const supportTicketAttachments = pgTable(
  'support_ticket_attachments',
  {
    ticketId: integer()
      .primaryKey()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    contentType: text().notNull(),
    size: integer().notNull(),
    bytes: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'support_ticket_attachments_type_check',
      sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp')`,
    ),
    check('support_ticket_attachments_size_check', sql`${t.size} between 1 and 2097152`),
  ],
);
