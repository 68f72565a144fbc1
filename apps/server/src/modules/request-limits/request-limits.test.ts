import { formatMessage, Role, type Language } from '@emlak/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  authHeaders,
  createOrganization,
  createTestContext,
  createUser,
  type TestContext,
} from '../../../test/helpers';
import { createTestPlan, endGracePeriod, giveSubscription } from '../../../test/subscription-helpers';
import { plans, requestUsage, subscriptions } from '../../db/schema';
import { consumeSearch } from './request-meter';

const LIMIT = 3;

describe('request limits', () => {
  let ctx: TestContext;
  let planId: number;
  let pastGraceId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    // Inactive: never the grace period's plan, and a subscription on it still counts.
    planId = (await createTestPlan(ctx.db, { requestLimit: LIMIT })).id;
    pastGraceId = (await createOrganization(ctx.db)).id;
    await endGracePeriod(ctx.db, pastGraceId);
  });
  afterAll(() => ctx.close());

  const subscribedAgent = async (limitPlanId = planId) => {
    const user = await createUser(ctx.db, { organizationId: pastGraceId, roleId: Role.User });
    const subscription = await giveSubscription(ctx.db, user, { planId: limitPlanId });
    return { user, subscription, headers: await authHeaders(ctx, user) };
  };
  const search = (headers: Record<string, string>, url = '/ad/table', payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url: `${API}${url}`, headers, payload });
  const profile = async (headers: Record<string, string>) =>
    (await ctx.app.inject({ method: 'GET', url: `${API}/users/profile`, headers })).json();
  const usage = async (userId: number) =>
    ctx.db.select().from(requestUsage).where(eq(requestUsage.userId, userId));

  it('lets exactly the plan’s limit of searches through, counting down, then answers 429', async () => {
    const { user, subscription, headers } = await subscribedAgent();
    expect(await profile(headers)).toMatchObject({ queryLimit: LIMIT, queriesUsed: 0 });
    const remaining: string[] = [];
    for (let i = 0; i < LIMIT; i++) {
      // /ad/table and /ad/all/table both count.
      const res = await search(headers, i % 2 === 0 ? '/ad/table' : '/ad/all/table');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-query-limit']).toBe(String(LIMIT));
      remaining.push(String(res.headers['x-query-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const refused = await search(headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('plan_limit_reached');
    expect(refused.headers['x-query-limit']).toBe(String(LIMIT));
    expect(refused.headers['x-query-remaining']).toBe('0');
    expect(await usage(user.id)).toMatchObject([{ periodKey: `sub:${subscription.id}`, used: LIMIT }]);
    expect(await profile(headers)).toMatchObject({ queryLimit: LIMIT, queriesUsed: LIMIT });
  });

  it.each<Language>(['az', 'en', 'ru'])('says the plan limit is reached in %s', async (language) => {
    const { headers } = await subscribedAgent((await createTestPlan(ctx.db, { requestLimit: 0 })).id);
    const res = await search({ ...headers, 'accept-language': language });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'plan_limit_reached',
      message: formatMessage(language, 'plan_limit_reached'),
    });
  });

  it('does not count a search the filters refuse (400)', async () => {
    const { user, headers } = await subscribedAgent();
    const bad = await search(headers, '/ad/table', {
      filters: [{ field: 'noSuchField', operator: 'Equal', value: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(await usage(user.id)).toEqual([]);
  });

  it('does not meter the caller’s own listings nor any other route', async () => {
    const { user, headers } = await subscribedAgent();
    const own = await search(headers, '/ad/users/table');
    expect(own.statusCode).toBe(200);
    expect(own.headers['x-query-limit']).toBeUndefined();
    const todos = await ctx.app.inject({ method: 'GET', url: `${API}/todos`, headers });
    expect(todos.statusCode).toBe(200);
    expect(await usage(user.id)).toEqual([]);
  });

  it('starts a new count with a new subscription', async () => {
    const { user, subscription, headers } = await subscribedAgent();
    for (let i = 0; i < LIMIT; i++) expect((await search(headers)).statusCode).toBe(200);
    expect((await search(headers)).statusCode).toBe(429);
    // The subscriptions module supersedes the running one the same way (billing decision 2).
    await ctx.db
      .update(subscriptions)
      .set({ isActive: false, status: 2 })
      .where(eq(subscriptions.id, subscription.id));
    const renewed = await giveSubscription(ctx.db, user, { planId });
    const res = await search(headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-query-remaining']).toBe(String(LIMIT - 1));
    expect((await usage(user.id)).map((row) => row.periodKey).sort()).toEqual(
      [`sub:${subscription.id}`, `sub:${renewed.id}`].sort(),
    );
  });

  it('meters a User in the grace period against the cheapest active plan', async () => {
    const [cheapest] = await ctx.db
      .select({ requestLimit: plans.requestLimit })
      .from(plans)
      .where(eq(plans.isActive, true))
      .orderBy(asc(plans.price), asc(plans.requestLimit))
      .limit(1);
    const organization = await createOrganization(ctx.db);
    const user = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.User });
    const headers = await authHeaders(ctx, user);
    const res = await search(headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-query-limit']).toBe(String(cheapest!.requestLimit));
    expect(res.headers['x-query-remaining']).toBe(String(cheapest!.requestLimit - 1));
    expect(
      await ctx.db
        .select({ used: requestUsage.used })
        .from(requestUsage)
        .where(and(eq(requestUsage.userId, user.id), eq(requestUsage.periodKey, `grace:${organization.id}`))),
    ).toEqual([{ used: 1 }]);
    expect(await profile(headers)).toMatchObject({ queryLimit: cheapest!.requestLimit, queriesUsed: 1 });
  });

  it('does not meter an Admin or a SuperAdmin', async () => {
    const operator = await createOrganization(ctx.db, { isOperator: true });
    for (const user of [
      await createUser(ctx.db, { organizationId: pastGraceId, roleId: Role.Admin }),
      await createUser(ctx.db, { organizationId: operator.id, roleId: Role.SuperAdmin }),
    ]) {
      const headers = await authHeaders(ctx, user);
      const res = await search(headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-query-limit']).toBeUndefined();
      expect(res.headers['x-query-remaining']).toBeUndefined();
      expect(await profile(headers)).toMatchObject({ queryLimit: null, queriesUsed: 0 });
      expect(await usage(user.id)).toEqual([]);
    }
  });

  it('does not meter a User of the operator’s organization, which is never billed', async () => {
    const operator = await createOrganization(ctx.db, { isOperator: true });
    await endGracePeriod(ctx.db, operator.id);
    const user = await createUser(ctx.db, { organizationId: operator.id, roleId: Role.User });
    const res = await search(await authHeaders(ctx, user));
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-query-limit']).toBeUndefined();
    expect(await usage(user.id)).toEqual([]);
  });

  it('does not meter the grace period while no plan is active (no limit to apply)', async () => {
    const organization = await createOrganization(ctx.db);
    const user = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.User });
    const headers = await authHeaders(ctx, user);
    const active = await ctx.db.select({ id: plans.id }).from(plans).where(eq(plans.isActive, true));
    await ctx.db.update(plans).set({ isActive: false });
    try {
      const res = await search(headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-query-limit']).toBeUndefined();
      expect(await profile(headers)).toMatchObject({ queryLimit: null, queriesUsed: 0 });
    } finally {
      await ctx.db
        .update(plans)
        .set({ isActive: true })
        .where(
          inArray(
            plans.id,
            active.map((plan) => plan.id),
          ),
        );
    }
  });

  it('answers 402 to a search whose caller has no paid period left', async () => {
    // The access policy let the request in; the subscription ran out before the search counted.
    const user = await createUser(ctx.db, { organizationId: pastGraceId, roleId: Role.User });
    await expect(
      consumeSearch(ctx.db, { userId: user.id, roleId: Role.User, organizationId: pastGraceId }),
    ).rejects.toMatchObject({ code: 'payment_required' });
  });

  it('never lets parallel searches of one user past the limit', async () => {
    const { user, headers } = await subscribedAgent();
    const answers = await Promise.all(Array.from({ length: LIMIT * 4 }, () => search(headers)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT * 3);
    expect(await usage(user.id)).toMatchObject([{ used: LIMIT }]);
  });
});
