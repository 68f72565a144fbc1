import {
  supportCategories,
  supportTicketStatuses,
  type Language,
  type ListQuery,
  type SupportCategory,
  type SupportScreenshotType,
  type SupportTicketStatus,
} from '@emlak/contracts';
import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { organizations, supportTicketAttachments, supportTickets, users } from '../../db/schema';
import { defineListResource, runListQuery, UNPAGED_LIST_LIMIT } from '../../lib/list-query';

/** Namespace of the advisory locks that make one user's support requests take turns (the rate limit). */
const SUPPORT_LOCK = 7_405;

const answerers = alias(users, 'answerer');

/** A ticket as every read answers it: with its author, the author's agency and who answered. */
const ticketColumns = {
  id: supportTickets.id,
  subject: supportTickets.subject,
  category: sql<SupportCategory>`${supportTickets.category}`,
  message: supportTickets.message,
  status: sql<SupportTicketStatus>`${supportTickets.status}`,
  answer: supportTickets.answer,
  answeredAt: supportTickets.answeredAt,
  answeredByName: answerers.name,
  closedAt: supportTickets.closedAt,
  screenshotType: sql<SupportScreenshotType | null>`${supportTicketAttachments.contentType}`,
  userId: supportTickets.userId,
  userName: users.name,
  userEmail: users.email,
  organizationName: organizations.name,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  version: supportTickets.version,
};

/** The ticket's own columns: what a locked read returns and what the audit log compares. */
const lockedColumns = {
  id: supportTickets.id,
  userId: supportTickets.userId,
  status: sql<SupportTicketStatus>`${supportTickets.status}`,
  answer: supportTickets.answer,
  answeredAt: supportTickets.answeredAt,
  answeredBy: supportTickets.answeredBy,
  closedAt: supportTickets.closedAt,
  version: supportTickets.version,
};

export type TicketRow = {
  id: number;
  subject: string;
  category: SupportCategory;
  message: string;
  status: SupportTicketStatus;
  answer: string | null;
  answeredAt: Date | null;
  answeredByName: string | null;
  closedAt: Date | null;
  screenshotType: SupportScreenshotType | null;
  userId: number;
  userName: string;
  userEmail: string;
  organizationName: string;
  createdAt: Date;
  updatedAt: Date;
  version: number;
};
export type LockedTicket = {
  id: number;
  userId: number;
  status: SupportTicketStatus;
  answer: string | null;
  answeredAt: Date | null;
  answeredBy: number | null;
  closedAt: Date | null;
  version: number;
};
export type TicketChange = Partial<Pick<LockedTicket, 'status' | 'answer' | 'answeredBy' | 'closedAt'>> & {
  /** now() of the database when true. */
  answeredNow?: true;
  closedNow?: true;
};

const fromTickets = (db: Executor, fields: SelectedFields) =>
  db
    .select(fields)
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(answerers, eq(answerers.id, supportTickets.answeredBy))
    .leftJoin(supportTicketAttachments, eq(supportTicketAttachments.ticketId, supportTickets.id))
    .$dynamic();

/** The SuperAdmin's table: filters on status and category, newest first. */
const ticketList = defineListResource({
  fields: {
    id: { column: supportTickets.id, type: 'number', sortable: true },
    subject: { column: supportTickets.subject, type: 'text', sortable: true },
    category: { column: supportTickets.category, type: 'enum', values: supportCategories, sortable: true },
    status: { column: supportTickets.status, type: 'enum', values: supportTicketStatuses, sortable: true },
    createdAt: { column: supportTickets.createdAt, type: 'date', sortable: true, descendingIndex: true },
  },
  // Subject and the author's name or e-mail; support tickets are few, so no trigram index is kept.
  search: {
    text: [supportTickets.subject],
    references: [{ column: supportTickets.userId, id: users.id, text: [users.name, users.email] }],
  },
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
  tieBreaker: supportTickets.id,
});

/** `mine` keeps a ticket to its author: a ticket of someone else is simply not found. */
const ticketCondition = (id: number, authorId?: number): SQL | undefined =>
  and(eq(supportTickets.id, id), authorId === undefined ? undefined : eq(supportTickets.userId, authorId));

export const supportRepository = {
  /** The user's own tickets, newest first. */
  listOwn: async (db: Executor, userId: number): Promise<TicketRow[]> =>
    (await fromTickets(db, ticketColumns)
      .where(eq(supportTickets.userId, userId))
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(UNPAGED_LIST_LIMIT)) as TicketRow[],

  page: (db: Executor, query: ListQuery, language: Language) =>
    runListQuery(db, {
      resource: ticketList,
      query,
      language,
      columns: ticketColumns,
      from: (fields) => fromTickets(db, fields),
    }),

  /** One ticket; with `authorId`, only when it is that user's. */
  findById: async (db: Executor, id: number, authorId?: number): Promise<TicketRow | undefined> => {
    const [row] = await fromTickets(db, ticketColumns).where(ticketCondition(id, authorId)).limit(1);
    return row as TicketRow | undefined;
  },

  findForUpdate: async (tx: Executor, id: number): Promise<LockedTicket | undefined> => {
    const [row] = await tx
      .select(lockedColumns)
      .from(supportTickets)
      .where(eq(supportTickets.id, id))
      .for('update');
    return row;
  },

  /** Until the transaction ends, no other request adds a ticket for this user (any server process). */
  lockUser: async (tx: Executor, userId: number) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SUPPORT_LOCK}, ${userId})`);
  },

  /** The creation times of the user's tickets of the last hour, oldest first. */
  createdWithinHour: async (tx: Executor, userId: number): Promise<Date[]> => {
    const rows = await tx
      .select({ createdAt: supportTickets.createdAt })
      .from(supportTickets)
      .where(
        and(eq(supportTickets.userId, userId), gt(supportTickets.createdAt, sql`now() - interval '1 hour'`)),
      )
      .orderBy(asc(supportTickets.createdAt));
    return rows.map((row) => row.createdAt);
  },

  insert: async (
    tx: Executor,
    values: { userId: number; subject: string; category: SupportCategory; message: string },
  ): Promise<number> => {
    const [row] = await tx.insert(supportTickets).values(values).returning({ id: supportTickets.id });
    return row!.id;
  },

  insertAttachment: async (
    tx: Executor,
    ticketId: number,
    contentType: SupportScreenshotType,
    bytes: Buffer,
  ) => {
    await tx.insert(supportTicketAttachments).values({ ticketId, contentType, size: bytes.length, bytes });
  },

  /** Null when the ticket is no longer at `version`: someone changed it first. */
  update: async (
    tx: Executor,
    id: number,
    version: number,
    change: TicketChange,
  ): Promise<LockedTicket | null> => {
    const { answeredNow, closedNow, ...values } = change;
    const [row] = await tx
      .update(supportTickets)
      .set({
        ...values,
        ...(answeredNow ? { answeredAt: sql`now()` } : {}),
        ...(closedNow ? { closedAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
        version: sql`${supportTickets.version} + 1`,
      })
      .where(and(eq(supportTickets.id, id), eq(supportTickets.version, version)))
      .returning(lockedColumns);
    return row ?? null;
  },

  /** A ticket's screenshot; with `authorId`, only when the ticket is that user's. */
  screenshot: async (
    db: Executor,
    id: number,
    authorId?: number,
  ): Promise<{ contentType: SupportScreenshotType; bytes: Buffer } | undefined> => {
    const [row] = await db
      .select({ contentType: supportTicketAttachments.contentType, bytes: supportTicketAttachments.bytes })
      .from(supportTicketAttachments)
      .innerJoin(supportTickets, eq(supportTickets.id, supportTicketAttachments.ticketId))
      .where(ticketCondition(id, authorId))
      .limit(1);
    return row as { contentType: SupportScreenshotType; bytes: Buffer } | undefined;
  },
};
