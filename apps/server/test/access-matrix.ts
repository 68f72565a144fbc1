import type { TestContext } from './helpers';
import { authHeaders, type createWorld } from './helpers';

/**
 * The five callers of the access matrix (QUALITY.md): anonymous, an agent (User) of organization
 * A, the Admin of another organization (B), the Admin of the same organization (A) and a
 * SuperAdmin. Records under test belong to organization A.
 */
export const callers = ['anonymous', 'user', 'otherAdmin', 'sameAdmin', 'superAdmin'] as const;
export type Caller = (typeof callers)[number];

export type MatrixRequest = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown };
/** A route, a request builder (called once per caller, so writes get a fresh record) and the status per caller. */
export type MatrixRow = [
  route: string,
  request: () => MatrixRequest | Promise<MatrixRequest>,
  expected: [anonymous: number, user: number, otherAdmin: number, sameAdmin: number, superAdmin: number],
];

export const matrixCases = (rows: MatrixRow[]) =>
  rows.flatMap(([route, request, expected]) =>
    callers.map((caller, index) => ({ route, caller, status: expected[index]!, request })),
  );

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
