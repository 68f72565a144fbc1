import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import {
  API,
  callers,
  createAgency,
  createSignedInWorld,
  headersFor,
  type Agency,
  type Caller,
  type SignedInWorld,
} from '../users/users.test-support';

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (agency: Agency) => string;
  body?: (agency: Agency) => unknown;
  expected: Record<Caller, number>;
};

const anyAdmin = { anonymous: 401, user: 403, otherAdmin: 200, sameAdmin: 200, superAdmin: 200 };
const ownOnly = { anonymous: 401, user: 403, otherAdmin: 404, sameAdmin: 200, superAdmin: 200 };
const superAdminOnly = (status: number) => ({
  anonymous: 401,
  user: 403,
  otherAdmin: 403,
  sameAdmin: 403,
  superAdmin: status,
});

/** Every organizations route, on a fresh agency per call (DOMAIN.md "Permission matrix"). */
const routes: Route[] = [
  { method: 'GET', path: () => '/organizations', expected: anyAdmin },
  { method: 'POST', path: () => '/organizations/table', body: () => ({}), expected: anyAdmin },
  { method: 'GET', path: () => '/organizations/dropdown', expected: anyAdmin },
  { method: 'GET', path: (a) => `/organizations/${a.organization.id}`, expected: ownOnly },
  { method: 'GET', path: (a) => `/organizations/${a.organization.id}/users`, expected: ownOnly },
  {
    method: 'POST',
    path: () => '/organizations',
    body: () => ({ name: 'Matrix Agency' }),
    expected: superAdminOnly(201),
  },
  {
    method: 'PUT',
    path: (a) => `/organizations/${a.organization.id}`,
    body: (a) => ({ name: 'Renamed', isContactEnabled: false, version: a.organization.version }),
    expected: ownOnly,
  },
  // It has users: a SuperAdmin passes the policy and meets the in-use rule.
  { method: 'DELETE', path: (a) => `/organizations/${a.organization.id}`, expected: superAdminOnly(409) },
  { method: 'POST', path: (a) => `/organizations/${a.organization.id}/lock`, expected: superAdminOnly(200) },
  {
    method: 'POST',
    path: (a) => `/organizations/${a.organization.id}/unlock`,
    expected: superAdminOnly(200),
  },
];

describe('organizations access matrix', () => {
  let ctx: TestContext;
  let world: SignedInWorld;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createSignedInWorld(ctx);
  });
  afterAll(() => ctx.close());

  const cases = routes.flatMap((route) =>
    callers.map((caller) => ({
      ...route,
      label: `${route.method} ${route.path({ organization: { id: ':id' } } as never)}`,
      caller,
      status: route.expected[caller],
    })),
  );

  it.each(cases)('$label as $caller → $status', async ({ method, path, body, caller, status }) => {
    const agency = await createAgency(ctx);
    const res = await ctx.app.inject({
      method,
      url: `${API}${path(agency)}`,
      headers: await headersFor(ctx, world, agency, caller),
      payload: body?.(agency) as never,
    });
    expect(res.statusCode, res.body).toBe(status);
  });
});
