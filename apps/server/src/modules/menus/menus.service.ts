import type { AuthContext } from '../../plugins/access-policy';
import type { Executor } from '../../db/client';
import { menusRepository } from './menus.repository';

export const menusService = {
  /** The sidebar: what the caller's role was granted, never another role's menus. */
  userMenu: (db: Executor, auth: AuthContext) => menusRepository.activeForRole(db, auth.roleId),
};
