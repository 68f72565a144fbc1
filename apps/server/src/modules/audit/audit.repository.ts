import type { Language, ListQuery } from '@emlak/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { auditLog, organizations, users } from '../../db/schema';
import { defineListResource, runListQuery, type ListField, type ListSearch } from '../../lib/list-query';

const actors = alias(users, 'actor');

const entryColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  actorUserId: auditLog.actorUserId,
  actorName: actors.name,
  organizationId: auditLog.organizationId,
  organizationName: organizations.name,
  changes: auditLog.changes,
  ip: sql<string | null>`host(${auditLog.ip})`,
  requestId: auditLog.requestId,
};

export type AuditRow = Awaited<ReturnType<typeof auditRepository.page>>['items'][number];

const commonFields = {
  id: { column: auditLog.id, type: 'number', sortable: true },
  entity: { column: auditLog.entity, type: 'text', sortable: true },
  action: { column: auditLog.action, type: 'text', sortable: true },
  entityId: { column: auditLog.entityId, type: 'text', sortable: true },
  actorUserId: { column: auditLog.actorUserId, type: 'number', sortable: true },
  createdAt: { column: auditLog.createdAt, type: 'date', sortable: true },
} satisfies Record<string, ListField>;

const newestFirst = [{ field: 'createdAt', direction: 'desc' }] as const;

/** The quick search: the actor's name (through the actor index) and the action. */
const search: ListSearch = {
  text: [auditLog.action],
  references: [{ column: auditLog.actorUserId, id: users.id, text: [users.name] }],
};

/** What an Admin may filter on: their entries are all of one organization anyway. */
const organizationList = defineListResource({
  fields: commonFields,
  search,
  defaultSort: [...newestFirst],
  tieBreaker: auditLog.id,
});

/** A SuperAdmin also picks the organization. */
const platformList = defineListResource({
  fields: {
    ...commonFields,
    organizationId: { column: auditLog.organizationId, type: 'number', sortable: true },
  },
  search,
  defaultSort: [...newestFirst],
  tieBreaker: auditLog.id,
});

export const auditRepository = {
  /** No `scope` means the whole platform; a scope (lib/organization-scope.ts) one organization's entries. */
  page: (db: Executor, query: ListQuery, language: Language, scope: SQL | undefined, conditions?: SQL) =>
    runListQuery(db, {
      resource: scope ? organizationList : platformList,
      query,
      language,
      scope: and(scope, conditions),
      columns: entryColumns,
      from: (fields) =>
        db
          .select(fields)
          .from(auditLog)
          .leftJoin(actors, eq(actors.id, auditLog.actorUserId))
          .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
          .$dynamic(),
    }),
};
