import { Role, type Plan } from '@emlak/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import { createTestContext, createUser, createWorld, type TestContext } from '../../../test/helpers';
import { auditLog, budgetLineItems, budgets, plans, subscriptions } from '../../db/schema';
import { bakuDate } from '../../lib/baku-time';

describe('plans', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof createWorld>>;
  let as: Record<Caller, Record<string, string>>;
  let seq = 0;
  const newPlan = (overrides: Record<string, unknown> = {}) => ({
    name: `Zzplan ${++seq}`,
    description: 'Test plan',
    price: 12.5,
    requestLimit: 300,
    isActive: true,
    isPopular: false,
    ...overrides,
  });
  const insertPlan = async (values: Partial<typeof plans.$inferInsert> = {}) =>
    (
      await ctx.db
        .insert(plans)
        .values({
          name: `Zzplan ${++seq}`,
          price: '10.00',
          requestLimit: 100,
          displayOrder: 900 + seq,
          ...values,
        })
        .returning()
    )[0]!;
  const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: as[caller], payload: payload as object });
  const subscribe = (planId: number, startOffset: number, endOffset: number, isActive = true) =>
    ctx.db.insert(subscriptions).values({
      userId: world.userA.id,
      organizationId: world.orgA.id,
      subscriptionPlanId: planId,
      startDate: bakuDate(new Date(), startOffset),
      endDate: bakuDate(new Date(), endOffset),
      isActive,
    });

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    as = await callerHeaders(ctx, world);
  });
  afterAll(() => ctx.close());

  describe('access matrix', () => {
    const rows: MatrixRow[] = [
      ['GET /adminplan/plans', () => ({ method: 'GET', url: '/adminplan/plans' }), [401, 200, 200, 200, 200]],
      [
        'GET /adminplan/dropdown',
        () => ({ method: 'GET', url: '/adminplan/dropdown' }),
        [401, 200, 200, 200, 200],
      ],
      [
        'POST /adminplan/all/table',
        () => ({ method: 'POST', url: '/adminplan/all/table', payload: {} }),
        [401, 200, 200, 200, 200],
      ],
      [
        'POST /adminplan',
        () => ({ method: 'POST', url: '/adminplan', payload: newPlan() }),
        [401, 403, 403, 403, 201],
      ],
      [
        'PUT /adminplan/:id',
        async () => ({
          method: 'PUT',
          url: `/adminplan/${(await insertPlan()).id}`,
          payload: { ...newPlan(), version: 1 },
        }),
        [401, 403, 403, 403, 200],
      ],
      [
        'DELETE /adminplan/:id',
        async () => ({ method: 'DELETE', url: `/adminplan/${(await insertPlan()).id}` }),
        [401, 403, 403, 403, 204],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { method, url, payload } = await request();
      const res = await call(caller, method, url, payload);
      expect(res.statusCode, res.body).toBe(status);
    });
  });

  it('lists the seeded packages in display order with their fields', async () => {
    const res = await call('user', 'GET', '/adminplan/plans');
    expect(res.statusCode).toBe(200);
    const seeded = (res.json() as { name: string }[]).filter((plan) => !plan.name.startsWith('Zz'));
    expect(seeded.map((plan) => plan.name)).toEqual(['Temel', 'Standart', 'Premium', 'Profesyonel', 'Usta']);
    expect(seeded[2]).toMatchObject({
      name: 'Premium',
      price: '100.00',
      requestLimit: 1700,
      isActive: true,
      isPopular: true,
      activeSubscriptions: 0,
      totalRevenue: '0.00',
      version: 1,
    });
    expect(Date.parse((seeded[2] as unknown as { createdDate: string }).createdDate)).not.toBeNaN();
  });

  it('shows an inactive plan to the SuperAdmin only, and never in the dropdown', async () => {
    const hidden = await insertPlan({ isActive: false });
    const names = async (caller: Caller, url: string) => {
      const isTable = url.endsWith('table');
      const filters = [{ field: 'name', operator: 'Equal', value: hidden.name }];
      const res = await call(caller, isTable ? 'POST' : 'GET', url, isTable ? { filters } : undefined);
      expect(res.statusCode).toBe(200);
      const rows = (isTable ? res.json().items : res.json()) as { name: string }[];
      return rows.map((row) => row.name);
    };
    expect(await names('superAdmin', '/adminplan/plans')).toContain(hidden.name);
    expect(await names('superAdmin', '/adminplan/all/table')).toContain(hidden.name);
    for (const caller of ['user', 'sameAdmin'] as const) {
      expect(await names(caller, '/adminplan/plans')).not.toContain(hidden.name);
      expect(await names(caller, '/adminplan/all/table')).not.toContain(hidden.name);
    }
    const dropdown = await call('superAdmin', 'GET', '/adminplan/dropdown');
    expect(dropdown.json()).not.toContainEqual(expect.objectContaining({ displayText: hidden.name }));
    expect((dropdown.json() as { displayText: string }[]).slice(0, 5).map((o) => o.displayText)).toEqual([
      'Temel',
      'Standart',
      'Premium',
      'Profesyonel',
      'Usta',
    ]);
  });

  it('counts the subscriptions running today and sums what the budgets charged', async () => {
    const plan = await insertPlan();
    await subscribe(plan.id, -10, 30); // running
    await subscribe(plan.id, -5, 1); // running, ends tomorrow
    await subscribe(plan.id, 0, 40); // starts today
    await subscribe(plan.id, -40, 0); // ended: today is its end date, which it no longer covers
    await subscribe(plan.id, -3, 37, false); // cancelled
    await subscribe(plan.id, 1, 41); // starts tomorrow
    const [budget] = await ctx.db
      .insert(budgets)
      .values({
        organizationId: world.orgA.id,
        year: 2025,
        month: 3,
        periodStart: '2025-03-01',
        periodEnd: '2025-03-31',
        dueDate: '2025-04-10',
      })
      .returning();
    const line = (lineTotal: string) => ({
      budgetId: budget!.id,
      userId: world.userA.id,
      subscriptionPlanId: plan.id,
      dailyRate: '0.3333',
      daysUsed: 10,
      lineTotal,
      startDate: '2025-03-01',
      endDate: '2025-03-11',
    });
    await ctx.db.insert(budgetLineItems).values([line('10.10'), line('0.20'), line('3.33')]);

    const expected = { id: plan.id, activeSubscriptions: 3, totalRevenue: '13.63' };
    const list = await call('superAdmin', 'GET', '/adminplan/plans');
    expect(list.json()).toContainEqual(expect.objectContaining(expected));
    const table = await call('superAdmin', 'POST', '/adminplan/all/table', {
      filters: [{ field: 'name', operator: 'Equal', value: plan.name }],
    });
    expect(table.json()).toMatchObject({ total: 1, items: [expected] });
    const updated = await call('superAdmin', 'PUT', `/adminplan/${plan.id}`, {
      ...newPlan({ name: plan.name }),
      version: plan.version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ ...expected, version: plan.version + 1, price: '12.50' });
  });

  it("never shows another agency's figures: an Admin sees the organization's, a User their own", async () => {
    const plan = await insertPlan({ isActive: true });
    const colleague = await createUser(ctx.db, { organizationId: world.orgA.id, roleId: Role.User });
    const running = (userId: number) => ({
      userId,
      organizationId: world.orgA.id,
      subscriptionPlanId: plan.id,
      startDate: bakuDate(new Date(), -1),
      endDate: bakuDate(new Date(), 39),
    });
    await ctx.db.insert(subscriptions).values([running(world.userA.id), running(colleague.id)]);
    const [budget] = await ctx.db
      .insert(budgets)
      .values({
        organizationId: world.orgA.id,
        year: 2024,
        month: 2,
        periodStart: '2024-02-01',
        periodEnd: '2024-02-29',
        dueDate: '2024-03-10',
      })
      .returning();
    const line = (userId: number, lineTotal: string) => ({
      budgetId: budget!.id,
      userId,
      subscriptionPlanId: plan.id,
      dailyRate: '0.3333',
      daysUsed: 10,
      lineTotal,
      startDate: '2024-02-01',
      endDate: '2024-02-11',
    });
    await ctx.db.insert(budgetLineItems).values([line(world.userA.id, '10.00'), line(colleague.id, '2.50')]);

    const figures = async (caller: Caller) => {
      const listed = (await call(caller, 'GET', '/adminplan/plans')).json() as Plan[];
      const paged = (
        await call(caller, 'POST', '/adminplan/all/table', {
          filters: [{ field: 'name', operator: 'Equal', value: plan.name }],
        })
      ).json() as { items: Plan[] };
      const both = [listed.find((row) => row.id === plan.id), paged.items[0]];
      return both.map((row) => ({
        activeSubscriptions: row?.activeSubscriptions,
        totalRevenue: row?.totalRevenue,
      }));
    };
    const twice = (activeSubscriptions: number, totalRevenue: string) => [
      { activeSubscriptions, totalRevenue },
      { activeSubscriptions, totalRevenue },
    ];
    expect(await figures('superAdmin')).toEqual(twice(2, '12.50'));
    expect(await figures('sameAdmin')).toEqual(twice(2, '12.50'));
    expect(await figures('otherAdmin')).toEqual(twice(0, '0.00'));
    expect(await figures('user')).toEqual(twice(1, '10.00'));
    // The set-plan panel's list (an Admin's) counts the organization's only as well.
    const offered = (
      await call('otherAdmin', 'GET', '/adminsubscription/subscription-plans')
    ).json() as Plan[];
    expect(offered.find((row) => row.id === plan.id)).toMatchObject({
      activeSubscriptions: 0,
      totalRevenue: '0.00',
    });
  });

  it('pages, filters and sorts the table', async () => {
    const cheap = await insertPlan({ name: 'Zztable A', price: '1.00', requestLimit: 7 });
    const dear = await insertPlan({ name: 'Zztable B', price: '2000.50', requestLimit: 7 });
    await insertPlan({ name: 'Zztable C', price: '3.00', requestLimit: 8, isActive: false });
    const page = async (body: object) => {
      const res = await call('superAdmin', 'POST', '/adminplan/all/table', body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { id: number; name: string }[]; total: number };
    };
    const byPrice = await page({
      filters: [
        { field: 'name', operator: 'StartsWith', value: 'zztable' },
        { field: 'requestLimit', operator: 'Equal', value: 7 },
      ],
      sortOptions: [{ field: 'price', direction: 'desc' }],
    });
    expect(byPrice).toMatchObject({ total: 2, items: [{ id: dear.id }, { id: cheap.id }] });
    const expensive = await page({
      filters: [
        { field: 'price', operator: 'GreaterThan', value: 1000 },
        { field: 'isActive', operator: 'Equal', value: true },
      ],
    });
    expect(expensive.items.map((row) => row.name)).toEqual(['Zztable B']);
    const inactive = await page({
      filters: [
        { field: 'isActive', operator: 'Equal', value: false },
        { field: 'name', operator: 'StartsWith', value: 'Zztable' },
      ],
    });
    expect(inactive.items.map((row) => row.name)).toEqual(['Zztable C']);
    for (const field of ['name', 'price', 'requestLimit', 'displayOrder', 'createdDate']) {
      await page({ sortOptions: [{ field, direction: 'desc' }], pageSize: 2, page: 1 });
    }
    const unknown = await call('superAdmin', 'POST', '/adminplan/all/table', {
      sortOptions: [{ field: 'totalRevenue', direction: 'asc' }],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('creates, updates and deletes a plan, auditing each change', async () => {
    const created = await call(
      'superAdmin',
      'POST',
      '/adminplan',
      newPlan({ name: '  Zzaudit  ', price: 0 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json();
    expect(plan).toMatchObject({
      name: 'Zzaudit',
      price: '0.00',
      isActive: true,
      activeSubscriptions: 0,
      totalRevenue: '0.00',
      version: 1,
    });
    const [{ maxOrder }] = (
      await ctx.db.select({ maxOrder: plans.displayOrder }).from(plans).orderBy(plans.displayOrder)
    ).slice(-1) as [{ maxOrder: number }];
    expect(plan.displayOrder).toBe(maxOrder);
    const updated = await call('superAdmin', 'PUT', `/adminplan/${plan.id}`, {
      ...newPlan({ name: 'Zzaudit', isActive: false, price: 99.99 }),
      version: 1,
    });
    expect(updated.json()).toMatchObject({ isActive: false, price: '99.99', version: 2 });
    const stale = await call('superAdmin', 'PUT', `/adminplan/${plan.id}`, { ...newPlan(), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    expect((await call('superAdmin', 'DELETE', `/adminplan/${plan.id}`)).statusCode).toBe(204);
    expect(await ctx.db.$count(plans, eq(plans.id, plan.id))).toBe(0);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'plan'), eq(auditLog.entityId, String(plan.id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((entry) => entry.action)).toEqual(['plan.created', 'plan.updated', 'plan.deleted']);
    expect(audit[1]!.changes).toMatchObject({ isActive: { before: true, after: false } });
  });

  it.each([
    ['create', 'POST'],
    ['rename', 'PUT'],
  ] as const)('refuses to %s a plan onto a taken name, whatever the letter case', async (_name, method) => {
    const plan = await insertPlan();
    const res = await call('superAdmin', method, method === 'POST' ? '/adminplan' : `/adminplan/${plan.id}`, {
      ...newPlan({ name: 'PREMIUM' }),
      ...(method === 'PUT' ? { version: 1 } : {}),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'duplicate', errors: { name: ['Bu adda plan artıq var'] } });
    expect(await ctx.db.$count(plans, eq(plans.name, 'PREMIUM'))).toBe(0);
  });

  it('answers two creates of one name at once with one plan and one 409', async () => {
    const payload = newPlan({ name: 'Zzrace' });
    const results = await Promise.all([
      call('superAdmin', 'POST', '/adminplan', payload),
      call('superAdmin', 'POST', '/adminplan', { ...payload, name: 'zzRACE' }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.db.$count(plans, eq(plans.name, 'Zzrace'))).toBeLessThanOrEqual(1);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name'],
    ['a name too long', { name: 'x'.repeat(81) }, 'name'],
    ['a control character', { name: 'Zz\u0000plan' }, 'name'],
    ['three decimals', { price: 1.005 }, 'price'],
    ['a negative price', { price: -1 }, 'price'],
    ['a price too large', { price: 1e12 }, 'price'],
    ['a price as text', { price: '10' }, 'price'],
    ['a fractional limit', { requestLimit: 1.5 }, 'requestLimit'],
    ['a negative limit', { requestLimit: -1 }, 'requestLimit'],
    ['a huge limit', { requestLimit: 1e15 }, 'requestLimit'],
    ['an unknown field', { displayOrder: 1 }, 'displayOrder'],
  ])('refuses %s with 400 and changes nothing', async (_name, change, field) => {
    const before = await ctx.db.$count(plans);
    const res = await call('superAdmin', 'POST', '/adminplan', newPlan(change));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
    expect(await ctx.db.$count(plans)).toBe(before);
  });

  it('keeps a plan that any subscription refers to: 409 plan_in_use', async () => {
    const plan = await insertPlan();
    await subscribe(plan.id, -100, -60, false);
    const res = await call('superAdmin', 'DELETE', `/adminplan/${plan.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'plan_in_use',
      message: 'Bu planın abunələri var. Silmək əvəzinə onu deaktiv edin.',
    });
    expect(await ctx.db.$count(plans, eq(plans.id, plan.id))).toBe(1);
  });

  it.each([
    ['PUT', '/adminplan/999999', 404],
    ['DELETE', '/adminplan/999999', 404],
    ['DELETE', '/adminplan/abc', 400],
  ] as const)('answers %s %s with %i', async (method, url, status) => {
    const res = await call(
      'superAdmin',
      method,
      url,
      method === 'PUT' ? { ...newPlan(), version: 1 } : undefined,
    );
    expect(res.statusCode).toBe(status);
  });
});
