import type { MenuInput } from '@emlak/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { menus, roleMenus } from '../../db/schema';
import { defineListResource } from '../../lib/list-query';
import { tableRepository } from '../../lib/table-repository';

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

const menuList = defineListResource({
  fields: {
    id: { column: menus.id, type: 'number', sortable: true },
    name: { column: menus.name, type: 'text', sortable: true },
    url: { column: menus.url, type: 'text', sortable: true },
    description: { column: menus.description, type: 'text', sortable: true },
    menuUrl: { column: menus.menuUrl, type: 'text', sortable: true },
    status: { column: menus.status, type: 'boolean', sortable: true },
    displayOrder: { column: menus.displayOrder, type: 'number', sortable: true },
    icon: { column: menus.icon, type: 'text', sortable: true },
  },
  search: { text: [menus.name] },
  defaultSort: [{ field: 'displayOrder', direction: 'asc' }],
  tieBreaker: menus.id,
});

export type MenuValues = Required<MenuInput>;

export const menusRepository = {
  /** The active menus granted to a role, in one query. */
  activeForRole: (db: Executor, roleId: number) =>
    db
      .select(menuColumns)
      .from(menus)
      .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
      .where(and(eq(roleMenus.roleId, roleId), eq(menus.status, true)))
      .orderBy(asc(menus.displayOrder), asc(menus.id)),

  ...tableRepository({
    table: menus,
    id: menus.id,
    columns: menuColumns,
    order: [menus.displayOrder],
    list: menuList,
    option: { label: menus.name },
  }),

  /** The name of the menu that already has `url`. */
  urlHolder: async (db: Executor, url: string, exceptId: number | null) => {
    const [row] = await db
      .select({ name: menus.name })
      .from(menus)
      .where(exceptId === null ? eq(menus.url, url) : and(eq(menus.url, url), ne(menus.id, exceptId)))
      .limit(1);
    return row?.name;
  },

  insert: async (db: Executor, values: MenuValues) => {
    const [row] = await db.insert(menus).values(values).returning(menuColumns);
    return row!;
  },

  update: async (db: Executor, id: number, values: MenuValues) => {
    const [row] = await db
      .update(menus)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(menus.id, id))
      .returning(menuColumns);
    return row;
  },

  /** The roles that had the menu: its role_menus rows go with it (ON DELETE CASCADE). */
  delete: async (db: Executor, id: number) => {
    const granted = await db
      .select({ roleId: roleMenus.roleId })
      .from(roleMenus)
      .where(eq(roleMenus.menuId, id))
      .orderBy(asc(roleMenus.roleId));
    await db.delete(menus).where(eq(menus.id, id));
    return granted.map((row) => row.roleId);
  },
};
