import type { Executor } from '../../db/client';
import { throttled } from '../../lib/app-error';
import { sql } from 'drizzle-orm';
import {
  insertAttempt,
  insertFailedAttempt,
  throttleRetryAfter,
  type AttemptKind,
  type ThrottleKey,
  type ThrottleRule,
} from './auth.repository';

/** docs/domain.md "Authentication and sessions". */
export const LOGIN_EMAIL_LIMIT = 5;
export const LOGIN_IP_LIMIT = 50;
/** Failures a known device (device-cookie.ts) may make before it is itself locked out. */
export const LOGIN_DEVICE_LIMIT = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const VERIFY_LIMIT = 3;
export const VERIFY_WINDOW_SECONDS = 5 * 60;

/** Namespace of the advisory locks that make attempts on one key take turns (see beginAttempt). */
const THROTTLE_LOCK = 0x7468_726f; // 'thro'

type Rule = ThrottleRule;

const lockName = (kind: AttemptKind, key: ThrottleKey) =>
  'ip' in key
    ? `${kind}:ip:${key.ip}`
    : 'email' in key
      ? `${kind}:email:${key.email}`
      : `${kind}:device:${key.device}`;

/**
 * One statement, the locks taken in the rules' order (the address before the e-mail). `shared`:
 * a sign-in that goes ahead only reads the counts, so such sign-ins do not wait for one another,
 * only for a failure being decided on the same key (which takes the lock alone).
 */
const lockKeys = (
  tx: Executor,
  kind: AttemptKind,
  rules: Rule[],
  mode: 'exclusive' | 'shared' = 'exclusive',
) => {
  const lock = mode === 'shared' ? sql.raw('pg_advisory_xact_lock_shared') : sql.raw('pg_advisory_xact_lock');
  return tx.execute(
    sql`select ${sql.join(
      rules.map(({ key }) => sql`${lock}(${THROTTLE_LOCK}, hashtext(${lockName(kind, key)}))`),
      sql`, `,
    )}`,
  );
};

/**
 * The lock screen's check (the sign-in decides after the hash instead: settleLoginAttempt).
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
  rules: Rule[],
): Promise<number> =>
  executor.transaction(async (tx) => {
    await lockKeys(tx, attempt.kind, rules);
    const attemptId = await insertFailedAttempt(tx, attempt);
    // The attempt's own row is counted: `limit` earlier failures make it one too many.
    const retryAfter = await throttleRetryAfter(
      tx,
      attempt.kind,
      rules.map((rule) => ({ ...rule, limit: rule.limit + 1 })),
    );
    if (retryAfter !== null) throw throttled(retryAfter);
    return attemptId;
  });

export type LoginKeys = { email: string; ip: string; device: string | null };

/**
 * What a sign-in is counted against. A known device (a genuine device cookie for this e-mail)
 * only against its own failures: a stranger's failures on the account or from a shared address
 * (an office behind one NAT) must not keep the owner out of a device they already use. Every
 * other attempt against its address (the wider net, first) and its e-mail.
 */
const loginRules = ({ email, ip, device }: LoginKeys): Rule[] =>
  device !== null
    ? [{ key: { device }, limit: LOGIN_DEVICE_LIMIT, windowSeconds: LOGIN_WINDOW_SECONDS }]
    : [
        { key: { ip }, limit: LOGIN_IP_LIMIT, windowSeconds: LOGIN_WINDOW_SECONDS },
        { key: { email }, limit: LOGIN_EMAIL_LIMIT, windowSeconds: LOGIN_WINDOW_SECONDS },
      ];

/**
 * Seconds to wait when the sign-in's keys are over their limit, or null. Read without a lock
 * before the hash too, so that a locked-out guesser cannot spend the server's CPU;
 * settleLoginAttempt makes the decision that counts.
 */
export const loginRetryAfter = (executor: Executor, keys: LoginKeys): Promise<number | null> =>
  throttleRetryAfter(executor, 'login', loginRules(keys));

/**
 * Decides a sign-in once its password has been checked. Over the limit of its keys: 429 whether
 * the password was right or not, so a guesser learns nothing there. Otherwise a wrong password
 * (`failure`) is recorded and counts; a right password that cannot sign in (locked user or
 * organization, `none`) leaves no row. A right password that signs in is decided by admitLogin
 * instead, inside the transaction that opens its session. A right password is never a failure:
 * parallel correct sign-ins never use up one another's budget.
 *
 * Parallel guesses must not all pass one check before any of them is recorded, so counting and
 * recording take turns per key under an advisory lock, held for these few statements only and
 * never during the hash. A guess's answer is given only if it was decided under the limit.
 */
export const settleLoginAttempt = (
  executor: Executor,
  attempt: LoginKeys & { userId: number | null; outcome: 'failure' | 'none' },
): Promise<void> =>
  executor.transaction(async (tx) => {
    const { outcome, ...keys } = attempt;
    await lockKeys(tx, 'login', loginRules(keys));
    const retryAfter = await loginRetryAfter(tx, keys);
    if (retryAfter !== null) throw throttled(retryAfter);
    if (outcome === 'failure') await insertAttempt(tx, { kind: 'login', ...keys, success: false });
  });

/**
 * The decision for a right password that signs in, in the caller's transaction (which then
 * records the success with the session: auth.repository.ts openLoginSession). The locks are
 * shared: correct sign-ins from one address do not queue behind one another, only behind a
 * failure being decided on the same key, and that failure waits for them in turn.
 */
export const admitLogin = async (tx: Executor, keys: LoginKeys): Promise<void> => {
  await lockKeys(tx, 'login', loginRules(keys), 'shared');
  const retryAfter = await loginRetryAfter(tx, keys);
  if (retryAfter !== null) throw throttled(retryAfter);
};

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
