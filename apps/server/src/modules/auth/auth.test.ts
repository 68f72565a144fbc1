import { Role } from '@emlak/contracts';
import { and, eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refreshTokens, sessions, users } from '../../db/schema';
import { createOrganization, createTestContext, createUser, type TestContext } from '../../../test/helpers';
import { revokeUserSessions } from './auth.repository';
import { hashRefreshToken, TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth.tokens';
import { api, bearer, getProfile, loginAs, refresh } from './auth.test-support';

const OTHER_DEVICE_EN =
  'Your profile was accessed from another device. If this was not you, contact the organizers.';

describe('auth', () => {
  let ctx: TestContext;
  let organizationId: number;
  const newUser = (values: { status?: 'locked'; roleId?: 1 | 2 | 3 } = {}) =>
    createUser(ctx.db, { organizationId, ...values });
  const postLogin = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: api('/accounts/login'), headers, payload: payload as object });

  beforeAll(async () => {
    ctx = await createTestContext();
    organizationId = (await createOrganization(ctx.db)).id;
  });
  afterAll(() => ctx.close());

  describe('login', () => {
    it('issues an access token with the spec claims and a session bound to the device', async () => {
      const user = await newUser({ roleId: Role.Admin });
      const res = await postLogin(
        { userName: user.email, password: user.password },
        { 'x-device-id': 'laptop-1', 'user-agent': 'vitest-agent' },
      );
      expect(res.statusCode).toBe(200);
      const { accessToken, refreshToken } = res.json();

      expect(decodeProtectedHeader(accessToken)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
      const claims = decodeJwt(accessToken);
      expect(claims).toMatchObject({
        UserId: String(user.id),
        FullName: user.name,
        RoleId: String(Role.Admin),
        iss: TOKEN_ISSUER,
        aud: TOKEN_AUDIENCE,
      });
      expect(claims.UserId).toMatch(/^\d+$/);
      // iat (and so exp) carry milliseconds: see signAccess.
      expect(claims.exp! - claims.iat!).toBeCloseTo(3600, 3);
      expect(claims.nbf).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));

      const [session] = await ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, String(claims.sid)));
      expect(session).toMatchObject({ userId: user.id, deviceId: 'laptop-1', userAgent: 'vitest-agent' });
      expect(session!.ip).toBe('127.0.0.1');
      const days = (session!.expiresAt.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);

      const [stored] = await ctx.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.sessionId, session!.id));
      expect(stored!.tokenHash).toBe(hashRefreshToken(refreshToken));
      expect(stored!.tokenHash).not.toContain(refreshToken);
      expect(stored!.expiresAt.getTime()).toBe(session!.expiresAt.getTime());

      const [after] = await ctx.db
        .select({ lastLoginAt: users.lastLoginAt })
        .from(users)
        .where(eq(users.id, user.id));
      expect(after!.lastLoginAt).not.toBeNull();
      const audit = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'auth.login')));
      expect(audit).toEqual([expect.objectContaining({ organizationId, entityId: session!.id })]);

      expect((await getProfile(ctx, bearer(accessToken, 'laptop-1'))).statusCode).toBe(200);
    });

    it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
      const user = await newUser();
      const res = await postLogin({ userName: `  ${user.email.toUpperCase()} `, password: user.password });
      expect(res.statusCode).toBe(200);
    });

    it('accepts a login without a device id (curl) and binds the session to a generated one', async () => {
      const user = await newUser();
      const { accessToken } = (await postLogin({ userName: user.email, password: user.password })).json();
      const [session] = await ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, String(decodeJwt(accessToken).sid)));
      expect(session!.deviceId).toMatch(/^anonymous-/);
    });

    it('takes the device id and other client fields from the body and strips them before validation', async () => {
      const user = await newUser();
      const res = await postLogin({
        userName: user.email,
        password: user.password,
        deviceId: 'body-device',
        userAgent: 'web',
        platform: 'Linux',
        language: 'az',
      });
      expect(res.statusCode).toBe(200);
      const [session] = await ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, String(decodeJwt(res.json().accessToken).sid)));
      expect(session!.deviceId).toBe('body-device');
    });

    it.each([
      { name: 'a wrong password', status: undefined, wrong: true, code: 'invalid_credentials', http: 401 },
      { name: 'an unknown e-mail', status: undefined, unknown: true, code: 'invalid_credentials', http: 401 },
      {
        name: 'a locked user with the right password',
        status: 'locked' as const,
        code: 'user_locked',
        http: 403,
      },
      {
        name: 'a locked user with a wrong password',
        status: 'locked' as const,
        wrong: true,
        code: 'invalid_credentials',
        http: 401,
      },
    ])('refuses $name with $http $code', async ({ status, wrong, unknown, code, http }) => {
      const user = await newUser({ status });
      const res = await postLogin(
        {
          userName: unknown ? `nobody-${user.id}@test.az` : user.email,
          password: wrong ? 'Wrong-password-1' : user.password,
        },
        { 'accept-language': 'en' },
      );
      expect(res.statusCode).toBe(http);
      expect(res.json()).toMatchObject({ status: http, code });
      if (code === 'invalid_credentials')
        expect(res.json().message).toBe('The e-mail or password is incorrect.');

      const failures = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'auth.login_failed'), eq(auditLog.requestId, res.json().requestId)));
      expect(failures).toHaveLength(1);
      expect(failures[0]!.organizationId).toBe(unknown ? null : organizationId);
      expect(JSON.stringify(failures[0])).not.toContain('Wrong-password-1');
      expect(JSON.stringify(failures[0])).not.toContain(user.password);
    });

    it.each([
      { language: 'en', payload: { password: 'x' }, errors: { userName: ['userName is required'] } },
      { language: 'az', payload: { password: 'x' }, errors: { userName: ['userName tələb olunur'] } },
      {
        language: 'en',
        payload: { userName: '   ', password: 'x' },
        errors: { userName: ['userName is required'] },
      },
      {
        language: 'en',
        payload: {},
        errors: { userName: ['userName is required'], password: ['password is required'] },
      },
      {
        language: 'en',
        payload: { userName: 'a@b.az', password: 'x', roleId: 2 },
        errors: { roleId: ['Unknown field: roleId'] },
      },
      {
        language: 'en',
        payload: { userName: 5, password: 'x' },
        errors: { userName: ['userName has the wrong type'] },
      },
    ])('answers 400 with field errors for $payload ($language)', async ({ language, payload, errors }) => {
      const res = await postLogin(payload, { 'accept-language': language });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors });
    });
  });

  describe('one device per user', () => {
    it('makes the first device answer 403 other_device after a login from a second device', async () => {
      const user = await newUser();
      const first = await loginAs(ctx, user, 'device-a');
      const second = await loginAs(ctx, user, 'device-b');

      const res = await getProfile(ctx, bearer(first.accessToken, 'device-a'));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'other_device', message: OTHER_DEVICE_EN });
      expect((await getProfile(ctx, bearer(second.accessToken, 'device-b'))).statusCode).toBe(200);

      // The first device's refresh token is unused, so it learns why rather than a bare 401.
      const refreshed = await refresh(ctx, first.refreshToken);
      expect(refreshed.statusCode).toBe(403);
      expect(refreshed.json().code).toBe('other_device');
      expect((await getProfile(ctx, bearer(second.accessToken, 'device-b'))).statusCode).toBe(200);
    });

    it('replaces the session of the same device without calling it a takeover', async () => {
      const user = await newUser();
      const first = await loginAs(ctx, user, 'device-a');
      const second = await loginAs(ctx, user, 'device-a');
      const res = await getProfile(ctx, bearer(first.accessToken));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('session_revoked');
      expect((await getProfile(ctx, bearer(second.accessToken))).statusCode).toBe(200);
    });

    it('keeps one active session when two devices sign in at the same moment', async () => {
      const user = await newUser();
      await Promise.all([loginAs(ctx, user, 'device-a'), loginAs(ctx, user, 'device-b')]);
      const active = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(active.filter((s) => s.revokedAt === null)).toHaveLength(1);
    });
  });

  describe('logout', () => {
    it('ends the session: the access token and the refresh token stop working', async () => {
      const user = await newUser();
      const pair = await loginAs(ctx, user);
      const res = await ctx.app.inject({
        method: 'POST',
        url: api('/auth/logout'),
        headers: bearer(pair.accessToken),
        payload: { deviceId: 'device-a', platform: 'web' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');

      const after = await getProfile(ctx, bearer(pair.accessToken));
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('session_revoked');
      expect((await refresh(ctx, pair.refreshToken)).statusCode).toBe(401);
    });

    it('needs a signed-in caller', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: api('/auth/logout') });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('revokeUserSessions', () => {
    it('ends every session of the user, as locking a user does', async () => {
      const user = await newUser();
      const pair = await loginAs(ctx, user);
      expect(await revokeUserSessions(ctx.db, user.id, 'user_locked')).toBe(1);
      const res = await getProfile(ctx, bearer(pair.accessToken));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('session_revoked');
      expect((await refresh(ctx, pair.refreshToken)).statusCode).toBe(401);
    });
  });
});
