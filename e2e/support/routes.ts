import { can, screenPaths, screens, type RoleId, type ScreenPath } from '@emlak/contracts';
import type { SavedRole } from './accounts';
import { savedAccounts } from './accounts';

/** The demo agency the admins belong to: a real id for the route table's `/organizations/:id`. */
export const DEMO_ORGANIZATION_ID = 2;

/** The address to open for a screen of the route table. */
export const urlOf = (path: ScreenPath) => path.replace(':id', String(DEMO_ORGANIZATION_ID));

/** A file-name-safe name of a screen: '/organizations/:id' → 'organizations-id'. */
export const slugOf = (path: string) => path.replace(/^\//, '').replace(/[/:]+/g, '-') || 'root';

export const mayOpen = (roleId: RoleId, path: ScreenPath) => can(roleId, screens[path].permission);

/** The least privileged saved role that may open a screen: the one whose view the check covers. */
export const roleFor = (path: ScreenPath): SavedRole =>
  (['agent', 'admin', 'superadmin'] as const).find((role) => mayOpen(savedAccounts[role].roleId, path)) ??
  'superadmin';

/** Every screen of the authenticated shell (spec section 2, contracts' `screens`). */
export const shellScreens: readonly ScreenPath[] = screenPaths;

/**
 * The screens the sidebar lists: all but those opened from another screen, the organization
 * detail (from the organizations list), the listing import (from the market screen) and the
 * commission report (from the statistics screen).
 */
const openedFromAnotherScreen: readonly ScreenPath[] = ['/announcement/import', '/statistics/commissions'];
export const sidebarScreens = shellScreens.filter(
  (path) => !path.includes(':') && !openedFromAnotherScreen.includes(path),
);

/** Screens a role may not open: the guard answers them with the 403 screen. */
export const forbiddenFor = (roleId: RoleId) => shellScreens.filter((path) => !mayOpen(roleId, path));
