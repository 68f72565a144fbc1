import { and, eq } from 'drizzle-orm';
import { TERMS_VERSION } from '@emlak/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import {
  authHeaders,
  createOrganization,
  createTestContext,
  createUser,
  type TestContext,
} from '../../../test/helpers';
import { api, bearer, getProfile, loginAs, refresh } from './auth.test-support';

const NEW_PASSWORD = 'Fresh-password-42';

describe('passwords and terms of a signed-in user', () => {
  let ctx: TestContext;
  let organizationId: number;
  const signIn = async () => {
    const user = await createUser(ctx.db, { organizationId });
    const { accessToken } = await loginAs(ctx, user);
    return { user, headers: bearer(accessToken) };
  };
  const post = (path: string, headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: api(path), headers, payload });

  beforeAll(async () => {
    ctx = await createTestContext();
    organizationId = (await createOrganization(ctx.db)).id;
  });
  afterAll(() => ctx.close());

  describe('change-password', () => {
    it('refuses a wrong current password with a field error', async () => {
      const { headers } = await signIn();
      const res = await post('/accounts/change-password', headers, {
        currentPassword: 'Not-my-password-1',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        errors: { currentPassword: ['The password is incorrect.'] },
      });
    });

    it.each([
      {
        payload: { currentPassword: undefined, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        field: 'currentPassword',
        message: 'currentPassword is required',
      },
      {
        payload: { newPassword: 'short1', confirmPassword: 'short1' },
        field: 'newPassword',
        message: 'newPassword must be at least 8 characters',
      },
      {
        payload: { newPassword: 'lettersonly', confirmPassword: 'lettersonly' },
        field: 'newPassword',
        message: 'Please enter a valid password',
      },
      {
        payload: { newPassword: NEW_PASSWORD, confirmPassword: 'Other-password-1' },
        field: 'confirmPassword',
        message: 'Passwords do not match',
      },
    ])('answers 400 on $field: $message', async ({ payload, field, message }) => {
      const { user, headers } = await signIn();
      const res = await post('/accounts/change-password', headers, {
        currentPassword: user.password,
        ...payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    });

    it("rotates the caller's session, ends the other sessions and swaps the password", async () => {
      const user = await createUser(ctx.db, { organizationId });
      const before = await loginAs(ctx, user);
      const headers = bearer(before.accessToken);
      const elsewhere = await authHeaders(ctx, user, 'device-old');
      const res = await post('/accounts/change-password', headers, {
        currentPassword: user.password,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        deviceId: 'device-a',
      });
      expect(res.statusCode).toBe(200);
      const after = res.json();
      expect(decodeJwt(after.accessToken).sid).toBe(decodeJwt(before.accessToken).sid);

      // The new pair works; the tokens held before the change (in the same second) do not.
      expect((await getProfile(ctx, bearer(after.accessToken))).statusCode).toBe(200);
      const stale = await getProfile(ctx, headers);
      expect(stale.statusCode).toBe(401);
      expect(stale.json().code).toBe('session_revoked');
      const staleRefresh = await refresh(ctx, before.refreshToken);
      expect(staleRefresh.statusCode).toBe(401);
      expect(staleRefresh.json().code).toBe('refresh_invalid');
      // A copy of the old refresh token is unknown, not reuse: it does not end the session.
      expect((await getProfile(ctx, bearer(after.accessToken))).statusCode).toBe(200);
      expect((await refresh(ctx, after.refreshToken)).statusCode).toBe(200);

      const other = await getProfile(ctx, { ...elsewhere, 'accept-language': 'en' });
      expect(other.statusCode).toBe(401);
      expect(other.json().code).toBe('session_revoked');

      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.passwordChangedAt).not.toBeNull();
      const audit = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'auth.password_changed'), eq(auditLog.actorUserId, user.id)));
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);

      await expect(loginAs(ctx, user)).rejects.toThrow(/401/);
      await expect(loginAs(ctx, { email: user.email, password: NEW_PASSWORD })).resolves.toBeTruthy();
    });

    it('counts wrong current passwords against the lock-screen limit', async () => {
      const { user, headers } = await signIn();
      const attempt = (currentPassword: string) =>
        post('/accounts/change-password', headers, {
          currentPassword,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        });
      for (let i = 0; i < 3; i++) expect((await attempt('Not-my-password-1')).statusCode).toBe(400);
      expect((await attempt(user.password)).statusCode).toBe(429);
    });
  });

  describe('verify-password (lock screen)', () => {
    it('answers 204 to the right password and 401 to a wrong one', async () => {
      const { user, headers } = await signIn();
      expect((await post('/accounts/verify-password', headers, { password: user.password })).statusCode).toBe(
        204,
      );
      const wrong = await post('/accounts/verify-password', headers, { password: 'wrong' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'wrong_password', message: 'The password is incorrect.' });
      // A wrong unlock password is not a reason to end the session.
      expect((await getProfile(ctx, headers)).statusCode).toBe(200);
    });

    it('refuses verification after 3 failures, even of the right password', async () => {
      const { user, headers } = await signIn();
      for (let i = 0; i < 3; i++) {
        expect((await post('/accounts/verify-password', headers, { password: 'wrong' })).statusCode).toBe(
          401,
        );
      }
      const res = await post('/accounts/verify-password', headers, { password: user.password });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(200);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(300);
    });

    it('lets exactly 3 of 8 parallel wrong passwords be checked, and refuses the rest with 429', async () => {
      const { headers } = await signIn();
      const results = await Promise.all(
        Array.from({ length: 8 }, () => post('/accounts/verify-password', headers, { password: 'wrong' })),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    });

    it('starts counting afresh after a success', async () => {
      const { user, headers } = await signIn();
      const verify = (password: string) => post('/accounts/verify-password', headers, { password });
      for (let i = 0; i < 2; i++) expect((await verify('wrong')).statusCode).toBe(401);
      expect((await verify(user.password)).statusCode).toBe(204);
      for (let i = 0; i < 2; i++) expect((await verify('wrong')).statusCode).toBe(401);
      expect((await verify(user.password)).statusCode).toBe(204);
    });

    it.each([
      { payload: {}, message: 'Şifrə tələb olunur' },
      { payload: { password: '' }, message: 'Şifrə tələb olunur' },
      { payload: { password: 'ab' }, message: 'Şifrə minimum 3 simvol olmalıdır' },
      { payload: { password: 'a'.repeat(51) }, message: 'Şifrə maksimum 50 simvol ola bilər' },
    ])('answers 400 "$message" to $payload', async ({ payload, message }) => {
      const { headers } = await signIn();
      const res = await post('/accounts/verify-password', { ...headers, 'accept-language': 'az' }, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ password: [message] });
    });

    it('needs a signed-in caller', async () => {
      expect((await post('/accounts/verify-password', {}, { password: 'abc' })).statusCode).toBe(401);
    });
  });

  describe('accept-terms', () => {
    it.each([
      { accepted: true, expectSet: true },
      { accepted: false, expectSet: false },
    ])('records accepted=$accepted', async ({ accepted, expectSet }) => {
      const { headers } = await signIn();
      const res = await post('/accounts/accept-terms', headers, {
        accepted,
        platform: 'web',
        language: 'az',
      });
      expect(res.statusCode).toBe(204);
      const profile = (await getProfile(ctx, headers)).json();
      expect(profile.termsAcceptedAt !== null).toBe(expectSet);
      expect(profile.termsVersion).toBe(expectSet ? TERMS_VERSION : null);
    });

    it('records the current version with the date of acceptance', async () => {
      const { headers } = await signIn();
      const before = Date.now();
      await post('/accounts/accept-terms', headers, { accepted: true });
      const profile = (await getProfile(ctx, headers)).json();
      expect(profile.termsVersion).toBe(TERMS_VERSION);
      const acceptedAt = Date.parse(profile.termsAcceptedAt);
      expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(acceptedAt).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('clears an earlier acceptance when refused', async () => {
      const { headers } = await signIn();
      await post('/accounts/accept-terms', headers, { accepted: true });
      await post('/accounts/accept-terms', headers, { accepted: false });
      const profile = (await getProfile(ctx, headers)).json();
      expect(profile.termsAcceptedAt).toBeNull();
      expect(profile.termsVersion).toBeNull();
    });

    it('audits the change of version', async () => {
      const { user, headers } = await signIn();
      await post('/accounts/accept-terms', headers, { accepted: true });
      const [event] = await ctx.db
        .select({ changes: auditLog.changes })
        .from(auditLog)
        .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'auth.terms_accepted')));
      expect(event?.changes).toMatchObject({ termsVersion: { before: null, after: TERMS_VERSION } });
    });

    it.each([{ payload: {} }, { payload: { accepted: 'yes' } }, { payload: { accepted: true, userId: 1 } }])(
      'answers 400 to $payload',
      async ({ payload }) => {
        const { headers } = await signIn();
        expect((await post('/accounts/accept-terms', headers, payload)).statusCode).toBe(400);
      },
    );
  });
});
