import { Role } from '@emlak/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations } from '../../db/schema';
import { createOrganization, createTestContext, createUser, type TestContext } from '../../../test/helpers';
import { api, bearer, getProfile, loginAs, refresh } from './auth.test-support';

/** docs/domain.md "Subscriptions": a locked organization's users are kept out until it is unlocked. */
describe('a locked organization', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const login = (email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: api('/accounts/login'),
      headers: { 'accept-language': 'en', 'x-device-id': 'device-a' },
      payload: { userName: email, password },
    });
  const lock = (organizationId: number, values: Partial<typeof organizations.$inferInsert>) =>
    ctx.db.update(organizations).set(values).where(eq(organizations.id, organizationId));

  it.each([
    { name: 'locked', values: { isLocked: true, lockedReason: 'manual' as const } },
    { name: 'deactivated', values: { status: 'deactivated' as const } },
  ])(
    'refuses the sign-in of a $name organization’s users with 403 organization_locked',
    async ({ values }) => {
      const organization = await createOrganization(ctx.db, values);
      for (const roleId of [Role.Admin, Role.User]) {
        const user = await createUser(ctx.db, { organizationId: organization.id, roleId });
        const res = await login(user.email, user.password);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          code: 'organization_locked',
          message: 'Your organization is locked. Contact the administrator.',
        });
        // Told only after the right password.
        expect((await login(user.email, 'Wrong-password-1')).statusCode).toBe(401);
        const [failure] = await ctx.db
          .select({ changes: auditLog.changes })
          .from(auditLog)
          .where(eq(auditLog.entityId, String(user.id)));
        expect(failure?.changes).toEqual({ reason: 'organization_locked' });
      }
    },
  );

  it('refuses the requests and the refresh of a session that was open when the lock came', async () => {
    const organization = await createOrganization(ctx.db);
    const user = await createUser(ctx.db, { organizationId: organization.id });
    const pair = await loginAs(ctx, user);
    expect((await getProfile(ctx, bearer(pair.accessToken))).statusCode).toBe(200);

    // Locked behind the API's back (the lock endpoint also ends the sessions).
    await lock(organization.id, { isLocked: true, lockedReason: 'unpaid_budget' });
    const res = await getProfile(ctx, bearer(pair.accessToken));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('organization_locked');
    const refreshed = await refresh(ctx, pair.refreshToken);
    expect(refreshed.statusCode).toBe(403);
    expect(refreshed.json().code).toBe('organization_locked');

    // Unlocked: the same session and the same refresh token work again.
    await lock(organization.id, { isLocked: false, lockedReason: null });
    expect((await getProfile(ctx, bearer(pair.accessToken))).statusCode).toBe(200);
    expect((await refresh(ctx, pair.refreshToken)).statusCode).toBe(200);
  });

  it('never keeps a SuperAdmin of the operator organization out', async () => {
    const operator = await createOrganization(ctx.db, {
      isOperator: true,
      isLocked: true,
      status: 'deactivated',
    });
    const superAdmin = await createUser(ctx.db, { organizationId: operator.id, roleId: Role.SuperAdmin });
    const pair = await loginAs(ctx, superAdmin);
    expect((await getProfile(ctx, bearer(pair.accessToken))).statusCode).toBe(200);
    expect((await refresh(ctx, pair.refreshToken)).statusCode).toBe(200);
  });
});
