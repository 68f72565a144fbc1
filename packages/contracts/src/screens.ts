import type { Permission } from './permissions';

/**
 * Every screen of the authenticated shell and the permission that opens it. The web app's
 * guard shows the 403 screen when the role lacks it; the server enforces the same map on
 * the screen's API calls.
 */
export const screens = {
  '/dashboard': 'profile.read',
  '/cities': 'cities.read',
  '/sold-item': 'userAds.read',
  '/map': 'announcements.read',
  '/menus': 'menus.read',
  '/organizations': 'organizations.read',
  '/organizations/:id': 'organizationUsers.read',
  '/plans': 'plans.read',
  '/budgets': 'budgets.read',
  '/owners': 'owners.read',
  '/contacts': 'contacts.read',
  '/roles': 'roles.read',
  '/role-specific-menus': 'roleMenus.read',
  '/announcement': 'announcements.read',
  '/users': 'users.read',
  '/user-announcement': 'userAds.read',
  '/documents': 'profile.read',
  '/profile': 'profile.read',
  '/statistics': 'statistics.own',
  '/settings': 'profile.read',
  '/terms': 'profile.read',
  '/support': 'profile.read',
  '/token-decoder': 'profile.read',
  '/business-card': 'profile.read',
  '/interest': 'profile.read',
  '/audit': 'audit.read',
} as const satisfies Record<string, Permission>;

export type ScreenPath = keyof typeof screens;
export const screenPaths = Object.keys(screens) as ScreenPath[];
