import type { Executor } from '../../db/client';
import { throttled } from '../../lib/app-error';
import { sql } from 'drizzle-orm';
import { insertFailedAttempt, throttleRetryAfter, type AttemptKind } from './auth.repository';

/** docs/domain.md "Authentication and sessions". */
export const LOGIN_EMAIL_LIMIT = 5;
export const LOGIN_IP_LIMIT = 50;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const VERIFY_LIMIT = 3;
export const VERIFY_WINDOW_SECONDS = 5 * 60;

/** Namespace of the advisory locks that make attempts on one key take turns (see beginAttempt). */
const THROTTLE_LOCK = 0x7468_726f; // 'thro'

/**
 * Parallel guesses must not all pass one check before any of them is recorded. So recording and
 * counting take turns per key: a short transaction takes an advisory lock per key (always the
 * address before the e-mail, so two attempts never wait on each other crosswise), records the
 * attempt as a failure and counts, its own row included. The lock is held for two statements,
 * never during the password hash. A refused attempt rolls its row back: refusals are not
 * failures, or a guesser could keep the owner out for ever.
 */
const beginAttempt = async (
  executor: Executor,
  attempt: { kind: AttemptKind; email: string; userId: number | null; ip: string | null },
  rules: { key: { email: string } | { ip: string }; limit: number; windowSeconds: number }[],
): Promise<number> =>
  executor.transaction(async (tx) => {
    for (const { key } of rules) {
      const name = 'ip' in key ? `${attempt.kind}:ip:${key.ip}` : `${attempt.kind}:email:${key.email}`;
      await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK}, hashtext(${name}))`);
    }
    const attemptId = await insertFailedAttempt(tx, attempt);
    for (const rule of rules) {
      const retryAfter = await throttleRetryAfter(tx, {
        kind: attempt.kind,
        key: rule.key,
        // The attempt's own row is counted: `limit` earlier failures make it one too many.
        limit: rule.limit + 1,
        windowSeconds: rule.windowSeconds,
      });
      if (retryAfter !== null) throw throttled(retryAfter);
    }
    return attemptId;
  });

/**
 * A sign-in attempt, recorded as a failure, or 429 when the address or the e-mail is over its
 * limit. Checked before the password so that a guesser learns nothing once over the limit, not
 * even from a right guess. The address is checked first: it is the wider net. Returns the
 * attempt's id for markAttemptSucceeded.
 */
export const beginLoginAttempt = (
  executor: Executor,
  attempt: { email: string; userId: number | null; ip: string },
): Promise<number> =>
  beginAttempt(executor, { kind: 'login', ...attempt }, [
    { key: { ip: attempt.ip }, limit: LOGIN_IP_LIMIT, windowSeconds: LOGIN_WINDOW_SECONDS },
    { key: { email: attempt.email }, limit: LOGIN_EMAIL_LIMIT, windowSeconds: LOGIN_WINDOW_SECONDS },
  ]);

/**
 * The lock screen's limit, also applied to the current password of a password change: both
 * let someone holding an unlocked session guess the account's password.
 */
export const beginVerifyAttempt = (
  executor: Executor,
  attempt: { email: string; userId: number; ip: string },
): Promise<number> =>
  beginAttempt(executor, { kind: 'verify', ...attempt }, [
    { key: { email: attempt.email }, limit: VERIFY_LIMIT, windowSeconds: VERIFY_WINDOW_SECONDS },
  ]);
