import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, type AppStore } from '@/app/store';
import { installInterceptors } from '@/shared/api/http-client';
import { setNavigator } from '@/shared/api/navigation';
import { API, server } from '@/test/server';
import { setCookie } from './cookies';
import { startSession } from './session';
import { signOut } from './sign-out';
import { testAccessToken } from './test-token';

let store: AppStore;
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
let restoreNavigator: () => void;
const accessToken = testAccessToken();

beforeEach(() => {
  store = createStore();
  installInterceptors(store);
  navigate = vi.fn<(path: string) => void>();
  restoreNavigator = setNavigator(navigate);
  store.dispatch(startSession({ accessToken, refreshToken: 'refresh-1' }));
  setCookie('token', 'legacy', 60);
  for (const key of ['hash', 'isSpecialUser', 'authToken']) localStorage.setItem(key, 'x');
});
afterEach(() => restoreNavigator());

describe('signOut', () => {
  it('revokes the server session and clears cookies, stored keys and state, keeping the device id', async () => {
    const deviceId = localStorage.getItem('app_device_id');
    const logout = vi.fn<(authorization: string | null) => void>();
    server.use(
      mock.post(`${API}/auth/logout`, ({ request }) => {
        logout(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    store.dispatch(signOut());
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(document.cookie).toBe('');
    for (const key of ['isAuthenticated', 'deviceInfo', 'hash', 'isSpecialUser', 'authToken'])
      expect(localStorage.getItem(key), key).toBeNull();
    expect(localStorage.getItem('app_device_id')).toBe(deviceId);
    expect(navigate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(logout).toHaveBeenCalledWith(`Bearer ${accessToken}`));
  });

  it('does not wait for, refresh on or report a failing logout call, and redirects when asked', async () => {
    let refreshCalls = 0;
    let logoutCalls = 0;
    server.use(
      mock.post(`${API}/auth/logout`, () => {
        logoutCalls += 1;
        return HttpResponse.json({ code: 'token_expired', message: 'expired' }, { status: 401 });
      }),
      mock.post(`${API}/accounts/refresh-token`, () => {
        refreshCalls += 1;
        return HttpResponse.json({});
      }),
    );
    store.dispatch(signOut({ redirect: true }));
    expect(navigate).toHaveBeenCalledWith('/accounts/login');
    await vi.waitFor(() => expect(logoutCalls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refreshCalls).toBe(0);
    expect(store.getState().notifications.current).toBeNull();
  });
});
