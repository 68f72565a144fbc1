import { scopeOf } from '@emlak/contracts';
import type { Actor } from '../../lib/actor';
import { AppError, forbidden } from '../../lib/app-error';

type Owned = { organizationId: number | null; createdByUserId: number | null; isSold: boolean };

/**
 * Whether the actor may change a listing they can see (announcements.write): a SuperAdmin any, an
 * Admin the organization's, a User the ones they posted. Public market listings (no organization)
 * are read-only to everyone but a SuperAdmin. Read from the role rather than the route's scope, so
 * that a read route (GET /ad/{id}) answers the same `editable` as the write would.
 */
export const mayChange = (actor: Pick<Actor, 'roleId' | 'organizationId' | 'userId'>, listing: Owned) => {
  const scope = scopeOf(actor.roleId, 'announcements.write');
  if (scope === 'all') return true;
  if (scope === null || listing.organizationId === null || listing.organizationId !== actor.organizationId) {
    return false;
  }
  return scope === 'organization' || listing.createdByUserId === actor.userId;
};

/** Editable: may be changed by the actor and not sold yet (a sale is final). */
export const isEditable = (actor: Pick<Actor, 'roleId' | 'organizationId' | 'userId'>, listing: Owned) =>
  !listing.isSold && mayChange(actor, listing);

/**
 * Refuses a change of a listing the actor can see: 403 when it is not theirs to change (its
 * existence is no secret, they see it), 409 already_sold when it is sold. A listing the actor
 * cannot see never gets here: that is a 404 (docs/decisions.md "Announcements").
 */
export const assertChangeable = (actor: Actor, listing: Owned) => {
  if (!mayChange(actor, listing)) throw forbidden();
  if (listing.isSold) throw new AppError('already_sold');
};
