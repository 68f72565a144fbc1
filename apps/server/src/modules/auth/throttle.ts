import type { Executor } from '../../db/client';
import { throttled } from '../../lib/app-error';
import { throttleRetryAfter } from './auth.repository';

/** DOMAIN.md "Authentication and sessions". */
export const LOGIN_EMAIL_LIMIT = 5;
export const LOGIN_IP_LIMIT = 50;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const VERIFY_LIMIT = 3;
export const VERIFY_WINDOW_SECONDS = 5 * 60;

/**
 * Checked before the password so that a guesser learns nothing once over the limit, not even
 * from a right guess. The address is checked first: it is the wider net.
 */
export const assertLoginAllowed = async (executor: Executor, email: string, ip: string | null) => {
  const byIp = ip
    ? await throttleRetryAfter(executor, {
        kind: 'login',
        key: { ip },
        limit: LOGIN_IP_LIMIT,
        windowSeconds: LOGIN_WINDOW_SECONDS,
      })
    : null;
  const retryAfter =
    byIp ??
    (await throttleRetryAfter(executor, {
      kind: 'login',
      key: { email },
      limit: LOGIN_EMAIL_LIMIT,
      windowSeconds: LOGIN_WINDOW_SECONDS,
    }));
  if (retryAfter !== null) throw throttled(retryAfter);
};

/**
 * The lock screen's limit, also applied to the current password of a password change: both
 * let someone holding an unlocked session guess the account's password.
 */
export const assertVerifyAllowed = async (executor: Executor, email: string) => {
  const retryAfter = await throttleRetryAfter(executor, {
    kind: 'verify',
    key: { email },
    limit: VERIFY_LIMIT,
    windowSeconds: VERIFY_WINDOW_SECONDS,
  });
  if (retryAfter !== null) throw throttled(retryAfter);
};
