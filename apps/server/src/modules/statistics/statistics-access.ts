import { scopeOf } from '@emlak/contracts';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { fieldError, forbidden, notFound } from '../../lib/app-error';
import { statisticsRepository as repository, type StatisticsSubject } from './statistics.repository';

/**
 * Whose figures an actor may read (docs/decisions.md "Statistics"). Everyone reads their own;
 * the team's figures and another user's need 'statistics.admin', whose scope decides: an Admin
 * reaches the own organization, a SuperAdmin every one. What lies outside the reach answers 404,
 * as if it did not exist; a role without the permission at all gets 403.
 */
export type OrganizationChoice = { requested: number | undefined; required: boolean };

/**
 * The organization an admin read covers: an Admin's own (naming another is 404), a SuperAdmin's
 * choice, which must exist. Undefined only for a SuperAdmin who named none where none is required
 * (every organization).
 */
export const organizationFor = async (
  db: Executor,
  actor: Actor,
  { requested, required }: OrganizationChoice,
): Promise<number | undefined> => {
  const reach = scopeOf(actor.roleId, 'statistics.admin');
  if (!reach) throw forbidden();
  if (reach !== 'all') {
    if (requested !== undefined && requested !== actor.organizationId) throw notFound();
    return actor.organizationId;
  }
  if (requested === undefined) {
    if (required) throw fieldError('organizationId', 'validation.required');
    return undefined;
  }
  if (!(await repository.organizationExists(db, requested))) throw notFound();
  return requested;
};

/**
 * Checks that the actor may read `userId`'s figures: oneself always; with 'statistics.admin' a
 * user of the reached organization (an Admin's own, a SuperAdmin's any) and, when the caller also
 * named an organization, a user of that one.
 */
export const assertReadableUser = async (
  db: Executor,
  actor: Actor,
  userId: number,
  organizationId: number | undefined,
): Promise<void> => {
  if (userId === actor.userId && organizationId === undefined) return;
  const reach = scopeOf(actor.roleId, 'statistics.admin');
  if (!reach) throw notFound();
  const user = await repository.findUser(db, userId);
  if (!user) throw notFound();
  if (organizationId !== undefined && user.organizationId !== organizationId) throw notFound();
  if (reach !== 'all' && user.organizationId !== actor.organizationId) throw notFound();
};

/**
 * The subject of a series: without `organizationId` and `userId` the caller; with `userId` that
 * user; with `organizationId` alone the team's totals.
 */
export const seriesSubject = async (
  db: Executor,
  actor: Actor,
  query: { organizationId?: number | undefined; userId?: number | undefined },
): Promise<StatisticsSubject> => {
  const organizationId =
    query.organizationId === undefined
      ? undefined
      : await organizationFor(db, actor, { requested: query.organizationId, required: true });
  if (query.userId !== undefined) {
    await assertReadableUser(db, actor, query.userId, organizationId);
    return { userId: query.userId };
  }
  return organizationId === undefined ? { userId: actor.userId } : { organizationId };
};
