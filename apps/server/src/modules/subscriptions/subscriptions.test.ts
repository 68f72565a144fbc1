import { Role, type Subscription } from '@emlak/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencyHeaders,
  createAgency,
  matrixCases,
  type Agency,
  type MatrixRow,
} from '../../../test/access-matrix';
import {
  auditEntriesOf,
  createSignedInWorld,
  createTestContext,
  createUser,
  type SignedInWorld,
  type TestContext,
} from '../../../test/helpers';
import { plans, subscriptions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { bakuDate } from '../../lib/baku-time';
import { createSubscriptionsService } from './subscriptions.service';

/** The seeded plan ids by name (reference data of the test template). */
const planIds = async (ctx: TestContext) =>
  Object.fromEntries(
    (await ctx.db.select({ id: plans.id, name: plans.name }).from(plans)).map((p) => [p.name, p.id]),
  );

describe('subscriptions', () => {
  let ctx: TestContext;
  let world: SignedInWorld;
  let ids: Record<string, number>;
  const today = () => bakuDate(new Date());

  const post = (headers: Record<string, string>, payload: unknown, language = 'az') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/adminsubscription',
      headers: { ...headers, 'accept-language': language },
      payload: payload as object,
    });
  const listOf = async (headers: Record<string, string>, userId?: number) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/adminsubscription/subscriptions${userId ? `?userId=${userId}` : ''}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { subscriptions: Subscription[] }).subscriptions;
  };
  const rowsOf = (userId: number) =>
    ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.id));
  const covering = (rows: (typeof subscriptions.$inferSelect)[], day: string) =>
    rows.filter((row) => row.isActive && row.startDate <= day && day < row.endDate);
  const newAgent = (organizationId = world.orgA.id) =>
    createUser(ctx.db, { organizationId, roleId: Role.User });

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createSignedInWorld(ctx);
    ids = await planIds(ctx);
  });
  afterAll(() => ctx.close());

  describe('access matrix', () => {
    const rows: MatrixRow<Agency>[] = [
      [
        'POST /adminsubscription',
        async (agency) => ({
          method: 'POST',
          url: '/adminsubscription',
          payload: { userId: agency.target.id, subscriptionPlanId: ids.Premium },
        }),
        [401, 403, 404, 201, 201],
      ],
      [
        "GET /adminsubscription/subscriptions?userId= (a colleague's)",
        (agency) => ({ method: 'GET', url: `/adminsubscription/subscriptions?userId=${agency.target.id}` }),
        [401, 404, 404, 200, 200],
      ],
      [
        "GET /adminsubscription/subscriptions?userId= (the agent's own)",
        (agency) => ({ method: 'GET', url: `/adminsubscription/subscriptions?userId=${agency.agent.id}` }),
        [401, 200, 404, 200, 200],
      ],
      [
        'GET /adminsubscription/subscriptions (own)',
        () => ({ method: 'GET', url: '/adminsubscription/subscriptions' }),
        [401, 200, 200, 200, 200],
      ],
      [
        'GET /adminsubscription/subscription-plans',
        () => ({ method: 'GET', url: '/adminsubscription/subscription-plans' }),
        [401, 403, 200, 200, 200],
      ],
      [
        'GET /adminsubscription/dropdown',
        () => ({ method: 'GET', url: '/adminsubscription/dropdown' }),
        [401, 403, 200, 200, 200],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const agency = await createAgency(ctx);
      const { method, url, payload } = await request(agency);
      const res = await ctx.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: await agencyHeaders(ctx, world, agency, caller),
        payload: payload as never,
      });
      expect(res.statusCode, res.body).toBe(status);
    });
  });

  it('starts today (Baku) and ends 40 days later, whatever the client sends', async () => {
    const agent = await newAgent();
    const res = await post(world.as.adminA, {
      userId: agent.id,
      subscriptionPlanId: ids.Premium,
      startDate: '2000-01-01',
      endDate: '2099-12-31',
      isActive: false,
      status: '3',
      autoRenew: true,
      adminNotes: '  Paid by transfer  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Subscription;
    expect(created).toMatchObject({
      userId: agent.id,
      organizationId: world.orgA.id,
      subscriptionPlanId: ids.Premium,
      planName: 'Premium',
      planPrice: '100.00',
      requestLimit: 1700,
      startDate: today(),
      endDate: bakuDate(new Date(), 40),
      isActive: true,
      status: 1,
      autoRenew: true,
      adminNotes: 'Paid by transfer',
      isCurrent: true,
    });
    const [row] = await rowsOf(agent.id);
    expect(row).toMatchObject({ createdByUserId: world.adminA.id, startDate: today() });
    const audit = await auditEntriesOf(ctx, 'subscription', created.id);
    expect(audit.map((entry) => entry.action)).toEqual(['subscription.created']);
    expect(audit[0]).toMatchObject({ organizationId: world.orgA.id, actorUserId: world.adminA.id });
    expect(await listOf(world.as.superAdmin, agent.id)).toEqual([created]);
  });

  it('takes the Baku calendar day of the moment, not the UTC one', async () => {
    const service = createSubscriptionsService(ctx.db);
    const actor: Actor = {
      language: 'az',
      clientAddress: '127.0.0.1',
      userAgent: null,
      deviceId: null,
      requestId: 'test',
      sessionId: null,
      userId: world.superAdmin.id,
      roleId: Role.SuperAdmin,
      organizationId: world.operator.id,
      scope: 'all',
      fullName: world.superAdmin.name,
      email: world.superAdmin.email,
    };
    const agent = await newAgent();
    // 23:59:59 on 31 January in Baku (UTC+4), then the first second of 1 February.
    const lastSecond = await service.create(
      actor,
      { userId: agent.id, subscriptionPlanId: ids.Temel! },
      new Date('2026-01-31T19:59:59Z'),
    );
    expect(lastSecond).toMatchObject({ startDate: '2026-01-31', endDate: '2026-03-12', autoRenew: false });
    const other = await newAgent();
    const firstSecond = await service.create(
      actor,
      { userId: other.id, subscriptionPlanId: ids.Temel! },
      new Date('2026-01-31T20:00:00Z'),
    );
    expect(firstSecond).toMatchObject({ startDate: '2026-02-01', endDate: '2026-03-13' });
    // A leap year: 40 days from 1 February 2028 is 12 March.
    const leap = await newAgent();
    const inLeapYear = await service.create(
      actor,
      { userId: leap.id, subscriptionPlanId: ids.Temel! },
      new Date('2028-02-01T08:00:00Z'),
    );
    expect(inLeapYear).toMatchObject({ startDate: '2028-02-01', endDate: '2028-03-12' });
  });

  it('supersedes the subscription running today: ended today, inactive, cancelled', async () => {
    const agent = await newAgent();
    const [running] = await ctx.db
      .insert(subscriptions)
      .values({
        userId: agent.id,
        organizationId: world.orgA.id,
        subscriptionPlanId: ids.Usta!,
        startDate: bakuDate(new Date(), -10),
        endDate: bakuDate(new Date(), 30),
      })
      .returning();
    const [past] = await ctx.db
      .insert(subscriptions)
      .values({
        userId: agent.id,
        organizationId: world.orgA.id,
        subscriptionPlanId: ids.Usta!,
        startDate: bakuDate(new Date(), -60),
        endDate: bakuDate(new Date(), -20),
        isActive: false,
        status: 3,
      })
      .returning();

    const res = await post(world.as.superAdmin, { userId: agent.id, subscriptionPlanId: ids.Standart });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await rowsOf(agent.id);
    expect(rows.find((row) => row.id === running!.id)).toMatchObject({
      startDate: bakuDate(new Date(), -10),
      endDate: today(),
      isActive: false,
      status: 2,
    });
    expect(rows.find((row) => row.id === past!.id)).toEqual(past);
    expect(covering(rows, today()).map((row) => row.id)).toEqual([res.json().id]);

    const list = await listOf(world.as.adminA, agent.id);
    expect(list.map((row) => [row.id, row.planName, row.isCurrent])).toEqual([
      [res.json().id, 'Standart', true],
      [running!.id, 'Usta', false],
      [past!.id, 'Usta', false],
    ]);
    const audit = await auditEntriesOf(ctx, 'subscription', running!.id);
    expect(audit.map((entry) => entry.action)).toEqual(['subscription.superseded']);
    expect(audit[0]!.changes).toMatchObject({
      endDate: { before: bakuDate(new Date(), 30), after: today() },
      isActive: { before: true, after: false },
      status: { before: 1, after: 2 },
    });

    // A second plan the same day supersedes the one that started today: zero days, never billed.
    const again = await post(world.as.superAdmin, { userId: agent.id, subscriptionPlanId: ids.Premium });
    expect(again.statusCode).toBe(201);
    const after = await rowsOf(agent.id);
    expect(after.find((row) => row.id === res.json().id)).toMatchObject({
      startDate: today(),
      endDate: today(),
      isActive: false,
      status: 2,
    });
    expect(covering(after, today()).map((row) => row.id)).toEqual([again.json().id]);
  });

  it('leaves exactly one subscription covering today after concurrent creates for one user', async () => {
    const agent = await newAgent();
    const results = await Promise.all(
      ['Temel', 'Standart', 'Premium', 'Profesyonel', 'Usta', 'Temel'].map((name) =>
        post(world.as.adminA, { userId: agent.id, subscriptionPlanId: ids[name] }),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const rows = await rowsOf(agent.id);
    expect(rows).toHaveLength(6);
    expect(covering(rows, today())).toHaveLength(1);
    expect(rows.filter((row) => row.status === 2)).toHaveLength(5);
    expect((await listOf(world.as.adminA, agent.id)).filter((row) => row.isCurrent)).toHaveLength(1);
  });

  it.each([
    ['a missing plan', { subscriptionPlanId: undefined }, 'subscriptionPlanId', 'Plan seçimi tələb olunur'],
    ['no plan picked', { subscriptionPlanId: null }, 'subscriptionPlanId', 'Plan seçimi tələb olunur'],
    ['a plan that does not exist', { subscriptionPlanId: 999_999 }, 'subscriptionPlanId', undefined],
    ['a plan id that is not an id', { subscriptionPlanId: 0 }, 'subscriptionPlanId', undefined],
    ['a plan id as text', { subscriptionPlanId: 'Premium' }, 'subscriptionPlanId', undefined],
    ['a missing user', { userId: undefined }, 'userId', undefined],
    ['a user id out of range', { userId: 2 ** 31 }, 'userId', undefined],
    ['a status that is not number-like', { status: 'active' }, 'status', undefined],
    ['notes too long', { adminNotes: 'x'.repeat(1001) }, 'adminNotes', undefined],
    ['a NUL in the notes', { adminNotes: 'a\u0000b' }, 'adminNotes', undefined],
    ['an end date of 100 000 characters', { endDate: '9'.repeat(100_000) }, 'endDate', undefined],
    ['an unknown field', { price: 1 }, 'price', undefined],
  ])('refuses %s with 400 and changes nothing', async (_name, change, field, message) => {
    const agent = await newAgent();
    const before = await ctx.db.$count(subscriptions);
    const res = await post(world.as.superAdmin, {
      userId: agent.id,
      subscriptionPlanId: ids.Premium,
      ...change,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
    if (message) expect(res.json().errors[field]).toEqual([message]);
    expect(await ctx.db.$count(subscriptions)).toBe(before);
  });

  it('says the plan is required in the request language', async () => {
    const agent = await newAgent();
    const res = await post(world.as.adminA, { userId: agent.id }, 'en');
    expect(res.json().errors.subscriptionPlanId).toEqual(['Plan selection is required']);
    const ru = await post(world.as.adminA, { userId: agent.id, subscriptionPlanId: null }, 'ru');
    expect(ru.json().errors.subscriptionPlanId).toEqual(['Выбор тарифа обязателен']);
  });

  it('refuses an inactive plan with 400 on subscriptionPlanId', async () => {
    const [retired] = await ctx.db
      .insert(plans)
      .values({ name: 'Zzretired', price: '1.00', requestLimit: 5, isActive: false })
      .returning();
    const agent = await newAgent();
    const res = await post(world.as.superAdmin, { userId: agent.id, subscriptionPlanId: retired!.id });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['subscriptionPlanId']);
    expect(await rowsOf(agent.id)).toEqual([]);
  });

  it("answers an Admin 404 for another organization's user and leaves that user's subscription alone", async () => {
    const [theirs] = await ctx.db
      .insert(subscriptions)
      .values({
        userId: world.userB.id,
        organizationId: world.orgB.id,
        subscriptionPlanId: ids.Premium!,
        startDate: bakuDate(new Date(), -5),
        endDate: bakuDate(new Date(), 35),
      })
      .returning();
    const res = await post(world.as.adminA, { userId: world.userB.id, subscriptionPlanId: ids.Temel });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect(await rowsOf(world.userB.id)).toEqual([theirs]);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/adminsubscription/subscriptions?userId=${world.userB.id}`,
      headers: world.as.adminA,
    });
    expect(read.statusCode).toBe(404);
  });

  it.each([
    ['a SuperAdmin', () => world.superAdmin.id],
    [
      'an Admin of the operator',
      async () => (await createUser(ctx.db, { organizationId: world.operator.id, roleId: Role.Admin })).id,
    ],
  ])('refuses a subscription for %s with 422: the operator is never billed', async (_name, target) => {
    const userId = await target();
    const res = await post(world.as.superAdmin, { userId, subscriptionPlanId: ids.Premium });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('business_rule');
    expect(await rowsOf(userId)).toEqual([]);
  });

  it("subscribes an agency's Admin, and answers 404 for a user that does not exist", async () => {
    const admin = await createUser(ctx.db, { organizationId: world.orgB.id, roleId: Role.Admin });
    expect(
      (await post(world.as.adminB, { userId: admin.id, subscriptionPlanId: ids.Temel })).statusCode,
    ).toBe(201);
    expect(
      (await post(world.as.superAdmin, { userId: 999_999, subscriptionPlanId: ids.Temel })).statusCode,
    ).toBe(404);
  });

  it('lets a User read only their own subscriptions', async () => {
    await ctx.db.insert(subscriptions).values({
      userId: world.userA.id,
      organizationId: world.orgA.id,
      subscriptionPlanId: ids.Temel!,
      startDate: bakuDate(new Date(), -2),
      endDate: bakuDate(new Date(), 38),
    });
    const own = await listOf(world.as.userA);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ userId: world.userA.id, planName: 'Temel', isCurrent: true });
    expect(await listOf(world.as.userA, world.userA.id)).toEqual(own);
    const colleague = await newAgent();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/adminsubscription/subscriptions?userId=${colleague.id}`,
      headers: world.as.userA,
    });
    expect(res.statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/adminsubscription/subscriptions?userId=${bad}`,
        headers: world.as.superAdmin,
      });
      expect(refused.statusCode, bad).toBe(400);
    }
  });

  it('offers the active plans to the set-plan panel', async () => {
    const plansRes = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/adminsubscription/subscription-plans',
      headers: world.as.adminA,
    });
    expect(plansRes.statusCode).toBe(200);
    const names = (plansRes.json() as { name: string; isActive: boolean }[]).map((plan) => plan.name);
    expect(names).toEqual(['Temel', 'Standart', 'Premium', 'Profesyonel', 'Usta']);
    const dropdown = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/adminsubscription/dropdown',
      headers: world.as.adminA,
    });
    expect(dropdown.json()).toEqual(names.map((name) => ({ value: ids[name], displayText: name })));
    expect(
      await ctx.db.$count(plans, and(eq(plans.name, 'Zzretired'), eq(plans.isActive, false))),
    ).toBeLessThanOrEqual(1);
  });
});
