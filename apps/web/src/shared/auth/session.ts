import type { TokenPair } from '@emlak/contracts';
import type { AppDispatch, AppStore, RootState } from '@/app/store';
import { currentDeviceInfo } from '@/shared/api/device';
import { loggedOut, setCredentials, setDeviceInfo, setLastLoginDevice } from './auth-slice';
import {
  DEVICE_INFO_KEY,
  IS_AUTHENTICATED_KEY,
  LAST_LOGIN_DEVICE_KEY,
  readDeviceInfo,
  writeDeviceInfo,
} from './auth-storage';
import { ACCESS_TOKEN_COOKIE, getCookie, REFRESH_TOKEN_COOKIE, writeTokenCookies } from './cookies';
import { decodeAccessToken } from './decode-token';

/** Token problems are only logged (spec section 8); the user simply lands signed out. */
const logTokenProblem = (reason: string) => {
  // eslint-disable-next-line no-console
  console.warn(`[auth] ${reason}`);
};

/**
 * Restores the signed-in state at start from the access token cookie (spec section 4). A missing
 * cookie or a token without a numeric UserId leaves the user signed out. An expired token is kept:
 * the first 401 refreshes it.
 */
export const restoreSession = (store: AppStore) => {
  const accessToken = getCookie(ACCESS_TOKEN_COOKIE);
  if (!accessToken) {
    store.dispatch(loggedOut());
    return;
  }
  try {
    decodeAccessToken(accessToken);
  } catch {
    logTokenProblem('Invalid token');
    store.dispatch(loggedOut());
    return;
  }
  store.dispatch(setCredentials({ accessToken, refreshToken: getCookie(REFRESH_TOKEN_COOKIE) }));
  const deviceInfo = readDeviceInfo(DEVICE_INFO_KEY);
  if (deviceInfo) store.dispatch(setDeviceInfo(deviceInfo));
  store.dispatch(setLastLoginDevice(readDeviceInfo(LAST_LOGIN_DEVICE_KEY)));
};

/**
 * Takes a new token pair after a sign-in or a refresh: state, both cookies and the device record.
 * Returns false (and stores nothing) when the access token does not decode.
 */
export const startSession = (tokens: TokenPair) => (dispatch: AppDispatch, getState: () => RootState) => {
  dispatch(setCredentials(tokens));
  if (!getState().auth.isAuthenticated) {
    logTokenProblem('Invalid token');
    return false;
  }
  writeTokenCookies(tokens);
  const device = currentDeviceInfo();
  dispatch(setDeviceInfo(device));
  dispatch(setLastLoginDevice(device));
  writeDeviceInfo(DEVICE_INFO_KEY, device);
  writeDeviceInfo(LAST_LOGIN_DEVICE_KEY, device);
  localStorage.setItem(IS_AUTHENTICATED_KEY, 'true');
  return true;
};
