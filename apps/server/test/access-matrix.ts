import { Role } from '@emlak/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  authHeaders,
  createOrganization,
  createSignedInWorld,
  createTestContext,
  createUser,
  type createWorld,
  type SignedInWorld,
  type TestContext,
} from './helpers';

/**
 * The access matrix (docs/quality.md): each route, called by each of five callers, answers what
 * the permission map (packages/contracts/src/permissions.ts) and the organization scope say.
 * The callers are anonymous, an agent (User) of the record's organization, the Admin of another
 * organization, the Admin of the record's organization and a SuperAdmin. The record's
 * organization is organization A of test/helpers.ts's world, or a fresh agency per call
 * (createAgency) when a call changes what the next caller would see.
 */
export const callers = ['anonymous', 'user', 'otherAdmin', 'sameAdmin', 'superAdmin'] as const;
export type Caller = (typeof callers)[number];

/** The status each caller gets, in the order of `callers`. */
export type Expected = [
  anonymous: number,
  user: number,
  otherAdmin: number,
  sameAdmin: number,
  superAdmin: number,
];

export type MatrixRequest = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown };
/**
 * A route, a request builder (called once per caller, so writes get a fresh record; given the
 * caller's agency when the test makes one per call) and the status per caller.
 */
export type MatrixRow<TAgency = void> = [
  route: string,
  request: (agency: TAgency) => MatrixRequest | Promise<MatrixRequest>,
  expected: Expected,
];

/** One test case per route and caller, for `it.each`. */
export const matrixCases = <TAgency = void>(rows: MatrixRow<TAgency>[]) =>
  rows.flatMap(([route, request, expected]) =>
    callers.map((caller, index) => ({ route, caller, status: expected[index]!, request })),
  );

/** Headers of each caller towards organization A of the world. */
export const callerHeaders = async (
  ctx: TestContext,
  world: Awaited<ReturnType<typeof createWorld>>,
): Promise<Record<Caller, Record<string, string>>> => ({
  anonymous: {},
  user: await authHeaders(ctx, world.userA),
  otherAdmin: await authHeaders(ctx, world.adminB),
  sameAdmin: await authHeaders(ctx, world.adminA),
  superAdmin: await authHeaders(ctx, world.superAdmin),
});

/** A fresh agency with its Admin, an agent who calls, and an agent to act on. */
export const createAgency = async (ctx: TestContext) => {
  const organization = await createOrganization(ctx.db);
  const admin = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.Admin });
  const agent = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.User });
  const target = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.User });
  return { organization, admin, agent, target };
};
export type Agency = Awaited<ReturnType<typeof createAgency>>;

/** Headers of `caller` towards `agency`: the other Admin is the world's adminB, who never belongs to it. */
export const agencyHeaders = async (
  ctx: TestContext,
  world: SignedInWorld,
  agency: Agency,
  caller: Caller,
): Promise<Record<string, string>> => {
  switch (caller) {
    case 'anonymous':
      return {};
    case 'user':
      return authHeaders(ctx, agency.agent);
    case 'otherAdmin':
      return world.as.adminB;
    case 'sameAdmin':
      return authHeaders(ctx, agency.admin);
    case 'superAdmin':
      return world.as.superAdmin;
  }
};

/**
 * A whole matrix on a fresh agency per call, for routes whose calls change or remove the record
 * (a lock, a delete): each caller meets the record as the rows describe it.
 */
export const describeAgencyMatrix = (name: string, rows: MatrixRow<Agency>[]) =>
  describe(name, () => {
    let ctx: TestContext;
    let world: SignedInWorld;

    beforeAll(async () => {
      ctx = await createTestContext();
      world = await createSignedInWorld(ctx);
    });
    afterAll(() => ctx.close());

    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const agency = await createAgency(ctx);
      const { method, url, payload } = await request(agency);
      const res = await ctx.app.inject({
        method,
        url: `${API}${url}`,
        headers: await agencyHeaders(ctx, world, agency, caller),
        payload: payload as never,
      });
      expect(res.statusCode, res.body).toBe(status);
    });
  });
