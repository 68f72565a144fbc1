import axios from 'axios';

declare module 'axios' {
  // Module augmentation has to use an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AxiosRequestConfig {
    /** The caller shows this request's errors itself (a form, the login page). */
    skipErrorToast?: boolean;
    /** A 401 is final: no refresh and no retry (login, refresh, logout). */
    skipAuthRefresh?: boolean;
    /** Set on the one retry after a refresh, so that a second 401 does not loop. */
    authRetried?: boolean;
  }
}

/**
 * The one axios instance (spec section 7): base /api/v1, JSON, 15 s time-out. It lives apart from
 * the interceptors so that sign-out can call the server without an import cycle.
 */
export const http = axios.create({
  baseURL: '/api/v1',
  timeout: 15_000,
  headers: { 'Content-Type': 'application/json' },
});
