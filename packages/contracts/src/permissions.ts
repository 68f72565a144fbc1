import { Role, type RoleId } from './roles';

/**
 * How far a permission reaches for a role: the whole platform, the caller's organization,
 * or only the caller's own records. A role missing from an entry has no access at all.
 */
export type Scope = 'all' | 'organization' | 'own';
type Grant = Partial<Record<RoleId, Scope>>;

const { SuperAdmin: SA, Admin: A, User: U } = Role;

/**
 * The one permission map (docs/domain.md "Permission matrix"). The server enforces it on every
 * route; the web app reads it to decide which screens and actions a role gets.
 */
export const permissions = {
  'organizations.read': { [SA]: 'all', [A]: 'organization' },
  'organizations.create': { [SA]: 'all' },
  'organizations.update': { [SA]: 'all', [A]: 'organization' },
  'organizations.delete': { [SA]: 'all' },
  'organizations.lock': { [SA]: 'all' },
  'organizationUsers.read': { [SA]: 'all', [A]: 'organization' },
  'users.read': { [SA]: 'all', [A]: 'organization' },
  'users.write': { [SA]: 'all', [A]: 'organization' },
  'profile.read': { [SA]: 'own', [A]: 'own', [U]: 'own' },
  'profile.update': { [SA]: 'own', [A]: 'own', [U]: 'own' },
  'roles.read': { [SA]: 'all', [A]: 'all' },
  'roles.update': { [SA]: 'all' },
  'menus.read': { [SA]: 'all', [A]: 'all' },
  'menus.write': { [SA]: 'all' },
  'roleMenus.read': { [SA]: 'all', [A]: 'all' },
  'roleMenus.write': { [SA]: 'all' },
  'userMenu.read': { [SA]: 'own', [A]: 'own', [U]: 'own' },
  'cities.read': { [SA]: 'all', [A]: 'all', [U]: 'all' },
  'cities.write': { [SA]: 'all' },
  'plans.read': { [SA]: 'all', [A]: 'all', [U]: 'all' },
  'plans.write': { [SA]: 'all' },
  'subscriptions.read': { [SA]: 'all', [A]: 'organization', [U]: 'own' },
  'subscriptions.write': { [SA]: 'all', [A]: 'organization' },
  'budgets.read': { [SA]: 'all', [A]: 'organization' },
  'budgets.write': { [SA]: 'all' },
  'contacts.read': { [SA]: 'all', [A]: 'organization', [U]: 'organization' },
  'contacts.write': { [SA]: 'all', [A]: 'organization', [U]: 'organization' },
  'owners.read': { [SA]: 'all', [A]: 'organization', [U]: 'organization' },
  'announcements.read': { [SA]: 'all', [A]: 'organization', [U]: 'organization' },
  'announcements.write': { [SA]: 'all', [A]: 'organization', [U]: 'own' },
  'announcements.import': { [SA]: 'all', [A]: 'organization' },
  'savedSearches.own': { [SA]: 'own', [A]: 'own', [U]: 'own' },
  'userAds.read': { [SA]: 'own', [A]: 'own', [U]: 'own' },
  'userAds.readOrganization': { [SA]: 'all', [A]: 'organization' },
  'userAds.write': { [SA]: 'own', [A]: 'own', [U]: 'own' },
  'statistics.own': { [SA]: 'own', [A]: 'own', [U]: 'own' },
  'statistics.admin': { [SA]: 'all', [A]: 'organization' },
  'exchangeRates.read': { [SA]: 'all', [A]: 'all', [U]: 'all' },
  'exchangeRates.write': { [SA]: 'all' },
  'todos.own': { [SA]: 'own', [A]: 'own', [U]: 'own' },
  'geo.search': { [SA]: 'all', [A]: 'all', [U]: 'all' },
  'audit.read': { [SA]: 'all', [A]: 'organization' },
  'session.own': { [SA]: 'own', [A]: 'own', [U]: 'own' },
  'support.own': { [SA]: 'own', [A]: 'own', [U]: 'own' },
  'support.manage': { [SA]: 'all' },
} as const satisfies Record<string, Grant>;

export type Permission = keyof typeof permissions;

/** The scope a role has for a permission, or null when the role has none. */
export const scopeOf = (roleId: RoleId, permission: Permission): Scope | null =>
  (permissions[permission] as Grant)[roleId] ?? null;

export const can = (roleId: RoleId, permission: Permission): boolean => scopeOf(roleId, permission) !== null;

/**
 * A route's access policy: public (anyone, even without a token) or a permission that the
 * caller's role must hold. `paymentGate` marks the business routes a paying agent uses: the server
 * answers a User on them 402 `payment_required` unless the organization is in its grace period or
 * the user has a subscription covering today (docs/domain.md "Subscriptions, request limits,
 * grace period"). An Admin is held only by the organization lock (403 `organization_locked`, on
 * every signed-in route, gated or not), a SuperAdmin never. apps/server/test/payment-gate.test.ts
 * lists which routes are gated.
 */
export type AccessPolicy = { public: true } | { permission: Permission; paymentGate?: boolean };
