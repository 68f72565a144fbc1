import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Actor, Caller } from '../../lib/actor';

/** Fields never written to the audit log, whatever entity they belong to. */
const SECRET_FIELDS = new Set(['passwordHash', 'password', 'confirmPassword', 'tokenHash']);
/** Bookkeeping that changes on every write and says nothing about what changed. */
const NOISE_FIELDS = new Set(['updatedAt', 'lastModifiedDate', 'version']);

type Row = Record<string, unknown>;
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The fields that differ between two versions of a record, as { field: { before, after } }.
 * A created record has no `before`, a deleted one no `after`. Secrets are never included.
 */
export const changedFields = (before: Row | null, after: Row | null): FieldChanges => {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChanges = {};
  for (const field of fields) {
    if (SECRET_FIELDS.has(field) || NOISE_FIELDS.has(field)) continue;
    const previous = comparable(before?.[field] ?? null);
    const next = comparable(after?.[field] ?? null);
    if (JSON.stringify(previous) !== JSON.stringify(next)) changes[field] = { before: previous, after: next };
  }
  return changes;
};

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | number;
  /** The organization the changed record belongs to (its audit scope). */
  organizationId: number | null;
  before?: Row | null;
  after?: Row | null;
};

/**
 * Records a change made by an actor (a signed-in user, a job or a script), in the same
 * transaction as the change itself, so a change and its audit entry exist together or not at all.
 * Nothing is written when an update changed nothing.
 */
export const recordChange = async (executor: Executor, actor: Actor, entry: AuditEntry) => {
  const changes = changedFields(entry.before ?? null, entry.after ?? null);
  if (entry.before && entry.after && Object.keys(changes).length === 0) return;
  await executor.insert(auditLog).values({
    organizationId: entry.organizationId,
    actorUserId: actor.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    changes,
    ip: actor.clientAddress,
    requestId: actor.requestId,
  });
};

export type AuditEvent = {
  action: string;
  entity: string;
  entityId: string | number | null;
  organizationId: number | null;
  /** The user the event is about when known (a failed sign-in may name none). */
  actorUserId: number | null;
  /** What happened, e.g. `{ reason }`; never a secret. */
  details?: Record<string, unknown>;
};

/**
 * Records an event of a caller who is not (yet) an actor: sign-in, refresh, sign-out. Secrets
 * are dropped from the details like from a change.
 */
export const recordEvent = async (executor: Executor, caller: Caller, event: AuditEvent) => {
  const details = Object.fromEntries(
    Object.entries(event.details ?? {}).filter(([field]) => !SECRET_FIELDS.has(field)),
  );
  await executor.insert(auditLog).values({
    organizationId: event.organizationId,
    actorUserId: event.actorUserId,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId === null ? null : String(event.entityId),
    changes: event.details ? details : null,
    ip: caller.clientAddress,
    requestId: caller.requestId,
  });
};
