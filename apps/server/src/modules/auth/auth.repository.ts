import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginAttempts, organizations, refreshTokens, sessions, users } from '../../db/schema';
import { TERMS_VERSION } from '@emlak/contracts';
import { organizationLocked } from './session-lookup';

export type RevokeReason = NonNullable<typeof sessions.$inferSelect.revokedReason>;
export type AttemptKind = (typeof loginAttempts.$inferInsert)['kind'];

const credentialColumns = {
  id: users.id,
  organizationId: users.organizationId,
  roleId: users.roleId,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  status: users.status,
  organizationLocked,
};

const credentials = (executor: Executor) =>
  executor
    .select(credentialColumns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId));

/** `email` must already be lower-cased: the lookup rides the unique index on lower(email). */
export const findUserByEmail = async (executor: Executor, email: string) => {
  const [row] = await credentials(executor)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row;
};

export const findUserById = async (executor: Executor, userId: number) => {
  const [row] = await credentials(executor).where(eq(users.id, userId)).limit(1);
  return row;
};

/**
 * Ends the user's active sessions; their access tokens fail at the next request and their
 * refresh tokens stop rotating. Used on logout, password change, takeover by another
 * device and by the users module when it locks a user.
 */
export const revokeUserSessions = async (
  executor: Executor,
  userId: number,
  reason: RevokeReason,
  keep: { sessionId?: string; deviceId?: string } = {},
): Promise<number> => {
  const rows = await executor
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep.sessionId ? ne(sessions.id, keep.sessionId) : undefined,
        keep.deviceId ? ne(sessions.deviceId, keep.deviceId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
};

/** True when this call ended the session, false when it was already over. */
export const revokeSession = async (executor: Executor, sessionId: string, reason: RevokeReason) => {
  const rows = await executor
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
};

export const touchSession = async (executor: Executor, sessionId: string) => {
  await executor
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
};

export const insertRefreshToken = async (
  executor: Executor,
  values: { sessionId: string; tokenHash: string; expiresAt: Date },
) => {
  await executor.insert(refreshTokens).values(values);
};

/**
 * Marks the token used in one statement, so that of two refreshes racing with the same token
 * only one gets the row back; the other sees it as already used.
 */
export const claimRefreshToken = async (executor: Executor, tokenHash: string) => {
  const [row] = await executor
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt });
  return row;
};

/**
 * Forgets every refresh token of a session, used or not: after a password change the old ones are
 * simply unknown, so a copy presented later is refused without ending the session it no longer
 * belongs to.
 */
export const deleteSessionRefreshTokens = async (executor: Executor, sessionId: string) => {
  await executor.delete(refreshTokens).where(eq(refreshTokens.sessionId, sessionId));
};

export const findRefreshToken = async (executor: Executor, tokenHash: string) => {
  const [row] = await executor
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
};

/**
 * Records the sign-in on the user's row, which also locks the row until the transaction ends: it
 * serializes logins of one user as lockUserRow does, one statement fewer on the login path.
 */
export const recordLogin = async (executor: Executor, userId: number) => {
  await executor
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
};

/** `changedAt` is compared with the `iat` of access tokens: see issuedBeforePasswordChange. */
export const updatePasswordHash = async (
  executor: Executor,
  userId: number,
  passwordHash: string,
  changedAt: Date,
) => {
  await executor
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: changedAt,
      updatedAt: sql`now()`,
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, userId));
};

/**
 * Accepting records the current terms version with the date; refusing clears both, so that the
 * user is asked again (features/terms in the web app).
 */
export const setTermsAcceptance = async (executor: Executor, userId: number, accepted: boolean) => {
  const acceptance = { termsAcceptedAt: users.termsAcceptedAt, termsVersion: users.termsVersion };
  const [before] = await executor.select(acceptance).from(users).where(eq(users.id, userId));
  const [after] = await executor
    .update(users)
    .set({
      termsAcceptedAt: accepted ? sql`now()` : null,
      termsVersion: accepted ? TERMS_VERSION : null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning(acceptance);
  return { before, after };
};

/**
 * Records a password check as a failure before the password is even looked at; the caller flips
 * it to a success (markAttemptSucceeded). See throttle.ts beginAttempt (the lock screen's).
 */
export const insertFailedAttempt = async (
  executor: Executor,
  values: { kind: AttemptKind; email: string; userId: number | null; ip: string | null },
): Promise<number> => {
  const [row] = await executor
    .insert(loginAttempts)
    .values({ ...values, success: false })
    .returning({ id: loginAttempts.id });
  return row!.id;
};

/** A failed sign-in, decided after its password was checked (throttle.ts settleLoginAttempt). */
export const insertAttempt = async (
  executor: Executor,
  values: {
    kind: AttemptKind;
    email: string;
    userId: number | null;
    ip: string | null;
    device: string | null;
    success: boolean;
  },
) => {
  await executor.insert(loginAttempts).values(values);
};

export const markAttemptSucceeded = async (executor: Executor, attemptId: number) => {
  await executor.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
};

export type ThrottleKey = { email: string } | { ip: string } | { device: string };

export type ThrottleRule = { key: ThrottleKey; limit: number; windowSeconds: number };

/**
 * Seconds until fewer than `limit` failures remain in the window, or null when the key is
 * under the limit. For an e-mail or a device, failures before its last success do not count:
 * only the password's owner can succeed, so the reset helps nobody else. An address never
 * resets, or one attacker's own account would clear the counter of every address it guesses
 * from. The failures of a known device count against the device only (throttle.ts loginRules),
 * so the e-mail and address counters skip them.
 */
const retryAfterQuery = (
  executor: Executor,
  kind: AttemptKind,
  { key, limit, windowSeconds }: ThrottleRule,
) => {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const sinceLastSuccess = (column: 'email' | 'device', value: string) =>
    sql`${loginAttempts.createdAt} > coalesce((select max(s.created_at) from login_attempts s
      where s.kind = ${kind} and s.${sql.raw(column)} = ${value} and s.success), '-infinity')`;
  const keyMatches =
    'email' in key
      ? and(
          eq(loginAttempts.email, key.email),
          isNull(loginAttempts.device),
          sinceLastSuccess('email', key.email),
        )
      : 'device' in key
        ? and(eq(loginAttempts.device, key.device), sinceLastSuccess('device', key.device))
        : and(eq(loginAttempts.ip, key.ip), isNull(loginAttempts.device));
  return executor
    .select({
      retryAfter: sql<number>`ceil(extract(epoch from (${loginAttempts.createdAt} + ${window} - now())))::int`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.kind, kind),
        keyMatches,
        eq(loginAttempts.success, false),
        sql`${loginAttempts.createdAt} > now() - ${window}`,
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .offset(limit - 1)
    .limit(1);
};

/**
 * The seconds to wait for the first of `rules` that is over its limit, or null when none is:
 * one statement for all the rules, as the login runs it on every attempt.
 */
export const throttleRetryAfter = async (
  executor: Executor,
  kind: AttemptKind,
  rules: ThrottleRule[],
): Promise<number | null> => {
  const result = await executor.execute<Record<string, number | null>>(
    sql`select ${sql.join(
      rules.map((rule, i) => sql`(${retryAfterQuery(executor, kind, rule)}) as ${sql.identifier(`r${i}`)}`),
      sql`, `,
    )}`,
  );
  const row = result.rows[0] ?? {};
  for (let i = 0; i < rules.length; i++) {
    const retryAfter = row[`r${i}`];
    if (retryAfter !== null && retryAfter !== undefined) return Math.max(1, retryAfter);
  }
  return null;
};

/**
 * Everything a successful sign-in writes after the user's row is locked, in one statement (the
 * login is the one write every user makes, under load at the start of a working day): ends the
 * user's other sessions (the one-device rule; the caller's own device's quietly, `logout`),
 * opens the new session with its first refresh token, records the attempt as a success for
 * throttling and writes `auth.login` to the audit log. The ids and times come from the caller.
 */
export const openLoginSession = async (
  executor: Executor,
  v: {
    sessionId: string;
    userId: number;
    organizationId: number;
    email: string;
    deviceId: string;
    /** The device cookie's nonce, when the login presented one (throttle.ts loginRules). */
    device: string | null;
    userAgent: string | null;
    ip: string;
    expiresAt: Date;
    refreshTokenHash: string;
    requestId: string;
  },
) => {
  await executor.execute(sql`
    with revoked as (
      update sessions set revoked_at = now(),
        revoked_reason = case when device_id = ${v.deviceId} then 'logout' else 'other_device' end
      where user_id = ${v.userId} and revoked_at is null
    ), opened as (
      insert into sessions (id, user_id, device_id, user_agent, ip, expires_at)
      values (${v.sessionId}, ${v.userId}, ${v.deviceId}, ${v.userAgent}, ${v.ip}, ${v.expiresAt})
      returning id
    ), token as (
      insert into refresh_tokens (session_id, token_hash, expires_at)
      select id, ${v.refreshTokenHash}, ${v.expiresAt} from opened
    ), attempt as (
      insert into login_attempts (kind, email, user_id, ip, device, success)
      values ('login', ${v.email}, ${v.userId}, ${v.ip}, ${v.device}, true)
    )
    insert into audit_log (organization_id, actor_user_id, action, entity, entity_id, ip, request_id)
    select ${v.organizationId}, ${v.userId}, 'auth.login', 'session', id::text, ${v.ip}, ${v.requestId}
    from opened`);
};
