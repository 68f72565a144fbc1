import type { AuditEntry, AuditQuery, ListQuery, Page } from '@emlak/contracts';
import { and, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { bakuDayStart } from '../../lib/baku-time';
import { organizationScope } from '../../lib/organization-scope';
import { auditRepository as repository, type AuditRow } from './audit.repository';

const isDateOnly = (value: string) => value.length === 10;
/** A date alone is the start of that day in Baku (docs/domain.md: business dates are Asia/Baku). */
const startOf = (value: string) => (isDateOnly(value) ? bakuDayStart(value) : new Date(value));

const toEntry = (row: AuditRow): AuditEntry => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  changes: (row.changes as Record<string, unknown> | null) ?? null,
});

/** GET /audit's query parameters as conditions; `to` includes the whole of a day given alone. */
const conditionsOf = (query: AuditQuery): SQL | undefined =>
  and(
    query.entity === undefined ? undefined : eq(auditLog.entity, query.entity),
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.actorUserId === undefined ? undefined : eq(auditLog.actorUserId, query.actorUserId),
    query.from === undefined ? undefined : gte(auditLog.createdAt, startOf(query.from)),
    query.to === undefined
      ? undefined
      : isDateOnly(query.to)
        ? lt(auditLog.createdAt, bakuDayStart(query.to, 1))
        : lte(auditLog.createdAt, startOf(query.to)),
  );

/** SuperAdmin: the whole platform; Admin: the own organization's entries only. */
export const createAuditService = (db: Db) => ({
  page: async (actor: Actor, query: ListQuery): Promise<Page<AuditEntry>> => {
    const page = await repository.page(
      db,
      query,
      actor.language,
      organizationScope(actor, auditLog.organizationId),
    );
    return { ...page, items: page.items.map(toEntry) };
  },

  /** Newest first, always. */
  search: async (actor: Actor, query: AuditQuery): Promise<Page<AuditEntry>> => {
    const list: ListQuery = { page: query.page, pageSize: query.pageSize, filters: [], sortOptions: [] };
    const scope = organizationScope(actor, auditLog.organizationId);
    const page = await repository.page(db, list, actor.language, scope, conditionsOf(query));
    return { ...page, items: page.items.map(toEntry) };
  },
});

export type AuditService = ReturnType<typeof createAuditService>;
