import { can, Role, roleIds, type Permission, type RoleId } from '@emlak/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApp } from '../src/app';
import { createDatabase } from '../src/db/client';
import { createTokenService } from '../src/modules/auth/auth.tokens';
import type { RoutePolicyEntry } from '../src/plugins/access-policy';
import {
  authHeaders,
  createTestContext,
  createWorld,
  TEST_JWT_SECRET,
  testConfig,
  type TestContext,
} from './helpers';

/** API routes that declare no access policy: the access-policy plugin refuses them, this names them. */
const routesWithoutPolicy = (app: FastifyInstance) =>
  app.routePolicies
    .filter((route) => route.url.startsWith(API_PREFIX) && !route.policy)
    .map((route) => `${route.method} ${route.url}`);

/** A concrete URL for a route pattern: every path parameter becomes 1, a wildcard a file name. */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'index.html');

const hasBody = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

type PermissionRoute = RoutePolicyEntry & { policy: { permission: Permission } };

describe('route access policies', () => {
  let ctx: TestContext;
  let permissionRoutes: PermissionRoute[];
  let headersOf: Record<RoleId, Record<string, string>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    const world = await createWorld(ctx);
    headersOf = {
      [Role.SuperAdmin]: await authHeaders(ctx, world.superAdmin),
      [Role.Admin]: await authHeaders(ctx, world.adminA),
      [Role.User]: await authHeaders(ctx, world.userA),
    };
    permissionRoutes = ctx.app.routePolicies.filter(
      (route): route is PermissionRoute => !!route.policy && 'permission' in route.policy,
    );
  });
  afterAll(() => ctx.close());

  it('finds a policy on every API route', () => {
    expect(ctx.app.routePolicies.filter((route) => route.url.startsWith(API_PREFIX)).length).toBeGreaterThan(
      5,
    );
    expect(routesWithoutPolicy(ctx.app)).toEqual([]);
  });

  it('reports a route without a policy, and that route answers 403', async () => {
    const database = createDatabase(ctx.config.databaseUrl!, { max: 1 });
    const app = await buildApp({
      config: testConfig({ databaseUrl: ctx.config.databaseUrl }),
      db: database,
      tokens: createTokenService(TEST_JWT_SECRET),
      webDist: null,
      logger: false,
    });
    try {
      await app.register(
        async (api) => {
          api.get('/throwaway', async () => ({ leaked: true }));
        },
        { prefix: API_PREFIX },
      );
      await app.ready();
      expect(routesWithoutPolicy(app)).toEqual([`GET ${API_PREFIX}/throwaway`]);
      const res = await app.inject({
        method: 'GET',
        url: `${API_PREFIX}/throwaway`,
        headers: headersOf[Role.SuperAdmin],
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers every permission route anonymously with 401', async () => {
    expect(permissionRoutes.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const route of permissionRoutes) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        payload: hasBody(route.method) ? {} : undefined,
      });
      if (res.statusCode !== 401 || res.json().code !== 'unauthorized') {
        wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a signed-in role without the permission with 403, before any side effect', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of permissionRoutes) {
      for (const roleId of roleIds.filter((id) => !can(id, route.policy.permission))) {
        checked++;
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: headersOf[roleId],
          payload: hasBody(route.method) ? {} : undefined,
        });
        if (res.statusCode !== 403 || res.json().code !== 'forbidden') {
          wrong.push(`${route.method} ${route.url} as role ${roleId}: ${res.statusCode}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it('never asks for a sign-in on a public route', async () => {
    const wrong: string[] = [];
    for (const route of ctx.app.routePolicies) {
      if (!route.policy || !('public' in route.policy) || !route.url.startsWith(API_PREFIX)) continue;
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        payload: hasBody(route.method) ? {} : undefined,
      });
      if ([401, 403].includes(res.statusCode) && ['unauthorized', 'forbidden'].includes(res.json().code)) {
        wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
