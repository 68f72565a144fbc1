import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { menus, roleMenus, roles } from '../../db/schema';
import { tableRepository } from '../../lib/table-repository';

const roleColumns = { id: roles.id, name: roles.name };

export const rolesRepository = {
  ...tableRepository({
    table: roles,
    id: roles.id,
    columns: roleColumns,
    option: { label: roles.name },
  }),

  /**
   * Locks every role row: there are three, and renames taking turns is what keeps two of them from
   * both taking a free name at the same moment (the table has no unique index on the name).
   */
  lockAll: (db: Executor) => db.select({ id: roles.id }).from(roles).for('update'),

  /** The name of the other role that already has `name` (case-insensitively), as written there. */
  sameName: async (db: Executor, name: string, exceptId: number) => {
    const [row] = await db
      .select({ name: roles.name })
      .from(roles)
      .where(and(sql`lower(${roles.name}) = lower(${name})`, ne(roles.id, exceptId)))
      .limit(1);
    return row?.name;
  },

  rename: async (db: Executor, id: number, name: string) => {
    const [row] = await db
      .update(roles)
      .set({ name, updatedAt: sql`now()` })
      .where(eq(roles.id, id))
      .returning(roleColumns);
    return row;
  },

  /** The menus granted to a role, active or not, in sidebar order. */
  menusOf: (db: Executor, roleId: number) =>
    db
      .select({
        id: menus.id,
        name: menus.name,
        url: menus.url,
        description: menus.description,
        menuUrl: menus.menuUrl,
        status: menus.status,
        displayOrder: menus.displayOrder,
        icon: menus.icon,
      })
      .from(roleMenus)
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(eq(roleMenus.roleId, roleId))
      .orderBy(asc(menus.displayOrder), asc(menus.id)),

  menuIdsOf: async (db: Executor, roleId: number) =>
    (
      await db
        .select({ menuId: roleMenus.menuId })
        .from(roleMenus)
        .where(eq(roleMenus.roleId, roleId))
        .orderBy(asc(roleMenus.menuId))
    ).map((row) => row.menuId),

  existingMenuIds: async (db: Executor, ids: number[]) =>
    ids.length === 0
      ? new Set<number>()
      : new Set(
          (await db.select({ id: menus.id }).from(menus).where(inArray(menus.id, ids))).map((row) => row.id),
        ),

  replaceMenus: async (db: Executor, roleId: number, menuIds: number[]) => {
    await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
    if (menuIds.length > 0) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
  },
};
