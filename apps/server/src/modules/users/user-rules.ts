import {
  mayAssignRole,
  mayChangeRoleOf,
  mayEndAccessOf,
  mayManageUser,
  mayWorkInOrganization,
  Role,
  type UserStatus,
} from '@emlak/contracts';
import { AppError, forbidden } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';

/** The role, organization and status a create or an edit asks for. */
export type Assignment = { roleId: number; organizationId: number; status: UserStatus };
/** The user as stored, when an existing one is changed. */
export type Target = { id: number; roleId: number; status: UserStatus };

/** What the rules need to know of who acts. */
type Acting = Pick<Actor, 'userId' | 'roleId' | 'organizationId' | 'scope'>;

const refused = () => new AppError('business_rule');

/**
 * Only a SuperAdmin acts on a SuperAdmin. An Admin never sees one in practice (SuperAdmins live
 * in the operator organization), so this only matters for an Admin placed there.
 */
export const assertMayManage = (actor: Acting, target: Target) => {
  if (!mayManageUser(actor, target)) throw forbidden();
};

/**
 * The role rules of docs/domain.md ("Permission matrix"): an Admin works inside the own
 * organization only; nobody but a SuperAdmin creates or promotes a SuperAdmin; nobody changes
 * their own role or locks themselves (they could lock the platform out of its last administrator).
 */
export const assertMayAssign = (actor: Acting, wanted: Assignment, target?: Target) => {
  if (!mayWorkInOrganization(actor, wanted.organizationId)) throw forbidden();
  if (!mayAssignRole(actor, wanted.roleId)) throw forbidden();
  if (target && wanted.roleId !== target.roleId && !mayChangeRoleOf(actor, target)) throw refused();
  const locking = wanted.status === 'locked' && target?.status !== 'locked';
  if (target && locking && !mayEndAccessOf(actor, target)) throw refused();
};

/** A SuperAdmin belongs to the operator organization (docs/domain.md "Who uses it"). */
export const assertPlacement = (wanted: Assignment, organization: { isOperator: boolean }) => {
  if (wanted.roleId === Role.SuperAdmin && !organization.isOperator) throw refused();
};

/** Ending one's own access by accident is refused; the profile and change-password are for oneself. */
export const assertNotSelf = (actor: Acting, targetId: number) => {
  if (!mayEndAccessOf(actor, { id: targetId })) throw refused();
};
