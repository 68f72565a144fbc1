import { Role } from '@emlak/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { auditLog, sessions } from '../../db/schema';
import {
  authHeaders,
  createOrganization,
  createUser,
  createWorld,
  type TestContext,
} from '../../../test/helpers';

export const API = '/api/v1';

/** The five callers of the access matrix (DOMAIN.md "Permission matrix"). */
export const callers = ['anonymous', 'user', 'otherAdmin', 'sameAdmin', 'superAdmin'] as const;
export type Caller = (typeof callers)[number];

/** A fresh agency with its Admin, an agent who calls, and an agent to act on. */
export const createAgency = async (ctx: TestContext) => {
  const organization = await createOrganization(ctx.db);
  const admin = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.Admin });
  const agent = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.User });
  const target = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.User });
  return { organization, admin, agent, target };
};
export type Agency = Awaited<ReturnType<typeof createAgency>>;

/** The world of test/helpers.ts plus headers for each of its accounts. */
export const createSignedInWorld = async (ctx: TestContext) => {
  const world = await createWorld(ctx);
  return {
    ...world,
    as: {
      superAdmin: await authHeaders(ctx, world.superAdmin),
      adminA: await authHeaders(ctx, world.adminA),
      userA: await authHeaders(ctx, world.userA),
      adminB: await authHeaders(ctx, world.adminB),
      userB: await authHeaders(ctx, world.userB),
    },
  };
};
export type SignedInWorld = Awaited<ReturnType<typeof createSignedInWorld>>;

/** Headers of `caller` towards `agency`: the other Admin is orgB's, who never belongs to it. */
export const headersFor = async (
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

export const activeSessionCount = async (ctx: TestContext, userId: number) =>
  (
    await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  ).length;

export const auditEntriesOf = (ctx: TestContext, entity: string, entityId: number) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
