import { describe, expect, it } from 'vitest';
import { can, permissions, scopeOf } from './permissions';
import { Role, roleIds } from './roles';

describe('permission map', () => {
  it('gives the SuperAdmin every permission', () => {
    for (const permission of Object.keys(permissions) as (keyof typeof permissions)[]) {
      expect(can(Role.SuperAdmin, permission), permission).toBe(true);
    }
  });

  it('gives an Admin or a User platform-wide reach only over shared reference data', () => {
    const referenceData = new Set([
      'roles.read',
      'menus.read',
      'roleMenus.read',
      'cities.read',
      'plans.read',
      'exchangeRates.read',
      'geo.search',
    ]);
    for (const permission of Object.keys(permissions) as (keyof typeof permissions)[]) {
      for (const role of [Role.Admin, Role.User]) {
        if (scopeOf(role, permission) === 'all')
          expect(referenceData, `${role} ${permission}`).toContain(permission);
      }
    }
  });

  it.each([
    [Role.User, 'organizations.read', null],
    [Role.User, 'contacts.read', 'organization'],
    [Role.User, 'audit.read', null],
    [Role.Admin, 'organizations.read', 'organization'],
    [Role.Admin, 'organizations.create', null],
    [Role.Admin, 'menus.write', null],
    [Role.Admin, 'users.write', 'organization'],
    [Role.SuperAdmin, 'users.write', 'all'],
    // Support: every role sends and reads its own requests; only the SuperAdmin answers them.
    [Role.User, 'support.own', 'own'],
    [Role.Admin, 'support.own', 'own'],
    [Role.SuperAdmin, 'support.own', 'own'],
    [Role.User, 'support.manage', null],
    [Role.Admin, 'support.manage', null],
    [Role.SuperAdmin, 'support.manage', 'all'],
  ] as const)('role %i has %s with scope %s', (role, permission, scope) => {
    expect(scopeOf(role, permission)).toBe(scope);
  });

  it('knows exactly the three roles', () => {
    expect(roleIds).toEqual([1, 2, 3]);
  });
});
