import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../db/client';
import { loginAttempts, refreshTokens, sessions } from '../../db/schema';
import { createOrganization, createTestContext, createUser, type TestContext } from '../../../test/helpers';
import {
  AUTH_RETENTION_DAYS,
  PURGE_BATCH_SIZE,
  purgeAuthRecords,
  startAuthPurgeScheduler,
} from './auth-purge';
import { bearer, getProfile, loginAs, refresh } from './auth.test-support';

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
const OLD = AUTH_RETENTION_DAYS + 5;
const RECENT = AUTH_RETENTION_DAYS - 5;

describe('purge of sign-in records', () => {
  let ctx: TestContext;
  let userId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    userId = (await createUser(ctx.db, { organizationId: (await createOrganization(ctx.db)).id })).id;
  });
  afterAll(() => ctx.close());

  const session = async (values: { expiresDaysAgo: number; revokedDaysAgo?: number }) => {
    const [row] = await ctx.db
      .insert(sessions)
      .values({
        userId,
        deviceId: 'device-old',
        expiresAt: daysAgo(values.expiresDaysAgo),
        revokedAt: values.revokedDaysAgo === undefined ? null : daysAgo(values.revokedDaysAgo),
        revokedReason: values.revokedDaysAgo === undefined ? null : 'logout',
      })
      .returning({ id: sessions.id });
    await ctx.db.insert(refreshTokens).values({
      sessionId: row!.id,
      tokenHash: `hash-${row!.id}`,
      expiresAt: daysAgo(values.expiresDaysAgo),
    });
    return row!.id;
  };

  it('deletes what is past retention in batches, keeps the rest, and the active session goes on', async () => {
    const user = await createUser(ctx.db, { organizationId: (await createOrganization(ctx.db)).id });
    const pair = await loginAs(ctx, user);

    const attempt = (days: number) => ({
      kind: 'login' as const,
      email: 'someone@test.az',
      ip: '10.1.2.3',
      success: false,
      createdAt: daysAgo(days),
    });
    // More old attempts than one batch holds: the purge must loop.
    await ctx.db
      .insert(loginAttempts)
      .values(Array.from({ length: PURGE_BATCH_SIZE + 150 }, () => attempt(OLD)));
    await ctx.db.insert(loginAttempts).values(Array.from({ length: 3 }, () => attempt(RECENT)));

    const gone = [
      await session({ expiresDaysAgo: OLD }),
      // Revoked long ago, though it would still be valid today.
      await session({ expiresDaysAgo: -10, revokedDaysAgo: OLD }),
    ];
    const kept = [
      await session({ expiresDaysAgo: RECENT }),
      await session({ expiresDaysAgo: -10, revokedDaysAgo: RECENT }),
      await session({ expiresDaysAgo: -10 }),
    ];

    const result = await purgeAuthRecords(ctx.db);
    expect(result).toMatchObject({ login_attempts: PURGE_BATCH_SIZE + 150, sessions: 2 });
    // The old sessions' tokens went with them (the expired one's by its own expiry first).
    expect(result!.refresh_tokens).toBeGreaterThanOrEqual(1);

    const attemptsLeft = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginAttempts)
      .where(eq(loginAttempts.email, 'someone@test.az'));
    expect(attemptsLeft[0]!.n).toBe(3);
    const sessionsLeft = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [...gone, ...kept]));
    expect(sessionsLeft.map((s) => s.id).sort()).toEqual([...kept].sort());
    const tokensLeft = await ctx.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(inArray(refreshTokens.sessionId, [...gone, ...kept]));
    expect(tokensLeft.map((t) => t.sessionId).sort()).toEqual([...kept].sort());

    // The signed-in user notices nothing.
    expect((await getProfile(ctx, bearer(pair.accessToken))).statusCode).toBe(200);
    expect((await refresh(ctx, pair.refreshToken)).statusCode).toBe(200);

    // Nothing left to do: a second run deletes nothing.
    expect(await purgeAuthRecords(ctx.db)).toEqual({ refresh_tokens: 0, sessions: 0, login_attempts: 0 });
  });

  it('does nothing while another process holds the purge lock', async () => {
    await session({ expiresDaysAgo: OLD });
    const other = createDatabase(ctx.config.databaseUrl!, { max: 2 });
    try {
      await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7409, 1)`);
        expect(await purgeAuthRecords(other.db)).toBeNull();
      });
    } finally {
      await other.close();
    }
    expect((await purgeAuthRecords(ctx.db))?.sessions).toBe(1);
  });

  it('the scheduler logs a failure without SQL and keeps the process alive', async () => {
    const broken = createDatabase('postgres://nobody:wrong@127.0.0.1:1/none', { max: 1 });
    const log = { info: vi.fn(), error: vi.fn() };
    const scheduler = startAuthPurgeScheduler(broken.db, log, { intervalMs: 60_000 });
    await scheduler.tick();
    await scheduler.stop();
    await broken.close();
    expect(log.error).toHaveBeenCalled();
    expect(JSON.stringify(log.error.mock.calls)).not.toMatch(/select|delete|login_attempts/i);
  });

  it('the scheduler purges at start', async () => {
    await session({ expiresDaysAgo: OLD });
    const log = { info: vi.fn(), error: vi.fn() };
    const scheduler = startAuthPurgeScheduler(ctx.db, log);
    await scheduler.tick();
    await scheduler.stop();
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ sessions: 1 }), 'sign-in records purged');
  });
});
