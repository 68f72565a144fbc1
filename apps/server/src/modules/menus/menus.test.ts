import { Role, type Menu, type RoleId } from '@emlak/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeaders, createTestContext, createWorld, type TestContext } from '../../../test/helpers';
import { menus, roleMenus } from '../../db/schema';

// Menus of this test only (their urls start with /zztest); seeded menus may come along.
const testMenus = [
  { name: 'zzUsers', url: '/zztest/users', displayOrder: 92, icon: 'people', status: true },
  { name: 'zzAds', url: '/zztest/ads', displayOrder: 91, icon: null, status: true },
  { name: 'zzHidden', url: '/zztest/hidden', displayOrder: 90, icon: null, status: false },
  { name: 'zzBudgets', url: '/zztest/budgets', displayOrder: 93, icon: 'money', status: true },
];
const grants: Record<RoleId, string[]> = {
  [Role.SuperAdmin]: ['zzUsers', 'zzAds', 'zzHidden', 'zzBudgets'],
  [Role.Admin]: ['zzUsers', 'zzAds', 'zzHidden'],
  [Role.User]: ['zzAds'],
};

describe('menus: user menu', () => {
  let ctx: TestContext;
  let as: Record<'superAdmin' | 'admin' | 'user', Record<string, string>>;
  let menuIds: Record<string, number>;

  beforeAll(async () => {
    ctx = await createTestContext();
    const inserted = await ctx.db
      .insert(menus)
      .values(testMenus.map((menu) => ({ ...menu, description: `${menu.name} screen`, menuUrl: menu.url })))
      .returning({ id: menus.id, name: menus.name });
    menuIds = Object.fromEntries(inserted.map((row) => [row.name, row.id]));
    await ctx.db
      .insert(roleMenus)
      .values(
        Object.entries(grants).flatMap(([roleId, names]) =>
          names.map((name) => ({ roleId: Number(roleId), menuId: menuIds[name]! })),
        ),
      );
    const world = await createWorld(ctx);
    as = {
      superAdmin: await authHeaders(ctx, world.superAdmin),
      admin: await authHeaders(ctx, world.adminA),
      user: await authHeaders(ctx, world.userA),
    };
  });
  afterAll(() => ctx.close());

  const userMenu = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/menus/user-menu', headers });

  it.each([
    ['superAdmin', ['zzAds', 'zzUsers', 'zzBudgets']],
    ['admin', ['zzAds', 'zzUsers']],
    ['user', ['zzAds']],
  ] as const)('shows %s the active menus of its role in display order', async (role, expected) => {
    const res = await userMenu(as[role]);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Menu[];
    expect(list.filter((menu) => menu.url.startsWith('/zztest/')).map((menu) => menu.name)).toEqual(expected);
    expect(list.every((menu) => menu.status)).toBe(true);
    expect(list.map((menu) => menu.displayOrder)).toEqual(
      list.map((menu) => menu.displayOrder).sort((a, b) => a - b),
    );
  });

  it('answers the menu in its full shape', async () => {
    const res = await userMenu(as.user);
    expect(res.json()).toContainEqual({
      id: menuIds.zzAds,
      name: 'zzAds',
      url: '/zztest/ads',
      description: 'zzAds screen',
      menuUrl: '/zztest/ads',
      status: true,
      displayOrder: 91,
      icon: null,
    });
  });

  it('follows the role_menus rows as they change', async () => {
    await ctx.db.insert(roleMenus).values({ roleId: Role.User, menuId: menuIds.zzBudgets! });
    const res = await userMenu(as.user);
    expect(
      (res.json() as Menu[]).filter((menu) => menu.url.startsWith('/zztest/')).map((menu) => menu.name),
    ).toEqual(['zzAds', 'zzBudgets']);
  });

  it('reads the menu in one query however many menus there are', async () => {
    const spy = vi.spyOn(ctx.database.pool, 'query');
    try {
      await userMenu(as.superAdmin);
      const withMany = spy.mock.calls.length;
      await ctx.db.delete(roleMenus).where(inArray(roleMenus.menuId, Object.values(menuIds)));
      spy.mockClear();
      await userMenu(as.superAdmin);
      // One query for the session behind the token, one for the menu.
      expect(withMany).toBe(2);
      expect(spy.mock.calls.length).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers anonymously with 401', async () => {
    const res = await userMenu({});
    expect(res.statusCode).toBe(401);
  });
});
