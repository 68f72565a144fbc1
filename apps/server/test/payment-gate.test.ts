import { formatMessage, Role, type Language } from '@emlak/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../src/db/schema';
import { organizations } from '../src/db/schema';
import { findSessionForRequest } from '../src/modules/auth/session-lookup';
import {
  API,
  authHeaders,
  createOrganization,
  createTestContext,
  createUser,
  type TestContext,
} from './helpers';
import { endGracePeriod, giveSubscription } from './subscription-helpers';

/**
 * The business routes a paying agent uses: a User answers them 402 `payment_required` without a
 * grace period or a subscription covering today (billing decision 4, docs/decisions.md).
 */
const gatedRoutes = [
  // Announcements: the market, the caller's listings, saved searches and the import.
  'POST /ad/table',
  'POST /ad/all/table',
  'POST /ad/users/table',
  // The market on the map and its place search (the business map screen).
  'POST /ad/map',
  'GET /geo/search',
  'GET /geo/reverse',
  'GET /ad/dropdown',
  'GET /ad/:id',
  'GET /ad/:id/duplicates',
  'POST /ad',
  'PUT /ad/:id',
  'DELETE /ad/:id',
  'GET /ad/saved-searches',
  'POST /ad/saved-searches',
  'POST /ad/saved-searches/:id/open',
  'DELETE /ad/saved-searches/:id',
  'POST /ad/import',
  // The personal lists (work, sold) and the sold table.
  'POST /usersads',
  'POST /usersads/table',
  'POST /usersads/all/table',
  'GET /usersads/counts',
  'GET /usersads/dropdown',
  'POST /usersads/work',
  'POST /usersads/sell',
  'DELETE /usersads/:id',
  'POST /ad/users/sold/table',
  // Owners and contacts.
  'POST /owners/table',
  'GET /owners/:phone/announcements',
  'POST /owners/save-to-contacts',
  'GET /contacts',
  'POST /contacts/table',
  'GET /contacts/:id',
  'POST /contacts',
  'PUT /contacts/:id',
  'DELETE /contacts/:id',
  // Statistics and reports: an agent's own business figures.
  'GET /ad/dashboard/summary',
  'GET /ad/dashboard/admin/summary',
  'GET /ad/dashboard/series',
  'POST /reports/commissions/table',
  // The to-do list of the dashboard.
  'GET /todos',
  'POST /todos',
  'PUT /todos/:id',
  'DELETE /todos/:id',
];

/**
 * Routes that stay open to a signed-in account whatever its payment standing: signing in and out,
 * the own profile (with the request meter), the menu, the reference data the payment page and
 * the forms read, and the administration screens (Admins and SuperAdmins, who are never gated by
 * payment), plans, subscriptions and budgets, so that a gated account can see why and pay.
 */
const openRoutes = [
  'GET /docs',
  'GET /docs/static/index.html',
  'GET /docs/static/swagger-initializer.js',
  'GET /docs/json',
  'GET /docs/yaml',
  'GET /docs/static/*',
  'GET /health/live',
  'GET /health/ready',
  'POST /accounts/login',
  'POST /accounts/refresh-token',
  'POST /auth/logout',
  'POST /accounts/change-password',
  'POST /accounts/verify-password',
  'POST /accounts/accept-terms',
  'GET /users/profile',
  'GET /users/profile/vcard',
  'PUT /users/profile',
  'GET /cities',
  'POST /cities/table',
  'GET /cities/dropdown',
  'GET /cities/:id/places',
  // The map's tile layers: configuration, no business data.
  'GET /geo/tile-layers',
  'POST /cities',
  'PUT /cities/:id',
  'DELETE /cities/:id',
  'GET /roles',
  'GET /roles/dropdown',
  'PUT /roles/:id',
  'GET /roles/menus',
  'PUT /roles/:id/menus',
  'GET /menus/user-menu',
  'GET /menus',
  'POST /menus/table',
  'GET /menus/dropdown',
  'GET /menus/:id',
  'POST /menus',
  'PUT /menus/:id',
  'DELETE /menus/:id',
  'GET /organizations',
  'POST /organizations/table',
  'GET /organizations/dropdown',
  'GET /organizations/:id',
  'GET /organizations/:id/users',
  'POST /organizations',
  'PUT /organizations/:id',
  'DELETE /organizations/:id',
  'POST /organizations/:id/lock',
  'POST /organizations/:id/unlock',
  'POST /users/table',
  'GET /users/dropdown',
  'GET /users/organization',
  'GET /users/:id',
  'POST /users',
  'PUT /users/:id',
  'DELETE /users/:id',
  'POST /users/:id/lock',
  'POST /users/:id/unlock',
  'POST /users/:id/reset-password',
  'GET /audit',
  'POST /audit/table',
  'GET /exchange-rates',
  'PUT /exchange-rates',
  'GET /adminplan/plans',
  'GET /adminplan/dropdown',
  'POST /adminplan/all/table',
  'POST /adminplan',
  'PUT /adminplan/:id',
  'DELETE /adminplan/:id',
  'POST /adminsubscription',
  'GET /adminsubscription/subscriptions',
  'GET /adminsubscription/subscription-plans',
  'GET /adminsubscription/dropdown',
  'GET /adminbudget/budgets',
  'GET /adminbudget/organization',
  'GET /adminbudget/organization/:id/budgets',
  'GET /adminbudget/analytics',
  'POST /adminbudget/generate',
  'GET /adminbudget/:id',
  'GET /adminbudget/:id/invoice',
  'POST /adminbudget/:id/payments',
  // Support: a user without a subscription must still be able to ask why (docs/decisions.md "Support").
  'GET /support/contact',
  'GET /support/tickets',
  'POST /support/tickets',
  'GET /support/tickets/:id/screenshot',
  'POST /support/tickets/table',
  'PUT /support/tickets/:id/answer',
  'PUT /support/tickets/:id/close',
];

const uniq = () => Math.random().toString(36).slice(2, 10);

describe('payment gate', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  describe('which routes are gated', () => {
    const classified = () =>
      ctx.app.routePolicies
        .filter((route) => route.url.startsWith(API))
        .map((route) => ({
          route: `${route.method} ${route.url.slice(API.length)}`,
          gated: !!route.policy && 'permission' in route.policy && route.policy.paymentGate === true,
        }));

    it('names every API route as gated or open: a new route must be classified here', () => {
      const known = new Set([...gatedRoutes, ...openRoutes]);
      expect(classified().filter(({ route }) => !known.has(route))).toEqual([]);
    });

    it('gates exactly the routes of the gated list', () => {
      const gatedNow = classified()
        .filter(({ gated }) => gated)
        .map(({ route }) => route)
        .sort();
      expect(gatedNow).toEqual([...gatedRoutes].sort());
    });

    it('leaves every open route open', () => {
      const open = new Set(openRoutes);
      expect(classified().filter(({ route, gated }) => gated && open.has(route))).toEqual([]);
    });
  });

  describe('the gating matrix', () => {
    /** An agency whose grace period has ended, with its Admin. */
    let pastGrace: Awaited<ReturnType<typeof createOrganization>>;
    let headersOfPastGraceAdmin: Record<string, string>;

    const agent = async (organizationId: number, roleId: (typeof Role)[keyof typeof Role] = Role.User) => {
      const user = await createUser(ctx.db, { organizationId, roleId });
      return { user, headers: await authHeaders(ctx, user) };
    };
    const get = (url: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `${API}${url}`, headers });
    /** A gated route of every role: the caller's to-do list. */
    const gated = (headers: Record<string, string>) => get('/todos', headers);

    beforeAll(async () => {
      pastGrace = await createOrganization(ctx.db);
      await endGracePeriod(ctx.db, pastGrace.id);
      headersOfPastGraceAdmin = (await agent(pastGrace.id, Role.Admin)).headers;
    });

    it('lets a User of an agency in its grace period through', async () => {
      const organization = await createOrganization(ctx.db);
      const { headers } = await agent(organization.id);
      expect((await gated(headers)).statusCode).toBe(200);
      expect((await get('/ad/dashboard/summary', headers)).statusCode).toBe(200);
    });

    it.each<[Language, string]>([
      ['az', 'az'],
      ['en', 'en'],
      ['ru', 'ru'],
    ])(
      'answers a User past the grace period without a subscription 402 on a gated route (%s)',
      async (language) => {
        const { headers } = await agent(pastGrace.id);
        const res = await gated({ ...headers, 'accept-language': language });
        expect(res.statusCode).toBe(402);
        expect(res.json()).toMatchObject({
          code: 'payment_required',
          message: formatMessage(language, 'payment_required'),
        });
        // Every kind of gated route: a search, a statistics figure, a report.
        const search = await ctx.app.inject({
          method: 'POST',
          url: `${API}/ad/table`,
          headers,
          payload: {},
        });
        expect(search.statusCode).toBe(402);
        expect((await get('/ad/dashboard/summary', headers)).statusCode).toBe(402);
      },
    );

    it('keeps the profile, the menu and the plans open to a User who must pay', async () => {
      const { user, headers } = await agent(pastGrace.id);
      const profile = await get('/users/profile', headers);
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ id: user.id, queryLimit: null, queriesUsed: 0 });
      expect((await get('/menus/user-menu', headers)).statusCode).toBe(200);
      expect((await get('/adminplan/plans', headers)).statusCode).toBe(200);
      expect((await get('/cities', headers)).statusCode).toBe(200);
    });

    it('lets a User with a subscription covering today through', async () => {
      const { user, headers } = await agent(pastGrace.id);
      await giveSubscription(ctx.db, user, { from: 0, to: 40 });
      expect((await gated(headers)).statusCode).toBe(200);
    });

    it('counts the last day before endDate and the first day from startDate as covered', async () => {
      const endsTomorrow = await agent(pastGrace.id);
      await giveSubscription(ctx.db, endsTomorrow.user, { from: -39, to: 1 });
      expect((await gated(endsTomorrow.headers)).statusCode).toBe(200);
    });

    it.each<[string, { from: number; to: number; isActive?: boolean }]>([
      ['ended yesterday (its endDate is today)', { from: -40, to: 0 }],
      ['starts tomorrow', { from: 1, to: 41 }],
      ['covers today but is not active (cancelled)', { from: -5, to: 35, isActive: false }],
    ])('answers a User whose only subscription %s 402', async (_name, period) => {
      const { user, headers } = await agent(pastGrace.id);
      await giveSubscription(ctx.db, user, period);
      const res = await gated(headers);
      expect(res.statusCode).toBe(402);
      expect(res.json().code).toBe('payment_required');
    });

    it('does not let one user of the agency pay for another', async () => {
      const paying = await agent(pastGrace.id);
      await giveSubscription(ctx.db, paying.user);
      const other = await agent(pastGrace.id);
      expect((await gated(paying.headers)).statusCode).toBe(200);
      expect((await gated(other.headers)).statusCode).toBe(402);
    });

    it('answers every account of a locked organization 403 organization_locked, paid or not', async () => {
      const organization = await createOrganization(ctx.db);
      const paying = await agent(organization.id);
      await giveSubscription(ctx.db, paying.user);
      const admin = await agent(organization.id, Role.Admin);
      await ctx.db
        .update(organizations)
        .set({ isLocked: true, lockedReason: 'manual' })
        .where(eq(organizations.id, organization.id));
      for (const headers of [paying.headers, admin.headers]) {
        const res = await gated(headers);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('organization_locked');
      }
    });

    it('lets an Admin past the grace period without a subscription through', async () => {
      expect((await gated(headersOfPastGraceAdmin)).statusCode).toBe(200);
      expect((await get('/ad/dashboard/admin/summary', headersOfPastGraceAdmin)).statusCode).toBe(200);
    });

    it('lets a SuperAdmin through, whose organization has no grace period left', async () => {
      const operator = await createOrganization(ctx.db, { name: `Operator ${uniq()}`, isOperator: true });
      await endGracePeriod(ctx.db, operator.id);
      const { headers } = await agent(operator.id, Role.SuperAdmin);
      expect((await gated(headers)).statusCode).toBe(200);
    });

    it('checks the payment in the one session lookup, with an index probe of the subscriptions', async () => {
      const { user } = await agent(pastGrace.id);
      await giveSubscription(ctx.db, user);
      const [session] = await ctx.db
        .select({ id: schema.sessions.id })
        .from(schema.sessions)
        .where(eq(schema.sessions.userId, user.id));
      const captured: { query: string; params: unknown[] }[] = [];
      const db = drizzle(ctx.database.pool, {
        schema,
        casing: 'snake_case',
        logger: { logQuery: (query, params) => captured.push({ query, params }) },
      });
      expect(await findSessionForRequest(db, session!.id)).toMatchObject({
        userId: user.id,
        paymentOk: true,
      });
      expect(captured).toHaveLength(1);
      const client = await ctx.database.pool.connect();
      try {
        // On a few rows the planner would rightly scan: this shows what the indexes serve.
        await client.query('set enable_seqscan = off');
        const plan = await client.query<{ 'QUERY PLAN': string }>(
          `explain ${captured[0]!.query}`,
          captured[0]!.params,
        );
        expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('subscriptions_user_idx');
      } finally {
        await client.query('reset all');
        client.release();
      }
    });

    it('still answers a User without the permission 403 before 402', async () => {
      const { headers } = await agent(pastGrace.id);
      const res = await get('/ad/dashboard/admin/summary', headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    });
  });
});
