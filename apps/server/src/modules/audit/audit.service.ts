import type { AuditEntry, AuditQuery, ListQuery, Page } from '@emlak/contracts';
import { and, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { requireAuth, type AuthContext } from '../../plugins/access-policy';
import { auditRepository as repository, type AuditRow } from './audit.repository';

const BAKU_OFFSET = '+04:00';
const DAY_MS = 86_400_000;
const isDateOnly = (value: string) => value.length === 10;
/** A date alone is the start of that day in Baku (DOMAIN.md: business dates are Asia/Baku). */
const startOf = (value: string) => new Date(isDateOnly(value) ? `${value}T00:00:00${BAKU_OFFSET}` : value);

/** SuperAdmin: the whole platform; Admin: the own organization's entries only. */
const scopeOf = (auth: AuthContext) =>
  auth.scope === 'all' ? null : { organizationId: auth.organizationId };

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
        ? lt(auditLog.createdAt, new Date(startOf(query.to).getTime() + DAY_MS))
        : lte(auditLog.createdAt, startOf(query.to)),
  );

export const createAuditService = (db: Db) => ({
  page: async (request: FastifyRequest, query: ListQuery): Promise<Page<AuditEntry>> => {
    const page = await repository.page(db, query, scopeOf(requireAuth(request)));
    return { ...page, items: page.items.map(toEntry) };
  },

  /** Newest first, always. */
  search: async (request: FastifyRequest, query: AuditQuery): Promise<Page<AuditEntry>> => {
    const list: ListQuery = { page: query.page, pageSize: query.pageSize, filters: [], sortOptions: [] };
    const page = await repository.page(db, list, scopeOf(requireAuth(request)), conditionsOf(query));
    return { ...page, items: page.items.map(toEntry) };
  },
});
