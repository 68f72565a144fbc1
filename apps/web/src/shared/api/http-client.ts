import type { ErrorCode } from '@emlak/contracts';
import type { AppStore } from '@/app/store';
import { saveLogoutMessage } from '@/shared/auth/logout-message';
import { startSession } from '@/shared/auth/session';
import { signOut } from '@/shared/auth/sign-out';
import { i18n } from '@/shared/i18n/i18n';
import { setStatusCode } from '@/shared/state/general-slice';
import { notify, type Severity } from '@/shared/state/notifications-slice';
import { queryLimitReached, queryMeterRead } from '@/shared/state/query-meter-slice';
import { apiErrorOf } from './api-error';
import { http, isHttpError, type HttpError, type HttpResponse, type InternalRequestConfig } from './http';
import { clientMeta, deviceId } from './device';
import { navigateTo } from './navigation';
import { queryLimitOfHeaders, queryMeterOfHeaders } from './query-meter-headers';

export { http };
export type { HttpResponse, RequestConfig } from './http';
export { apiErrorOf, isNetworkError, type ApiError } from './api-error';

export const REFRESH_PATH = '/accounts/refresh-token';
export const PAYMENT_INFO_PATH = '/payment-info';
/** Spec section 8: the other-device message stays 8 s. */
export const OTHER_DEVICE_MESSAGE_MS = 8000;

const writeMethods = new Set(['post', 'put', 'patch']);

/** 401 codes that mean "wrong password", not "bad session": they must not trigger a refresh. */
const credentialCodes = new Set<ErrorCode>(['invalid_credentials', 'wrong_password']);

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

let uninstallCurrent: (() => void) | null = null;

/**
 * Installs the spec's interceptors (sections 7 and 8) on the one client for this store. Installing
 * again (a new store, a test) replaces the previous ones. Returns the uninstall function.
 */
export const installInterceptors = (store: AppStore) => {
  uninstallCurrent?.();

  /** A toast, unless the same text is already showing or waiting (N failed calls, one message). */
  const toast = (message: string, severity: Severity) => {
    const { current, queue } = store.getState().notifications;
    if (current?.message === message || queue.some((item) => item.message === message)) return;
    store.dispatch(notify({ message, severity, kind: 'toast' }));
  };

  const onRequest = (config: InternalRequestConfig) => {
    const { accessToken } = store.getState().auth;
    if (accessToken && !config.headers.has('Authorization'))
      config.headers.set('Authorization', `Bearer ${accessToken}`);
    const id = deviceId();
    config.headers.set('X-Device-Id', id);
    config.headers.set('Device-Id', id);
    config.headers.set('Accept-Language', i18n.language);
    // Only bodies we can extend: FormData, blobs and already serialized retries stay as they are.
    if (
      writeMethods.has((config.method ?? 'get').toLowerCase()) &&
      (config.data === undefined || isPlainObject(config.data))
    )
      config.data = { ...(config.data ?? {}), ...clientMeta() };
    return config;
  };

  const expireSession = () => {
    toast(i18n.t('http.sessionExpired'), 'error');
    store.dispatch(signOut({ redirect: true, notifyServer: false }));
  };

  const refresh = async (): Promise<string> => {
    const { refreshToken, accessToken } = store.getState().auth;
    if (!refreshToken) {
      expireSession();
      throw new Error('No refresh token');
    }
    try {
      const response = await http.post(
        REFRESH_PATH,
        { refreshToken, token: accessToken ?? undefined },
        { skipAuthRefresh: true, skipErrorToast: true },
      );
      // zod comes with the first refresh, not with the login screen (docs/decisions.md).
      const { tokenPairSchema } = await import('@/shared/auth/token-pair');
      const tokens = tokenPairSchema.parse(response.data);
      if (!store.dispatch(startSession(tokens))) throw new Error('Invalid token');
      toast(i18n.t('http.tokenRefreshed'), 'success');
      return tokens.accessToken;
    } catch (error) {
      // other_device was already handled (message saved, signed out) by the error interceptor.
      if (apiErrorOf(error).code !== 'other_device') expireSession();
      throw error;
    }
  };

  /**
   * One refresh at a time: concurrent 401s wait for the same one, because the server revokes the
   * whole session when a refresh token is presented twice.
   */
  let refreshing: Promise<string> | null = null;
  const refreshOnce = () => (refreshing ??= refresh().finally(() => (refreshing = null)));

  const refreshAndRetry = async (error: HttpError, config: InternalRequestConfig) => {
    if (config.authRetried) {
      expireSession();
      throw error;
    }
    const current = store.getState().auth.accessToken;
    const sent = config.headers.get('Authorization');
    // Sent with a token another call has refreshed meanwhile: retry with the new one, no refresh.
    const token =
      current && sent && sent !== `Bearer ${current}` ? current : await refreshOnce().catch(() => null);
    if (!token) throw error;
    config.authRetried = true;
    config.headers.set('Authorization', `Bearer ${token}`);
    return http.request(config);
  };

  /** A metered search's answer carries the caller's remaining searches: the meter shows them. */
  const recordQueryMeter = (response: HttpResponse) => {
    const reading = queryMeterOfHeaders(response.headers);
    if (reading) store.dispatch(queryMeterRead(reading));
  };
  const onResponse = (response: HttpResponse) => {
    recordQueryMeter(response);
    return response;
  };

  const onError = async (error: unknown) => {
    if (!isHttpError(error) || error.code === 'ERR_CANCELED') throw error;
    const config = error.config;
    const status = error.response?.status ?? 0;
    store.dispatch(setStatusCode(status));
    const { code, message } = apiErrorOf(error);
    if (error.response) recordQueryMeter(error.response);
    if (code === 'plan_limit_reached')
      store.dispatch(queryLimitReached(queryLimitOfHeaders(error.response?.headers)));

    if (status === 401 && config && !config.skipAuthRefresh && !(code && credentialCodes.has(code)))
      return refreshAndRetry(error, config);
    if (status === 402) {
      toast(i18n.t('http.paymentRequired'), 'warning');
      navigateTo(PAYMENT_INFO_PATH);
      throw error;
    }
    if (status === 403 && code === 'other_device') {
      saveLogoutMessage({ key: 'http.otherDevice', severity: 'error', duration: OTHER_DEVICE_MESSAGE_MS });
      store.dispatch(signOut({ redirect: true, notifyServer: false }));
      throw error;
    }
    if (!config?.skipErrorToast)
      toast(status === 0 ? i18n.t('http.networkError') : (message ?? i18n.t('http.genericError')), 'error');
    throw error;
  };

  const requestId = http.interceptors.request.use(onRequest);
  const responseId = http.interceptors.response.use(onResponse, onError);
  const uninstall = () => {
    http.interceptors.request.eject(requestId);
    http.interceptors.response.eject(responseId);
    if (uninstallCurrent === uninstall) uninstallCurrent = null;
  };
  uninstallCurrent = uninstall;
  return uninstall;
};

/** Removes the interceptors installed last, if any: a test's store must not outlive its file. */
export const uninstallInterceptors = () => uninstallCurrent?.();
