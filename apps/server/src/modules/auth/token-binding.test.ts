import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createTestContext, createUser, type TestContext } from '../../../test/helpers';
import { api, getProfile, loginAs, refresh } from './auth.test-support';

/** A token works only from the device its session was signed in on (docs/decisions.md). */
describe('tokens bound to their device', () => {
  let ctx: TestContext;
  let organizationId: number;
  const withDevice = (accessToken: string, deviceId: string | null) => ({
    authorization: `Bearer ${accessToken}`,
    'accept-language': 'en',
    ...(deviceId === null ? {} : { 'x-device-id': deviceId }),
  });
  const refreshFrom = (refreshToken: string, deviceId: string | null) =>
    ctx.app.inject({
      method: 'POST',
      url: api('/accounts/refresh-token'),
      headers: { 'accept-language': 'en', ...(deviceId === null ? {} : { 'x-device-id': deviceId }) },
      payload: { refreshToken },
    });
  /** A curl-style login: no device id anywhere. */
  const anonymousLogin = async (user: { email: string; password: string }) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: api('/accounts/login'),
      payload: { userName: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { accessToken: string; refreshToken: string };
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    organizationId = (await createOrganization(ctx.db)).id;
  });
  afterAll(() => ctx.close());

  it.each([
    { name: 'another device id', deviceId: 'device-b' },
    { name: 'no device id', deviceId: null },
    { name: 'a device id with a NUL (ignored, so none)', deviceId: 'device-a\u0000' },
  ])('refuses an access token of a device-a session sent with $name', async ({ deviceId }) => {
    const user = await createUser(ctx.db, { organizationId });
    const { accessToken } = await loginAs(ctx, user, 'device-a');
    const res = await getProfile(ctx, withDevice(accessToken, deviceId));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_invalid' });
    // The owner's own calls are not affected.
    expect((await getProfile(ctx, withDevice(accessToken, 'device-a'))).statusCode).toBe(200);
  });

  it.each([
    { name: 'another device id', deviceId: 'device-b' },
    { name: 'no device id', deviceId: null },
  ])(
    'refuses a refresh token of a device-a session sent with $name, without burning it',
    async ({ deviceId }) => {
      const user = await createUser(ctx.db, { organizationId });
      const { refreshToken } = await loginAs(ctx, user, 'device-a');
      const res = await refreshFrom(refreshToken, deviceId);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'token_invalid' });
      expect((await refresh(ctx, refreshToken, 'device-a')).statusCode).toBe(200);
    },
  );

  it('keeps a session signed in without a device id working without one, and only so', async () => {
    const user = await createUser(ctx.db, { organizationId });
    const pair = await anonymousLogin(user);
    expect((await getProfile(ctx, withDevice(pair.accessToken, null))).statusCode).toBe(200);
    expect((await getProfile(ctx, withDevice(pair.accessToken, 'device-a'))).statusCode).toBe(401);
    expect((await refreshFrom(pair.refreshToken, 'device-a')).statusCode).toBe(401);
    const rotated = await refreshFrom(pair.refreshToken, null);
    expect(rotated.statusCode).toBe(200);
    expect((await getProfile(ctx, withDevice(rotated.json().accessToken, null))).statusCode).toBe(200);
  });
});
