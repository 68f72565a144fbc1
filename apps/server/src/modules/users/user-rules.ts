import { Role, type UserStatus } from '@emlak/contracts';
import { AppError, forbidden } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/access-policy';

/** The role, organization and status a create or an edit asks for. */
export type Assignment = { roleId: number; organizationId: number; status: UserStatus };
/** The user as stored, when an existing one is changed. */
export type Target = { id: number; roleId: number; status: UserStatus };

const refused = () => new AppError('business_rule');

/**
 * Only a SuperAdmin acts on a SuperAdmin. An Admin never sees one in practice (SuperAdmins live
 * in the operator organization), so this only matters for an Admin placed there.
 */
export const assertMayManage = (auth: AuthContext, target: Target) => {
  if (target.roleId === Role.SuperAdmin && auth.roleId !== Role.SuperAdmin) throw forbidden();
};

/**
 * The role rules of DOMAIN.md: an Admin works inside the own organization only; nobody but a
 * SuperAdmin creates or promotes a SuperAdmin; nobody changes their own role or locks
 * themselves (they could lock the platform out of its last administrator).
 */
export const assertMayAssign = (auth: AuthContext, wanted: Assignment, target?: Target) => {
  if (auth.scope !== 'all' && wanted.organizationId !== auth.organizationId) throw forbidden();
  if (wanted.roleId === Role.SuperAdmin && auth.roleId !== Role.SuperAdmin) throw forbidden();
  if (target && target.id === auth.userId) {
    if (wanted.roleId !== target.roleId) throw refused();
    if (wanted.status === 'locked' && target.status !== 'locked') throw refused();
  }
};

/** A SuperAdmin belongs to the operator organization (DOMAIN.md "Who uses it"). */
export const assertPlacement = (wanted: Assignment, organization: { isOperator: boolean }) => {
  if (wanted.roleId === Role.SuperAdmin && !organization.isOperator) throw refused();
};

/** Ending one's own access by accident is refused; the profile and change-password are for oneself. */
export const assertNotSelf = (auth: AuthContext, targetId: number) => {
  if (targetId === auth.userId) throw refused();
};
