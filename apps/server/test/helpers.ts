import { randomBytes } from 'node:crypto';
import { Role, type RoleId } from '@emlak/contracts';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { API_PREFIX, buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, type Database, type Db } from '../src/db/client';
import { auditLog, organizations, sessions, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { createTokenService } from '../src/modules/auth/auth.tokens';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_PASSWORD = 'Test12345!';

const databaseUrl = (name: string) => {
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${name}`;
  return url.toString();
};

/** A fresh database for one test file, copied from the migrated, reference-seeded template. */
export const createTestDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `test_${inject('templateDatabase').split('_').at(-1)}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  await admin.end();
  return {
    url: databaseUrl(name),
    drop: async () => {
      const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent-test-data-dir' }),
  jwtSecret: TEST_JWT_SECRET,
  ...overrides,
});

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

/** The real app on a real, migrated PostgreSQL database of its own. */
export const createTestContext = async (
  options: { config?: Partial<Config>; webDist?: string | null } = {},
): Promise<TestContext> => {
  const { url, drop } = await createTestDatabase();
  const database = createDatabase(url, { max: 5 });
  const config = testConfig({ databaseUrl: url, ...options.config });
  const app = await buildApp({
    config,
    db: database,
    tokens: createTokenService(TEST_JWT_SECRET),
    webDist: options.webDist ?? null,
    logger: false,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
};

let passwordHash: Promise<string> | undefined;
const uniq = () => randomBytes(4).toString('hex');

export const createOrganization = async (db: Db, values: Partial<typeof organizations.$inferInsert> = {}) => {
  const [row] = await db
    .insert(organizations)
    .values({
      name: `Agency ${uniq()}`,
      gracePeriodEnd: new Date(Date.now() + 35 * 24 * 3600 * 1000),
      ...values,
    })
    .returning();
  return row!;
};

export const createUser = async (
  db: Db,
  values: {
    organizationId: number;
    roleId?: RoleId;
    email?: string;
    password?: string;
    status?: 'active' | 'locked';
  },
) => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = values.email ?? `user-${uniq()}@test.az`;
  const [row] = await db
    .insert(users)
    .values({
      organizationId: values.organizationId,
      roleId: values.roleId ?? Role.User,
      email,
      name: `Test ${email.split('@')[0]}`,
      firstName: 'Test',
      lastName: email.split('@')[0] ?? 'User',
      passwordHash: values.password ? await hashPassword(values.password) : await passwordHash,
      status: values.status ?? 'active',
    })
    .returning();
  return { ...row!, password: values.password ?? TEST_PASSWORD };
};

/**
 * Signs a user in without the login endpoint: a session row and an access token, as the
 * login would make them. For tests of other modules; the auth tests use the real login.
 */
export const authHeaders = async (
  ctx: TestContext,
  user: { id: number; roleId: number; name: string },
  deviceId = `device-${uniq()}`,
): Promise<Record<string, string>> => {
  const [session] = await ctx.db
    .insert(sessions)
    .values({ userId: user.id, deviceId, expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000) })
    .returning();
  const token = await createTokenService(TEST_JWT_SECRET).signAccess({
    userId: user.id,
    roleId: user.roleId,
    fullName: user.name,
    sessionId: session!.id,
  });
  return { authorization: `Bearer ${token}`, 'x-device-id': deviceId, 'device-id': deviceId };
};

/** A small world: two agencies (admin and agent each) and an operator SuperAdmin. */
export const createWorld = async (ctx: TestContext) => {
  const operator = await createOrganization(ctx.db, { name: `Operator ${uniq()}`, isOperator: true });
  const orgA = await createOrganization(ctx.db);
  const orgB = await createOrganization(ctx.db);
  const superAdmin = await createUser(ctx.db, { organizationId: operator.id, roleId: Role.SuperAdmin });
  const adminA = await createUser(ctx.db, { organizationId: orgA.id, roleId: Role.Admin });
  const userA = await createUser(ctx.db, { organizationId: orgA.id, roleId: Role.User });
  const adminB = await createUser(ctx.db, { organizationId: orgB.id, roleId: Role.Admin });
  const userB = await createUser(ctx.db, { organizationId: orgB.id, roleId: Role.User });
  return { operator, orgA, orgB, superAdmin, adminA, userA, adminB, userB };
};

/** The API prefix, so that a test names a route as the route file does. */
export const API = API_PREFIX;

/** The world of createWorld plus headers for each of its accounts. */
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
