import type { CoreArea } from '@/shared/i18n/resources';
import type { Severity } from '@/shared/state/notifications-slice';

/**
 * A message saved at a forced sign-out and shown by the login page (spec section 8, 403). Its
 * key must be in an area the login screen loads (resources.ts `coreAreas`): after a sign-out the
 * page starts afresh, and a text of another area would show as its key.
 */
export type LogoutMessage = { key: `${CoreArea}.${string}`; severity: Severity; duration: number };

export const LOGOUT_MESSAGE_KEY = 'logoutMessage';

export const saveLogoutMessage = (message: LogoutMessage) =>
  localStorage.setItem(LOGOUT_MESSAGE_KEY, JSON.stringify(message));

/** Reading does not remove, so that a render may read it twice (StrictMode); clear it once shown. */
export const readLogoutMessage = (): LogoutMessage | null => {
  try {
    const value = JSON.parse(
      localStorage.getItem(LOGOUT_MESSAGE_KEY) ?? 'null',
    ) as Partial<LogoutMessage> | null;
    return value && typeof value.key === 'string'
      ? {
          key: value.key as LogoutMessage['key'],
          severity: value.severity ?? 'error',
          duration: Number(value.duration) || 0,
        }
      : null;
  } catch {
    return null;
  }
};

export const clearLogoutMessage = () => localStorage.removeItem(LOGOUT_MESSAGE_KEY);
