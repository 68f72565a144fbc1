import type { Permission } from './permissions';

/**
 * A screen of the authenticated shell: the permission that opens it, and its title, the key of
 * its menu (`navigation.<title>` in the web app, the seeded menu's `name` on the server).
 */
export type Screen = { permission: Permission; title: string };

/**
 * Every screen of the authenticated shell, the one list: the web app's router makes a route of
 * each (a 'coming soon' page under the title until the screen is built) and its guard shows the
 * 403 screen when the role lacks the permission; the server enforces the same permissions on the
 * screen's API calls.
 */
export const screens = {
  '/dashboard': { permission: 'profile.read', title: 'dashboard' },
  '/cities': { permission: 'cities.read', title: 'cities' },
  '/sold-item': { permission: 'userAds.read', title: 'soldItems' },
  '/map': { permission: 'announcements.read', title: 'map' },
  '/menus': { permission: 'menus.read', title: 'menus' },
  '/organizations': { permission: 'organizations.read', title: 'organizations' },
  '/organizations/:id': { permission: 'organizationUsers.read', title: 'organizationUsers' },
  '/plans': { permission: 'plans.read', title: 'plans' },
  '/budgets': { permission: 'budgets.read', title: 'budgets' },
  '/budgets/:id': { permission: 'budgets.read', title: 'budgets' },
  '/owners': { permission: 'owners.read', title: 'owners' },
  '/contacts': { permission: 'contacts.read', title: 'contacts' },
  '/roles': { permission: 'roles.read', title: 'roles' },
  '/role-specific-menus': { permission: 'roleMenus.read', title: 'roleSpecificMenus' },
  '/announcement': { permission: 'announcements.read', title: 'announcements' },
  '/announcement/import': { permission: 'announcements.import', title: 'announcementImport' },
  '/users': { permission: 'users.read', title: 'users' },
  '/user-announcement': { permission: 'userAds.read', title: 'userAnnouncements' },
  '/documents': { permission: 'profile.read', title: 'documents' },
  '/profile': { permission: 'profile.read', title: 'profile' },
  '/statistics': { permission: 'statistics.own', title: 'statistics' },
  '/statistics/commissions': { permission: 'statistics.own', title: 'commissionReport' },
  '/settings': { permission: 'profile.read', title: 'settings' },
  '/terms': { permission: 'profile.read', title: 'terms' },
  '/support': { permission: 'support.own', title: 'support' },
  '/support/tickets': { permission: 'support.manage', title: 'supportTickets' },
  '/token-decoder': { permission: 'profile.read', title: 'tokenDecoder' },
  '/business-card': { permission: 'profile.read', title: 'businessCard' },
  '/interest': { permission: 'profile.read', title: 'interest' },
  '/audit': { permission: 'audit.read', title: 'auditLog' },
} as const satisfies Record<string, Screen>;

export type ScreenPath = keyof typeof screens;
export const screenPaths = Object.keys(screens) as ScreenPath[];
