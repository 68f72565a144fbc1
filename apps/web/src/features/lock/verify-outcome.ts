import { apiErrorOf } from '@/shared/api/http-client';
import { LOCKOUT_MS } from './lock-slice';

/** What a failed unlock means for the lock screen. */
export type VerifyFailure =
  | { kind: 'wrongPassword' }
  | { kind: 'throttled'; retryAfterMs: number }
  | { kind: 'sessionGone' }
  | { kind: 'failed' };

const retryAfterMsOf = (error: unknown, fallbackMs: number) => {
  const header = (error as { response?: { headers?: Record<string, unknown> } }).response?.headers?.[
    'retry-after'
  ];
  const seconds = Number(header);
  // The server's own window is the truth when it says one; never longer than the spec's lockout.
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, LOCKOUT_MS) : fallbackMs;
};

export const verifyFailureOf = (error: unknown, lockoutMs: number): VerifyFailure => {
  const { status, code } = apiErrorOf(error);
  if (status === 401 && code === 'wrong_password') return { kind: 'wrongPassword' };
  if (status === 429) return { kind: 'throttled', retryAfterMs: retryAfterMsOf(error, lockoutMs) };
  // Any other 401 (revoked, expired, invalid token, failed refresh) or another device's sign-in.
  if (status === 401 || (status === 403 && code === 'other_device')) return { kind: 'sessionGone' };
  return { kind: 'failed' };
};
