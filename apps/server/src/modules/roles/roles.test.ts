import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import { authHeaders, createTestContext, createWorld, type TestContext } from '../../../test/helpers';
import { auditLog, menus, roleMenus } from '../../db/schema';

describe('roles', () => {
  let ctx: TestContext;
  let as: Record<'superAdmin' | 'admin' | 'user', Record<string, string>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    const world = await createWorld(ctx);
    as = {
      superAdmin: await authHeaders(ctx, world.superAdmin),
      admin: await authHeaders(ctx, world.adminB),
      user: await authHeaders(ctx, world.userA),
    };
  });
  afterAll(() => ctx.close());

  it.each(['superAdmin', 'admin'] as const)('lists the three roles for %s', async (role) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/roles', headers: as[role] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, name: 'Admin' },
      { id: 2, name: 'SuperAdmin' },
      { id: 3, name: 'User' },
    ]);
  });

  it.each(['superAdmin', 'admin'] as const)('offers the roles as a dropdown for %s', async (role) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/roles/dropdown', headers: as[role] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { value: 1, displayText: 'Admin' },
      { value: 2, displayText: 'SuperAdmin' },
      { value: 3, displayText: 'User' },
    ]);
  });

  it.each([
    ['user', '/api/v1/roles', 403, 'forbidden'],
    ['user', '/api/v1/roles/dropdown', 403, 'forbidden'],
    ['anonymous', '/api/v1/roles', 401, 'unauthorized'],
    ['anonymous', '/api/v1/roles/dropdown', 401, 'unauthorized'],
  ] as const)('answers %s on %s with %i', async (who, url, status, code) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: who === 'user' ? as.user : {} });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
  });
});

describe('roles: rename and menus', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof createWorld>>;
  let as: Record<Caller, Record<string, string>>;
  let menuIds: number[];

  const call = (caller: Caller, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: as[caller], payload: payload as object });

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    as = await callerHeaders(ctx, world);
    menuIds = (await ctx.db.select({ id: menus.id }).from(menus).orderBy(asc(menus.id))).map((row) => row.id);
  });
  afterAll(() => ctx.close());

  describe('access matrix', () => {
    const rows: MatrixRow[] = [
      [
        'PUT /roles/:id',
        () => ({ method: 'PUT', url: '/roles/3', payload: { name: 'User' } }),
        [401, 403, 403, 403, 200],
      ],
      [
        'GET /roles/menus',
        () => ({ method: 'GET', url: '/roles/menus?roleId=3' }),
        [401, 403, 200, 200, 200],
      ],
      [
        'PUT /roles/:id/menus',
        async () => ({
          method: 'PUT',
          url: '/roles/3/menus',
          payload: { menuIds: (await call('superAdmin', 'GET', '/roles/menus?roleId=3')).json().menuIds },
        }),
        [401, 403, 403, 403, 200],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { method, url, payload } = await request();
      const res = await call(caller, method as 'GET', url, payload);
      expect(res.statusCode, res.body).toBe(status);
    });
  });

  it('renames a role and audits it', async () => {
    const res = await call('superAdmin', 'PUT', '/roles/3', { name: '  Agent ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: 3, name: 'Agent' });
    expect((await call('superAdmin', 'GET', '/roles')).json()).toContainEqual({ id: 3, name: 'Agent' });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'role.updated'), eq(auditLog.entityId, '3')));
    expect(audit?.changes).toEqual({ name: { before: 'User', after: 'Agent' } });
    await call('superAdmin', 'PUT', '/roles/3', { name: 'User' });
  });

  it.each([
    ['another role’s name in other letters', '/roles/3', { name: 'superadmin' }, 409, 'duplicate'],
    ['an empty name', '/roles/3', { name: '  ' }, 400, 'validation_failed'],
    ['a name too long', '/roles/3', { name: 'x'.repeat(51) }, 400, 'validation_failed'],
    ['an unknown field', '/roles/3', { name: 'A', id: 5 }, 400, 'validation_failed'],
    ['an unknown role', '/roles/99', { name: 'Nobody' }, 404, 'not_found'],
  ])('refuses %s', async (_name, url, payload, status, code) => {
    const res = await call('superAdmin', 'PUT', url, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect((await call('superAdmin', 'GET', '/roles')).json()).toEqual([
      { id: 1, name: 'Admin' },
      { id: 2, name: 'SuperAdmin' },
      { id: 3, name: 'User' },
    ]);
  });

  it('names the role that has the name already', async () => {
    const res = await call('superAdmin', 'PUT', '/roles/3', { name: 'superadmin' });
    expect(res.json()).toMatchObject({
      message: 'SuperAdmin adlı rol artıq mövcuddur',
      errors: { name: ['SuperAdmin adlı rol artıq mövcuddur'] },
    });
  });

  it('refuses an unknown query parameter on GET /roles/menus (strict schema)', async () => {
    const res = await call('superAdmin', 'GET', '/roles/menus?roleId=3&organizationId=1');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['organizationId']);
  });

  it('replaces a role’s menus, audits both lists, and the role’s sidebar follows at once', async () => {
    const before = (await call('superAdmin', 'GET', '/roles/menus?roleId=3')).json().menuIds as number[];
    const wanted = [menuIds[1]!, menuIds[0]!, menuIds[0]!];
    const res = await call('superAdmin', 'PUT', '/roles/3/menus', { menuIds: wanted });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().menuIds.sort()).toEqual([menuIds[0], menuIds[1]].sort());
    expect(res.json().menus).toHaveLength(2);

    const sidebar = (await call('user', 'GET', '/menus/user-menu')).json() as { id: number }[];
    expect(sidebar.map((menu) => menu.id).sort()).toEqual([menuIds[0], menuIds[1]].sort());
    const read = await call('sameAdmin', 'GET', '/roles/menus?roleId=3');
    expect(read.json().menuIds.sort()).toEqual([menuIds[0], menuIds[1]].sort());

    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'role.menusReplaced'), eq(auditLog.entityId, '3')));
    expect(audit?.changes).toEqual({
      menuIds: { before, after: [menuIds[0]!, menuIds[1]!].sort((a, b) => a - b) },
    });

    await call('superAdmin', 'PUT', '/roles/3/menus', { menuIds: [] });
    expect((await call('user', 'GET', '/menus/user-menu')).json()).toEqual([]);
  });

  it.each([
    ['an unknown menu', { menuIds: [1, 999_999] }, 400, 'menuIds.1'],
    ['a menu id that is not a number', { menuIds: ['1'] }, 400, 'menuIds.0'],
    ['no list', {}, 400, 'menuIds'],
  ])('refuses %s and changes nothing', async (_name, payload, status, field) => {
    const before = await ctx.db.$count(roleMenus);
    const res = await call('superAdmin', 'PUT', '/roles/1/menus', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().errors).toHaveProperty([field]);
    expect(await ctx.db.$count(roleMenus)).toBe(before);
  });

  it.each([
    ['/roles/menus?roleId=99', 404],
    ['/roles/menus', 400],
    ['/roles/menus?roleId=abc', 400],
  ])('answers GET %s with %i', async (url, status) => {
    expect((await call('superAdmin', 'GET', url)).statusCode).toBe(status);
  });
});
