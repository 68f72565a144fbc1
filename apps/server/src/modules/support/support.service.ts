import {
  can,
  detectScreenshotType,
  SUPPORT_SCREENSHOT_MAX_BYTES,
  SUPPORT_TICKETS_PER_HOUR,
  type AnswerSupportTicketInput,
  type CloseSupportTicketInput,
  type CreateSupportTicketInput,
  type ListQuery,
  type Page,
  type SupportScreenshotType,
  type SupportTicket,
} from '@emlak/contracts';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { recordChange } from '../audit/audit-recorder';
import {
  supportRepository as repository,
  type LockedTicket,
  type TicketChange,
  type TicketRow,
} from './support.repository';

const HOUR_MS = 3_600_000;
const AUDIT_ENTITY = 'supportTicket';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

const toTicket = (row: TicketRow): SupportTicket => ({
  ...row,
  answeredAt: iso(row.answeredAt),
  closedAt: iso(row.closedAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The screenshot's bytes and their type, read from the bytes themselves (never from a name or a
 * declared type). The contract's schema already refused a wrong size or type; this is the
 * authoritative check on the decoded bytes, and the source of the stored content type.
 */
const decodeScreenshot = (base64: string): { bytes: Buffer; type: SupportScreenshotType } => {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > SUPPORT_SCREENSHOT_MAX_BYTES) {
    throw fieldError('screenshot', 'validation.screenshotTooLarge');
  }
  const type = detectScreenshotType(bytes);
  if (type === null) throw fieldError('screenshot', 'validation.screenshotType');
  return { bytes, type };
};

/** Who may see a ticket: its author, or anyone who manages support (a SuperAdmin). */
const authorFilter = (actor: Actor) => (can(actor.roleId, 'support.manage') ? undefined : actor.userId);

/**
 * Support requests (docs/decisions.md "Support"): every role sends and reads its own; a
 * SuperAdmin lists all of them, answers and closes them (audited).
 */
export const createSupportService = (db: Db) => {
  const ticketOf = async (executor: Executor, id: number) => {
    const row = await repository.findById(executor, id);
    if (!row) throw notFound();
    return toTicket(row);
  };

  /** Locks the ticket and checks the version read; a closed ticket takes no further change. */
  const change = (
    actor: Actor,
    id: number,
    version: number,
    plan: (before: LockedTicket) => TicketChange | null,
    action: string,
  ): Promise<SupportTicket> =>
    db.transaction(async (tx) => {
      const before = await repository.findForUpdate(tx, id);
      if (!before) throw notFound();
      if (before.version !== version) throw new AppError('stale_version');
      const values = plan(before);
      if (values === null) return ticketOf(tx, id);
      const after = await repository.update(tx, id, version, values);
      if (!after) throw new AppError('stale_version');
      // Platform-level (no organization): an agency's Admin does not read its agents' support talk.
      await recordChange(tx, actor, {
        action,
        entity: AUDIT_ENTITY,
        entityId: id,
        organizationId: null,
        before,
        after,
      });
      return ticketOf(tx, id);
    });

  return {
    listOwn: async (actor: Actor): Promise<SupportTicket[]> =>
      (await repository.listOwn(db, actor.userId)).map(toTicket),

    page: async (actor: Actor, query: ListQuery): Promise<Page<SupportTicket>> => {
      const page = await repository.page(db, query, actor.language);
      return { ...page, items: (page.items as TicketRow[]).map(toTicket) };
    },

    /**
     * At most SUPPORT_TICKETS_PER_HOUR per user within any hour, counted in PostgreSQL under the
     * user's advisory lock, so that two tabs or two server processes cannot pass it together.
     */
    create: (actor: Actor, input: CreateSupportTicketInput): Promise<SupportTicket> => {
      const screenshot = input.screenshot ? decodeScreenshot(input.screenshot) : null;
      return db.transaction(async (tx) => {
        await repository.lockUser(tx, actor.userId);
        const recent = await repository.createdWithinHour(tx, actor.userId);
        if (recent.length >= SUPPORT_TICKETS_PER_HOUR) {
          // The oldest of the hour frees a place when it turns an hour old.
          const oldest = recent[recent.length - SUPPORT_TICKETS_PER_HOUR]!;
          const wait = (oldest.getTime() + HOUR_MS - Date.now()) / 1000;
          throw new AppError('support_rate_limited', {
            headers: { 'retry-after': String(Math.max(1, Math.ceil(wait))) },
          });
        }
        const id = await repository.insert(tx, {
          userId: actor.userId,
          subject: input.subject,
          category: input.category,
          message: input.message,
        });
        if (screenshot) await repository.insertAttachment(tx, id, screenshot.type, screenshot.bytes);
        return ticketOf(tx, id);
      });
    },

    /** A ticket's screenshot for its author or a SuperAdmin; anyone else (and none) is a 404. */
    screenshot: async (actor: Actor, id: number) => {
      const found = await repository.screenshot(db, id, authorFilter(actor));
      if (!found) throw notFound();
      return found;
    },

    /** Answers (or corrects the answer of) an open or answered ticket; a closed one is a 409. */
    answer: (actor: Actor, id: number, input: AnswerSupportTicketInput) =>
      change(
        actor,
        id,
        input.version,
        (before) => {
          if (before.status === 'closed') {
            throw new AppError('conflict', { message: { key: 'validation.supportTicketClosed' } });
          }
          return { status: 'answered', answer: input.answer, answeredBy: actor.userId, answeredNow: true };
        },
        'supportTicket.answered',
      ),

    /** Closes a ticket; closing a closed one changes nothing (and writes no audit entry). */
    close: (actor: Actor, id: number, input: CloseSupportTicketInput) =>
      change(
        actor,
        id,
        input.version,
        (before) => (before.status === 'closed' ? null : { status: 'closed', closedNow: true }),
        'supportTicket.closed',
      ),
  };
};

export type SupportService = ReturnType<typeof createSupportService>;
