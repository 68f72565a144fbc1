import { describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, setCookie } from './cookies';
import { restoreSession, startSession } from './session';
import { testAccessToken } from './test-token';

const restoredFrom = (cookies: Record<string, string>) => {
  for (const [name, value] of Object.entries(cookies)) setCookie(name, value, 60);
  const store = createStore();
  restoreSession(store);
  return store.getState().auth;
};

describe('restoreSession', () => {
  it.each([
    [1, { isAdmin: true, isSuperAdmin: false, isUser: false }],
    [2, { isAdmin: false, isSuperAdmin: true, isUser: false }],
    [3, { isAdmin: false, isSuperAdmin: false, isUser: true }],
  ])('RoleId %i gives the role flags %o', (roleId, flags) => {
    const accessToken = testAccessToken({
      RoleId: String(roleId),
      UserId: '42',
      FullName: 'leyla@example.az',
    });
    const auth = restoredFrom({ [ACCESS_TOKEN_COOKIE]: accessToken, [REFRESH_TOKEN_COOKIE]: 'refresh-1' });
    expect(auth).toMatchObject({
      ...flags,
      isAuthenticated: true,
      roleId,
      accessToken,
      refreshToken: 'refresh-1',
      user: { id: 42, email: 'leyla@example.az', name: 'leyla@example.az' },
    });
  });

  it.each([
    ['no cookie', {}],
    ['a non-numeric UserId', { [ACCESS_TOKEN_COOKIE]: testAccessToken({ UserId: 'abc' }) }],
    ['a token that is not a JWT', { [ACCESS_TOKEN_COOKIE]: 'garbage' }],
    ['an unknown RoleId', { [ACCESS_TOKEN_COOKIE]: testAccessToken({ RoleId: '9' }) }],
  ])('%s leaves the user signed out', (_case, cookies) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const auth = restoredFrom(cookies);
    expect(auth.isAuthenticated).toBe(false);
    expect(auth.accessToken).toBeNull();
    warn.mockRestore();
  });
});

describe('startSession', () => {
  it('writes both cookies, the device record and the authenticated flag', () => {
    const store = createStore();
    const accessToken = testAccessToken({ RoleId: '1' });
    expect(store.dispatch(startSession({ accessToken, refreshToken: 'refresh-2' }))).toBe(true);
    expect(document.cookie).toContain(`accessToken=${accessToken}`);
    expect(document.cookie).toContain('refreshToken=refresh-2');
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    const deviceInfo = JSON.parse(localStorage.getItem('deviceInfo')!);
    expect(deviceInfo.deviceId).toBe(localStorage.getItem('app_device_id'));
    expect(store.getState().auth.deviceInfo).toEqual(deviceInfo);
    expect(store.getState().auth.lastLoginDevice).toEqual(deviceInfo);
    expect(store.getState().auth.isAdmin).toBe(true);
  });

  it('stores nothing for a token that does not decode', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createStore();
    expect(store.dispatch(startSession({ accessToken: 'garbage', refreshToken: 'r' }))).toBe(false);
    expect(document.cookie).not.toContain('accessToken=');
    expect(store.getState().auth.isAuthenticated).toBe(false);
    warn.mockRestore();
  });
});
