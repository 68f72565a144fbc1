import type { AppDispatch, RootState } from '@/app/store';
import { http } from '@/shared/api/http';
import { navigateTo } from '@/shared/api/navigation';
import { loggedOut } from './auth-slice';
import { userStorageKeys } from './auth-storage';
import { clearTokenCookies } from './cookies';

export const LOGIN_PATH = '/accounts/login';

export type SignOutOptions = {
  /** Also move the browser to the login page (the spec's logout-and-redirect). */
  redirect?: boolean;
  /** Tell the server to revoke the session; off when the server already did (refresh failed, other device). */
  notifyServer?: boolean;
};

/**
 * Signs the user out (spec section 4): server session (best effort, never awaited), both token
 * cookies and the legacy one, the stored auth keys and the state. The device id stays: it is the
 * browser's identity for the server's one-device rule.
 */
export const signOut =
  ({ redirect = false, notifyServer = true }: SignOutOptions = {}) =>
  (dispatch: AppDispatch, getState: () => RootState) => {
    const { accessToken } = getState().auth;
    if (notifyServer && accessToken) {
      // The token is passed explicitly: the state is cleared before the request goes out.
      http
        .post('/auth/logout', undefined, {
          headers: { Authorization: `Bearer ${accessToken}` },
          skipAuthRefresh: true,
          skipErrorToast: true,
        })
        .catch(() => undefined);
    }
    clearTokenCookies();
    for (const key of userStorageKeys) localStorage.removeItem(key);
    dispatch(loggedOut());
    if (redirect) navigateTo(LOGIN_PATH);
  };
