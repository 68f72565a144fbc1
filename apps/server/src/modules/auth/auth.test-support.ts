import type { TokenPair } from '@emlak/contracts';
import type { TestContext } from '../../../test/helpers';

/** Shared by the auth and profile test files: the real endpoints, no shortcuts. */
export const api = (path: string) => `/api/v1${path}`;

export const loginAs = async (
  ctx: TestContext,
  user: { email: string; password: string },
  deviceId = 'device-a',
): Promise<TokenPair> => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: api('/accounts/login'),
    headers: { 'x-device-id': deviceId },
    payload: { userName: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json();
};

export const bearer = (accessToken: string, deviceId = 'device-a') => ({
  authorization: `Bearer ${accessToken}`,
  'x-device-id': deviceId,
  'accept-language': 'en',
});

export const getProfile = (ctx: TestContext, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: api('/users/profile'), headers });

/** From the device loginAs signs in on by default: a refresh token works only from its device. */
export const refresh = (ctx: TestContext, refreshToken: string, deviceId = 'device-a') =>
  ctx.app.inject({
    method: 'POST',
    url: api('/accounts/refresh-token'),
    headers: { 'accept-language': 'en', 'x-device-id': deviceId },
    payload: { refreshToken },
  });
