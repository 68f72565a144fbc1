import type { AppDispatch } from '@/app/store';
import { loggedOut } from './auth-slice';

/**
 * Signs the user out: server session (best effort), cookies, stored auth data and state.
 * Completed by the HTTP client work (cookies, /auth/logout call, redirect).
 */
export const signOut = () => (dispatch: AppDispatch) => {
  dispatch(loggedOut());
};
