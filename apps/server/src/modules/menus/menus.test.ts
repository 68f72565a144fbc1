import { Role, type Menu, type RoleId } from '@emlak/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import { authHeaders, createTestContext, createWorld, type TestContext } from '../../../test/helpers';
import { auditLog, menus, roleMenus } from '../../db/schema';

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
    // The session behind the token is looked up (or found in the session cache) apart from the menu.
    const menuQueries = () =>
      spy.mock.calls.filter(([query]) => (query as { name?: string }).name !== 'session_for_request').length;
    try {
      await userMenu(as.superAdmin);
      const withMany = menuQueries();
      await ctx.db.delete(roleMenus).where(inArray(roleMenus.menuId, Object.values(menuIds)));
      spy.mockClear();
      await userMenu(as.superAdmin);
      expect(withMany).toBe(1);
      expect(menuQueries()).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers anonymously with 401', async () => {
    const res = await userMenu({});
    expect(res.statusCode).toBe(401);
  });
});

describe('menus: administration', () => {
  let ctx: TestContext;
  let as: Record<Caller, Record<string, string>>;
  let seq = 0;
  const newMenu = () => ({
    name: `zzAdmin${++seq}`,
    url: `/zzadmin/${seq}`,
    description: 'A screen',
    menuUrl: `/api/zzadmin/${seq}`,
    status: true,
    displayOrder: 500 + seq,
    icon: 'Dashboard',
  });
  const insertMenu = async () => (await ctx.db.insert(menus).values(newMenu()).returning())[0]!;
  const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: as[caller], payload: payload as object });

  beforeAll(async () => {
    ctx = await createTestContext();
    as = await callerHeaders(ctx, await createWorld(ctx));
  });
  afterAll(() => ctx.close());

  describe('access matrix', () => {
    const rows: MatrixRow[] = [
      ['GET /menus', () => ({ method: 'GET', url: '/menus' }), [401, 403, 200, 200, 200]],
      [
        'POST /menus/table',
        () => ({ method: 'POST', url: '/menus/table', payload: {} }),
        [401, 403, 200, 200, 200],
      ],
      ['GET /menus/dropdown', () => ({ method: 'GET', url: '/menus/dropdown' }), [401, 403, 200, 200, 200]],
      ['GET /menus/user-menu', () => ({ method: 'GET', url: '/menus/user-menu' }), [401, 200, 200, 200, 200]],
      [
        'GET /menus/:id',
        async () => ({ method: 'GET', url: `/menus/${(await insertMenu()).id}` }),
        [401, 403, 200, 200, 200],
      ],
      [
        'POST /menus',
        () => ({ method: 'POST', url: '/menus', payload: newMenu() }),
        [401, 403, 403, 403, 201],
      ],
      [
        'PUT /menus/:id',
        async () => ({ method: 'PUT', url: `/menus/${(await insertMenu()).id}`, payload: newMenu() }),
        [401, 403, 403, 403, 200],
      ],
      [
        'DELETE /menus/:id',
        async () => ({ method: 'DELETE', url: `/menus/${(await insertMenu()).id}` }),
        [401, 403, 403, 403, 204],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { method, url, payload } = await request();
      const res = await call(caller, method, url, payload);
      expect(res.statusCode, res.body).toBe(status);
    });
  });

  it('creates, reads, updates and deletes a menu, auditing each change', async () => {
    const created = await call('superAdmin', 'POST', '/menus', { name: 'zzReports', url: '/zzreports' });
    expect(created.statusCode, created.body).toBe(201);
    const menu = created.json() as Menu;
    expect(menu).toMatchObject({
      name: 'zzReports',
      url: '/zzreports',
      status: true,
      displayOrder: 0,
      icon: null,
    });
    expect((await call('sameAdmin', 'GET', `/menus/${menu.id}`)).json()).toEqual(menu);

    const updated = await call('superAdmin', 'PUT', `/menus/${menu.id}`, {
      name: 'zzReports',
      url: '/zzreports',
      status: false,
      displayOrder: 10_000,
      icon: 'BarChart',
      description: '',
    });
    expect(updated.json()).toMatchObject({
      status: false,
      displayOrder: 10_000,
      icon: 'BarChart',
      description: null,
    });
    // Inactive menus are listed for administration, never in a sidebar.
    expect((await call('superAdmin', 'GET', '/menus')).json()).toContainEqual(updated.json());

    await ctx.db.insert(roleMenus).values([
      { roleId: Role.Admin, menuId: menu.id },
      { roleId: Role.User, menuId: menu.id },
    ]);
    expect((await call('superAdmin', 'DELETE', `/menus/${menu.id}`)).statusCode).toBe(204);
    expect((await call('superAdmin', 'GET', `/menus/${menu.id}`)).statusCode).toBe(404);
    expect(await ctx.db.$count(roleMenus, eq(roleMenus.menuId, menu.id))).toBe(0);

    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'menu'), eq(auditLog.entityId, String(menu.id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((entry) => entry.action)).toEqual(['menu.created', 'menu.updated', 'menu.deleted']);
    expect(audit[2]?.changes).toMatchObject({ roleIds: { before: [Role.Admin, Role.User], after: null } });
  });

  it('lists menus in display order, pages the table and offers a dropdown', async () => {
    const list = (await call('sameAdmin', 'GET', '/menus')).json() as Menu[];
    expect(list.map((menu) => menu.displayOrder)).toEqual(
      list.map((m) => m.displayOrder).sort((a, b) => a - b),
    );
    const table = await call('sameAdmin', 'POST', '/menus/table', {
      pageSize: 2,
      filters: [{ field: 'url', operator: 'StartsWith', value: '/zzadmin/' }],
      sortOptions: [{ field: 'displayOrder', direction: 'desc' }],
    });
    expect(table.statusCode).toBe(200);
    expect(table.json().items).toHaveLength(2);
    expect(table.json().items[0].displayOrder).toBeGreaterThan(table.json().items[1].displayOrder);
    const dropdown = (await call('sameAdmin', 'GET', '/menus/dropdown')).json();
    expect(dropdown).toContainEqual({ value: list[0]!.id, displayText: list[0]!.name });
  });

  it.each([
    ['a name that is not a key', { ...newMenu(), name: 'my menu' }, 400, 'name'],
    ['a name starting with a digit', { ...newMenu(), name: '1menu' }, 400, 'name'],
    ['a url without a leading slash', { ...newMenu(), url: 'dashboard' }, 400, 'url'],
    ['an icon with spaces', { ...newMenu(), icon: 'bar chart' }, 400, 'icon'],
    ['a display order out of range', { ...newMenu(), displayOrder: 10_001 }, 400, 'displayOrder'],
    ['a fractional display order', { ...newMenu(), displayOrder: 1.5 }, 400, 'displayOrder'],
    ['a status that is not a boolean', { ...newMenu(), status: 'yes' }, 400, 'status'],
    ['a url already taken', { ...newMenu(), url: '/dashboard' }, 409, 'url'],
  ])('refuses %s and changes nothing', async (_name, payload, status, field) => {
    const before = await ctx.db.$count(menus);
    const res = await call('superAdmin', 'POST', '/menus', payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().errors).toHaveProperty(field);
    expect(await ctx.db.$count(menus)).toBe(before);
  });

  it('refuses to move a menu onto another’s url', async () => {
    const menu = await insertMenu();
    const res = await call('superAdmin', 'PUT', `/menus/${menu.id}`, { ...newMenu(), url: '/dashboard' });
    expect(res.statusCode).toBe(409);
    const message = '/dashboard ünvanı artıq dashboard menyusunda istifadə olunur';
    expect(res.json()).toMatchObject({ code: 'duplicate', message, errors: { url: [message] } });
  });

  it.each([
    ['GET', '/menus/999999', 404],
    ['PUT', '/menus/999999', 404],
    ['DELETE', '/menus/999999', 404],
    ['GET', '/menus/0', 400],
  ] as const)('answers %s %s with %i', async (method, url, status) => {
    const res = await call('superAdmin', method, url, method === 'PUT' ? newMenu() : undefined);
    expect(res.statusCode).toBe(status);
  });
});
