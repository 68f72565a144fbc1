import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestContext, createWorld, type TestContext } from '../../../test/helpers';

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
