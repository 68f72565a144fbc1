import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { menus, roleMenus } from '../../db/schema';

const menuColumns = {
  id: menus.id,
  name: menus.name,
  url: menus.url,
  description: menus.description,
  menuUrl: menus.menuUrl,
  status: menus.status,
  displayOrder: menus.displayOrder,
  icon: menus.icon,
};

export const menusRepository = {
  /** The active menus granted to a role, in one query. */
  activeForRole: (db: Executor, roleId: number) =>
    db
      .select(menuColumns)
      .from(menus)
      .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
      .where(and(eq(roleMenus.roleId, roleId), eq(menus.status, true)))
      .orderBy(asc(menus.displayOrder), asc(menus.id)),
};
