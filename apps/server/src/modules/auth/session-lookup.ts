import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { organizations, sessions, users } from '../../db/schema';
import { coveringSubscriptionExists } from '../request-limits/covering-subscription';
import type { SessionCache } from './session-cache';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when the organization's users may not sign in or use a session: it is locked (by hand or
 * for an unpaid budget) or deactivated. The operator's organization (the SuperAdmins') is never
 * shut out: it cannot be locked, and a stray status must not lock the operators out.
 */
export const organizationLocked = sql<boolean>`(${organizations.isLocked} or ${organizations.status} = 'deactivated') and not ${organizations.isOperator}`;

/**
 * True when the user's account is paid for today (billing decision 4, docs/decisions.md): the
 * organization is the operator's, or inside its grace period, or the user has a subscription
 * covering today (Asia/Baku). The lock is `organizationLocked`'s business; the access policy
 * asks this only of a User on a route with `paymentGate`.
 */
export const paymentOk = sql<boolean>`(${organizations.isOperator} or now() < ${organizations.gracePeriodEnd} or ${coveringSubscriptionExists(users.id)})`;

/** The session lookup with the session id as a placeholder, on a transaction or the database. */
const sessionQuery = (executor: Executor) =>
  executor
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      expiresAt: sessions.expiresAt,
      deviceId: sessions.deviceId,
      passwordChangedAt: users.passwordChangedAt,
      roleId: users.roleId,
      organizationId: users.organizationId,
      status: users.status,
      name: users.name,
      email: users.email,
      organizationLocked,
      paymentOk,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1);

export type SessionForRequest = Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number];

/**
 * The session behind an access token and the user's current role, organization and status,
 * whether the organization is locked and whether the user's account is paid for today: one query,
 * one round trip per request.
 */
export const findSessionForRequest = async (
  executor: Executor,
  sessionId: string,
): Promise<SessionForRequest | undefined> => {
  // A signed token with a malformed sid would otherwise reach PostgreSQL as a cast error.
  if (!UUID.test(sessionId)) return undefined;
  const [row] = await sessionQuery(executor).execute({ sessionId });
  return row;
};

/**
 * findSessionForRequest for the access policy, which runs it on every signed-in request: built
 * once and run as a named prepared statement, so that neither drizzle builds the SQL nor
 * PostgreSQL parses and plans it per request (the statement reads now() when run, not when
 * prepared). With a `cache` (session-cache.ts), an answer is kept for a few seconds and forgotten
 * as soon as the database says that anything it holds has changed; a missing session is never kept.
 */
export const prepareSessionLookup = (db: Db, cache?: SessionCache<SessionForRequest>) => {
  const prepared = sessionQuery(db).prepare('session_for_request');
  return async (sessionId: string): Promise<SessionForRequest | undefined> => {
    if (!UUID.test(sessionId)) return undefined;
    const cached = cache?.get(sessionId);
    if (cached) return cached;
    const ticket = cache?.ticket();
    const [row] = await prepared.execute({ sessionId });
    if (row && cache && ticket !== undefined) cache.store(sessionId, Object.freeze(row), ticket);
    return row;
  };
};

/** The device of a session signed in without a device id (curl, scripts); see the login. */
export const ANONYMOUS_DEVICE_PREFIX = 'anonymous-';

/**
 * True when a token may be used from the device the request names. A token stolen from one
 * browser does not work from another: a session made with a device id answers only requests
 * naming that device; one made without (an anonymous device) only requests naming none.
 */
export const isSessionDevice = (sessionDeviceId: string, presented: string | null): boolean =>
  presented === null ? sessionDeviceId.startsWith(ANONYMOUS_DEVICE_PREFIX) : presented === sessionDeviceId;

/**
 * True when an access token predates the user's last password change, so that a password change
 * also ends the access tokens already handed out (the session's refresh token is rotated by the
 * change itself). Our tokens carry `iat` to the millisecond, so that the token answered by the
 * change (issued after it, in the same second) stays valid.
 */
export const issuedBeforePasswordChange = (issuedAtSeconds: number, passwordChangedAt: Date | null) =>
  passwordChangedAt !== null && issuedAtSeconds * 1000 < passwordChangedAt.getTime();
