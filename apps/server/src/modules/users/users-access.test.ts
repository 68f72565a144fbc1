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
} from './users.test-support';

type Route = {
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (agency: Agency) => string;
  body?: (agency: Agency) => unknown;
  expected: Record<Caller, number>;
};

const anyAdmin = { anonymous: 401, user: 403, otherAdmin: 200, sameAdmin: 200, superAdmin: 200 };
const ownOnly = (status: number) => ({
  anonymous: 401,
  user: 403,
  otherAdmin: 404,
  sameAdmin: status,
  superAdmin: status,
});
let serial = 0;
const password = 'Matrix12345';

/** Every users route, acting on an agent of a fresh agency per call. */
const routes: Route[] = [
  {
    label: 'POST /users/table',
    method: 'POST',
    path: () => '/users/table',
    body: () => ({}),
    expected: anyAdmin,
  },
  { label: 'GET /users/dropdown', method: 'GET', path: () => '/users/dropdown', expected: anyAdmin },
  { label: 'GET /users/organization', method: 'GET', path: () => '/users/organization', expected: anyAdmin },
  { label: 'GET /users/:id', method: 'GET', path: (a) => `/users/${a.target.id}`, expected: ownOnly(200) },
  {
    label: 'POST /users',
    method: 'POST',
    path: () => '/users',
    body: (a) => ({
      firstName: 'Matrix',
      lastName: 'Agent',
      email: `matrix-${++serial}@test.az`,
      password,
      confirmPassword: password,
      organizationId: a.organization.id,
      roleId: 3,
    }),
    // The other Admin names an organization not their own: 403 rather than 404, since the
    // organization id is the caller's own input, not a record they asked to see.
    expected: { anonymous: 401, user: 403, otherAdmin: 403, sameAdmin: 201, superAdmin: 201 },
  },
  {
    label: 'PUT /users/:id',
    method: 'PUT',
    path: (a) => `/users/${a.target.id}`,
    body: (a) => ({
      firstName: 'Renamed',
      lastName: 'Agent',
      email: a.target.email,
      organizationId: a.organization.id,
      roleId: 3,
      version: a.target.version,
    }),
    expected: ownOnly(200),
  },
  {
    label: 'DELETE /users/:id',
    method: 'DELETE',
    path: (a) => `/users/${a.target.id}`,
    expected: ownOnly(204),
  },
  {
    label: 'POST /users/:id/lock',
    method: 'POST',
    path: (a) => `/users/${a.target.id}/lock`,
    expected: ownOnly(200),
  },
  {
    label: 'POST /users/:id/unlock',
    method: 'POST',
    path: (a) => `/users/${a.target.id}/unlock`,
    expected: ownOnly(200),
  },
  {
    label: 'POST /users/:id/reset-password',
    method: 'POST',
    path: (a) => `/users/${a.target.id}/reset-password`,
    body: () => ({ newPassword: password, confirmPassword: password }),
    expected: ownOnly(204),
  },
];

describe('users access matrix', () => {
  let ctx: TestContext;
  let world: SignedInWorld;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createSignedInWorld(ctx);
  });
  afterAll(() => ctx.close());

  const cases = routes.flatMap((route) =>
    callers.map((caller) => ({ ...route, caller, status: route.expected[caller] })),
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
