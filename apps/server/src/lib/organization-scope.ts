import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from './actor';

/**
 * The rows an actor's permission reaches, as a condition on the column naming a record's
 * organization: 'all' (a SuperAdmin) reaches every organization, so there is no condition;
 * 'organization' and 'own' reach the actor's organization only ('own' narrows further by the
 * record's author where a resource has one). Repositories AND it into every read and locked
 * read, so a record of another organization is simply not found (404).
 */
export const organizationScope = (
  actor: Pick<Actor, 'scope' | 'organizationId'>,
  column: AnyPgColumn,
): SQL | undefined => (actor.scope === 'all' ? undefined : eq(column, actor.organizationId));
