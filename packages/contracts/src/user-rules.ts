import { scopeOf, type Scope } from './permissions';
import { isRoleId, Role } from './roles';

// The user rules of docs/domain.md ("Permission matrix"), one predicate each, so that the server
// enforces and the web app offers exactly the same. The server maps a `false` to its answer (403
// or 422); the web app hides what would be refused.

/**
 * Who acts on users: the signed-in user as both the server (from the database, per request) and
 * the web app (from the session) know them. Structural, so the server's richer actor fits as is.
 */
export type ActingUser = { userId: number; roleId: number; organizationId: number };

/** The user acted on, as stored. */
export type ManagedUser = { id: number; roleId: number };

const isSuperAdmin = (roleId: number) => roleId === Role.SuperAdmin;

/** A SuperAdmin reaches every organization's users; an Admin the own organization's only. */
export const mayManageAllOrganizations = (actor: Pick<ActingUser, 'roleId'>): boolean =>
  isRoleId(actor.roleId) && scopeOf(actor.roleId, 'users.write') === 'all';

/**
 * Whether the actor may place or keep a user in that organization (else 403). The server passes
 * the scope its route's permission gives the actor; without one it follows from the role.
 */
export const mayWorkInOrganization = (
  actor: ActingUser & { scope?: Scope },
  organizationId: number,
): boolean =>
  (actor.scope === undefined ? mayManageAllOrganizations(actor) : actor.scope === 'all') ||
  organizationId === actor.organizationId;

/** Only a SuperAdmin acts on a SuperAdmin (else 403). */
export const mayManageUser = (
  actor: Pick<ActingUser, 'roleId'>,
  target: Pick<ManagedUser, 'roleId'>,
): boolean => !isSuperAdmin(target.roleId) || isSuperAdmin(actor.roleId);

/** Nobody but a SuperAdmin creates or promotes a SuperAdmin (else 403). */
export const mayAssignRole = (actor: Pick<ActingUser, 'roleId'>, roleId: number): boolean =>
  !isSuperAdmin(roleId) || isSuperAdmin(actor.roleId);

const isSelf = (actor: Pick<ActingUser, 'userId'>, target: Pick<ManagedUser, 'id'>) =>
  target.id === actor.userId;

/** Nobody changes their own role (else 422). */
export const mayChangeRoleOf = (
  actor: Pick<ActingUser, 'userId'>,
  target: Pick<ManagedUser, 'id'>,
): boolean => !isSelf(actor, target);

/**
 * Nobody locks, resets or deletes themselves (else 422): they could lock the platform out of its
 * last administrator. People change their own password with the current one, on the profile.
 */
export const mayEndAccessOf = (actor: Pick<ActingUser, 'userId'>, target: Pick<ManagedUser, 'id'>): boolean =>
  !isSelf(actor, target);

/** What the actor may do to a listed user: the web app offers these, the server accepts them. */
export type UserAction = 'edit' | 'lock' | 'reset' | 'delete';

export const userActionsFor = (
  actor: Pick<ActingUser, 'userId' | 'roleId'>,
  target: ManagedUser,
): UserAction[] => {
  if (!mayManageUser(actor, target)) return [];
  if (!mayEndAccessOf(actor, target)) return ['edit'];
  return ['edit', 'lock', 'reset', 'delete'];
};
