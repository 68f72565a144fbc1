import type { Budget, BudgetOrganization } from '@emlak/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import { createTestContext, createWorld, type TestContext } from '../../../test/helpers';
import { createBillingFixture } from './budgets.test-support';
import { issueMonth } from './budget-computation';

describe('budgets access (budgets.read: SuperAdmin all, Admin own organization; budgets.write: SuperAdmin)', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof createWorld>>;
  let as: Record<Caller, Record<string, string>>;
  let budgetA: number;
  let budgetB: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    as = await callerHeaders(ctx, world);
    await createBillingFixture(ctx.db, world.orgA.id);
    await createBillingFixture(ctx.db, world.orgB.id);
    const april = { year: 2025, month: 4 };
    budgetA = (await ctx.db.transaction((tx) => issueMonth(tx, april, [world.orgA.id])))[0]!;
    budgetB = (await ctx.db.transaction((tx) => issueMonth(tx, april, [world.orgB.id])))[0]!;
  });
  afterAll(() => ctx.close());

  const rows: MatrixRow[] = [
    [
      'GET /adminbudget/budgets',
      () => ({ method: 'GET', url: '/adminbudget/budgets' }),
      [401, 403, 200, 200, 200],
    ],
    [
      'GET /adminbudget/organization',
      () => ({ method: 'GET', url: '/adminbudget/organization' }),
      [401, 403, 200, 200, 200],
    ],
    [
      'GET /adminbudget/organization/{id}/budgets',
      () => ({ method: 'GET', url: `/adminbudget/organization/${world.orgA.id}/budgets` }),
      [401, 403, 404, 200, 200],
    ],
    [
      'GET /adminbudget/{id}',
      () => ({ method: 'GET', url: `/adminbudget/${budgetA}` }),
      [401, 403, 404, 200, 200],
    ],
    [
      'GET /adminbudget/{id}/invoice',
      () => ({ method: 'GET', url: `/adminbudget/${budgetA}/invoice` }),
      [401, 403, 404, 200, 200],
    ],
    [
      'GET /adminbudget/analytics?organizationId',
      () => ({ method: 'GET', url: `/adminbudget/analytics?organizationId=${world.orgA.id}&year=2025` }),
      [401, 403, 404, 200, 200],
    ],
    [
      'POST /adminbudget/{id}/payments',
      () => ({
        method: 'POST',
        url: `/adminbudget/${budgetA}/payments`,
        payload: { amount: 0.01, paidDate: '2025-05-01' },
      }),
      [401, 403, 403, 403, 201],
    ],
    [
      'POST /adminbudget/generate',
      () => ({ method: 'POST', url: '/adminbudget/generate', payload: { year: 2025, month: 4 } }),
      [401, 403, 403, 403, 200],
    ],
  ];

  it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
    const { method, url, payload } = await request();
    const res = await ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: as[caller],
      payload: payload as never,
    });
    expect(res.statusCode, res.body).toBe(status);
  });

  it('an Admin sees the own organization only, whatever the filter says', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/adminbudget/budgets?organizationId=${world.orgA.id}`,
      headers: as.otherAdmin,
    });
    expect(list.json<Budget[]>()).toEqual([]);
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/adminbudget/budgets',
      headers: as.otherAdmin,
    });
    expect(own.json<Budget[]>().map((budget) => budget.id)).toEqual([budgetB]);
    const organizations = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/adminbudget/organization',
      headers: as.otherAdmin,
    });
    expect(organizations.json<BudgetOrganization[]>().map((row) => row.organizationId)).toEqual([
      world.orgB.id,
    ]);
    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/adminbudget/organization',
      headers: as.superAdmin,
    });
    const ids = all.json<BudgetOrganization[]>().map((row) => row.organizationId);
    expect(ids).toEqual(expect.arrayContaining([world.orgA.id, world.orgB.id]));
    expect(ids).not.toContain(world.operator.id);
    expect(
      all.json<BudgetOrganization[]>().find((row) => row.organizationId === world.orgB.id),
    ).toMatchObject({
      budgetCount: 1,
      totalCost: '193.17',
      paidAmount: '0.00',
      unpaidAmount: '193.17',
      isLocked: false,
    });
  });

  it('the list filters by organization, year and status, newest first', async () => {
    const get = async (query: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/adminbudget/budgets?${query}`,
          headers: as.superAdmin,
        })
      ).json<Budget[]>();
    expect((await get(`organizationId=${world.orgA.id}&year=2025&status=2`)).map((b) => b.id)).toEqual([
      budgetA,
    ]);
    expect(await get(`organizationId=${world.orgA.id}&year=2024`)).toEqual([]);
    expect(await get('status=3&year=2025')).toEqual([]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/adminbudget/budgets?status=9',
      headers: as.superAdmin,
    });
    expect(bad.statusCode).toBe(400);
  });
});
