import { describe, expect, it } from 'vitest';
import { Role } from './roles';
import {
  mayAssignRole,
  mayChangeRoleOf,
  mayEndAccessOf,
  mayManageAllOrganizations,
  mayManageUser,
  mayWorkInOrganization,
  userActionsFor,
  type ActingUser,
} from './user-rules';

const superAdmin: ActingUser = { userId: 1, roleId: Role.SuperAdmin, organizationId: 1 };
const admin: ActingUser = { userId: 2, roleId: Role.Admin, organizationId: 7 };
const user: ActingUser = { userId: 3, roleId: Role.User, organizationId: 7 };

describe('user rules', () => {
  it('only a SuperAdmin reaches every organization', () => {
    expect(mayManageAllOrganizations(superAdmin)).toBe(true);
    expect(mayManageAllOrganizations(admin)).toBe(false);
    expect(mayManageAllOrganizations(user)).toBe(false);
    expect(mayManageAllOrganizations({ roleId: 99 })).toBe(false);
  });

  it('an Admin works in the own organization only', () => {
    expect(mayWorkInOrganization(admin, 7)).toBe(true);
    expect(mayWorkInOrganization(admin, 8)).toBe(false);
    expect(mayWorkInOrganization(superAdmin, 8)).toBe(true);
  });

  it('only a SuperAdmin acts on a SuperAdmin', () => {
    const target = { id: 10, roleId: Role.SuperAdmin };
    expect(mayManageUser(superAdmin, target)).toBe(true);
    expect(mayManageUser(admin, target)).toBe(false);
    expect(mayManageUser(admin, { roleId: Role.Admin })).toBe(true);
    expect(mayManageUser(admin, { roleId: Role.User })).toBe(true);
  });

  it('nobody but a SuperAdmin assigns SuperAdmin', () => {
    expect(mayAssignRole(superAdmin, Role.SuperAdmin)).toBe(true);
    expect(mayAssignRole(admin, Role.SuperAdmin)).toBe(false);
    expect(mayAssignRole(admin, Role.Admin)).toBe(true);
    expect(mayAssignRole(admin, Role.User)).toBe(true);
  });

  it('nobody changes their own role, locks, resets or deletes themselves', () => {
    const self = { id: superAdmin.userId, roleId: Role.SuperAdmin };
    const other = { id: 20, roleId: Role.User };
    expect(mayChangeRoleOf(superAdmin, self)).toBe(false);
    expect(mayEndAccessOf(superAdmin, self)).toBe(false);
    expect(mayChangeRoleOf(superAdmin, other)).toBe(true);
    expect(mayEndAccessOf(superAdmin, other)).toBe(true);
  });

  it('offers the actions the server would accept on a row', () => {
    expect(userActionsFor(admin, { id: 10, roleId: Role.SuperAdmin })).toEqual([]);
    expect(userActionsFor(admin, { id: admin.userId, roleId: Role.Admin })).toEqual(['edit']);
    expect(userActionsFor(admin, { id: 12, roleId: Role.User })).toEqual(['edit', 'lock', 'reset', 'delete']);
    expect(userActionsFor(superAdmin, { id: 10, roleId: Role.SuperAdmin })).toEqual([
      'edit',
      'lock',
      'reset',
      'delete',
    ]);
  });
});
