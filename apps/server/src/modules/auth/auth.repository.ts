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

/** Serializes logins of one user so that two devices signing in at once cannot both stay active. */
export const lockUserRow = async (executor: Executor, userId: number) => {
  await executor.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
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

export const createSession = async (
  executor: Executor,
  values: { userId: number; deviceId: string; userAgent: string | null; ip: string | null; expiresAt: Date },
) => {
  const [row] = await executor
    .insert(sessions)
    .values(values)
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return row!;
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
 * it to a success (markAttemptSucceeded). See throttle.ts beginAttempt.
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

export const markAttemptSucceeded = async (executor: Executor, attemptId: number) => {
  await executor.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
};

/**
 * Seconds until fewer than `limit` failures remain in the window, or null when the key is
 * under the limit. For an e-mail, failures before its last success do not count: only the
 * password's owner can succeed, so the reset helps nobody else. An address never resets,
 * or one attacker's own account would clear the counter of every address it guesses from.
 */
export const throttleRetryAfter = async (
  executor: Executor,
  rule: { kind: AttemptKind; key: { email: string } | { ip: string }; limit: number; windowSeconds: number },
): Promise<number | null> => {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const keyMatches =
    'email' in rule.key
      ? and(
          eq(loginAttempts.email, rule.key.email),
          sql`${loginAttempts.createdAt} > coalesce((select max(s.created_at) from login_attempts s
            where s.kind = ${rule.kind} and s.email = ${rule.key.email} and s.success), '-infinity')`,
        )
      : eq(loginAttempts.ip, rule.key.ip);
  const [row] = await executor
    .select({
      retryAfter: sql<number>`ceil(extract(epoch from (${loginAttempts.createdAt} + ${window} - now())))::int`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.kind, rule.kind),
        keyMatches,
        eq(loginAttempts.success, false),
        sql`${loginAttempts.createdAt} > now() - ${window}`,
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .offset(rule.limit - 1)
    .limit(1);
  return row ? Math.max(1, row.retryAfter) : null;
};
