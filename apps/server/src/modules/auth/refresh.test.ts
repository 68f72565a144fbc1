import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, refreshTokens, sessions, users } from '../../db/schema';
import { createOrganization, createTestContext, createUser, type TestContext } from '../../../test/helpers';
import { hashRefreshToken } from './auth.tokens';
import { api, bearer, getProfile, loginAs, refresh } from './auth.test-support';

describe('refresh tokens', () => {
  let ctx: TestContext;
  let organizationId: number;
  const signIn = async () => {
    const user = await createUser(ctx.db, { organizationId });
    return { user, ...(await loginAs(ctx, user)) };
  };
  const sessionOf = async (accessToken: string) => {
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(decodeJwt(accessToken).sid)));
    return row!;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    organizationId = (await createOrganization(ctx.db)).id;
  });
  afterAll(() => ctx.close());

  it('rotates: a new pair for the same session, with the same absolute expiry', async () => {
    const first = await signIn();
    const res = await refresh(ctx, first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.accessToken).sid).toBe(decodeJwt(first.accessToken).sid);
    expect((await getProfile(ctx, bearer(second.accessToken))).statusCode).toBe(200);

    const session = await sessionOf(first.accessToken);
    const [row] = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(second.refreshToken)));
    expect(row!.expiresAt.getTime()).toBe(session.expiresAt.getTime());
    expect((await refresh(ctx, second.refreshToken)).statusCode).toBe(200);
  });

  it('accepts the spec payload with the old access token in `token` and client fields', async () => {
    const first = await signIn();
    const res = await ctx.app.inject({
      method: 'POST',
      url: api('/accounts/refresh-token'),
      payload: {
        refreshToken: first.refreshToken,
        token: first.accessToken,
        deviceId: 'device-a',
        platform: 'web',
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const first = await signIn();
    const second = (await refresh(ctx, first.refreshToken)).json();

    const reuse = await refresh(ctx, first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('refresh_invalid');

    const afterReuse = await getProfile(ctx, bearer(second.accessToken));
    expect(afterReuse.statusCode).toBe(401);
    expect(afterReuse.json().code).toBe('session_revoked');
    expect((await refresh(ctx, second.refreshToken)).statusCode).toBe(401);

    const session = await sessionOf(first.accessToken);
    expect(session.revokedReason).toBe('refresh_reuse');
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.refresh_reuse'), eq(auditLog.entityId, session.id)));
    expect(audit).toHaveLength(1);
  });

  it('lets exactly one of two concurrent refreshes with the same token succeed', async () => {
    const first = await signIn();
    const results = await Promise.all([refresh(ctx, first.refreshToken), refresh(ctx, first.refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('keeps the token usable when issuing the new pair fails after the claim', async () => {
    const first = await signIn();
    // The failure comes after the claim and after the new refresh token's row: signing the
    // access token is the issuing step's last part.
    const signAccess = vi
      .spyOn(ctx.app.deps.tokens, 'signAccess')
      .mockRejectedValueOnce(new Error('simulated signing failure'));
    try {
      expect((await refresh(ctx, first.refreshToken)).statusCode).toBe(500);
    } finally {
      signAccess.mockRestore();
    }
    const [row] = await ctx.db
      .select({ usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(first.refreshToken)));
    expect(row!.usedAt).toBeNull();
    const tokens = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, String(decodeJwt(first.accessToken).sid)));
    expect(tokens).toHaveLength(1); // the failed attempt's new token was rolled back too

    // Neither burnt nor taken for reuse: the retry rotates and the session lives on.
    const retry = await refresh(ctx, first.refreshToken);
    expect(retry.statusCode).toBe(200);
    expect((await getProfile(ctx, bearer(retry.json().accessToken))).statusCode).toBe(200);
    expect((await sessionOf(first.accessToken)).revokedAt).toBeNull();
  });

  it('lets exactly one of five concurrent refreshes with the same token succeed', async () => {
    const first = await signIn();
    const results = await Promise.all(Array.from({ length: 5 }, () => refresh(ctx, first.refreshToken)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(4);
  });

  it.each([
    { name: 'an unknown token', setup: async () => 'x'.repeat(43) },
    {
      name: 'an expired token',
      setup: async () => {
        const { refreshToken } = await signIn();
        await ctx.db
          .update(refreshTokens)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
        return refreshToken;
      },
    },
    {
      name: 'a session past its absolute expiry',
      setup: async () => {
        const { accessToken, refreshToken } = await signIn();
        await ctx.db
          .update(sessions)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(sessions.id, String(decodeJwt(accessToken).sid)));
        return refreshToken;
      },
    },
    {
      name: 'a locked user',
      setup: async () => {
        const { user, refreshToken } = await signIn();
        await ctx.db.update(users).set({ status: 'locked' }).where(eq(users.id, user.id));
        return refreshToken;
      },
    },
  ])('refuses $name with 401 refresh_invalid', async ({ setup }) => {
    const res = await refresh(ctx, await setup());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'refresh_invalid', message: 'Session expired, log in again!' });
  });

  it.each([
    { payload: {}, errors: { refreshToken: ['refreshToken is required'] } },
    { payload: { refreshToken: '' }, errors: { refreshToken: ['refreshToken is required'] } },
    { payload: { refreshToken: 'a', userId: 1 }, errors: { userId: ['Unknown field: userId'] } },
  ])('answers 400 for $payload', async ({ payload, errors }) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: api('/accounts/refresh-token'),
      headers: { 'accept-language': 'en' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });
});
