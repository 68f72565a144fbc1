import { randomUUID } from 'node:crypto';
import type { ChangePasswordInput, LoginInput, TokenPair } from '@emlak/contracts';
import type { Db, Executor } from '../../db/client';
import type { Actor, Caller } from '../../lib/actor';
import { AppError, fieldError, throttled } from '../../lib/app-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { recordEvent } from '../audit/audit-recorder';
import {
  claimRefreshToken,
  deleteSessionRefreshTokens,
  findRefreshToken,
  findUserByEmail,
  insertRefreshToken,
  openLoginSession,
  recordLogin,
  revokeSession,
  revokeUserSessions,
  setTermsAcceptance,
  touchSession,
  updatePasswordHash,
} from './auth.repository';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS, type TokenService } from './auth.tokens';
import { verifyOwnPassword } from './own-password';
import { ANONYMOUS_DEVICE_PREFIX, findSessionForRequest, isSessionDevice } from './session-lookup';
import { admitLogin, loginRetryAfter, settleLoginAttempt } from './throttle';

type LoginFailure = 'unknown_user' | 'wrong_password' | 'user_locked' | 'organization_locked';

export const createAuthService = ({ db, tokens }: { db: Db; tokens: TokenService }) => {
  const issuePair = async (
    executor: Executor,
    session: { id: string; expiresAt: Date },
    user: { id: number; name: string; roleId: number },
  ): Promise<TokenPair> => {
    const refreshToken = newRefreshToken();
    // The refresh token never outlives its session: the 30 days are absolute, not sliding.
    await insertRefreshToken(executor, {
      sessionId: session.id,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: session.expiresAt,
    });
    const accessToken = await tokens.signAccess({
      userId: user.id,
      fullName: user.name,
      roleId: user.roleId,
      sessionId: session.id,
    });
    return { accessToken, refreshToken };
  };

  /** The attempt itself is recorded for throttling by settleLoginAttempt; this audits it. */
  const recordLoginFailure = async (
    caller: Caller,
    reason: LoginFailure,
    user?: { id: number; organizationId: number },
  ) => {
    await recordEvent(db, caller, {
      organizationId: user?.organizationId ?? null,
      actorUserId: null,
      action: 'auth.login_failed',
      entity: 'user',
      entityId: user ? user.id : null,
      details: { reason },
    });
  };

  /** An event of the signed-in actor about themselves or their session. */
  const recordOwnEvent = (
    executor: Executor,
    actor: Actor,
    event: { action: string; entity: 'user' | 'session'; details?: Record<string, unknown> },
  ) =>
    recordEvent(executor, actor, {
      ...event,
      entityId: event.entity === 'session' ? actor.sessionId : actor.userId,
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
    });

  /** The access policy always gives a route's actor its session. */
  const sessionOf = (actor: Actor): string => {
    if (!actor.sessionId) throw new AppError('unauthorized');
    return actor.sessionId;
  };

  return {
    /**
     * `deviceCookie` is the value of the device cookie the browser sent, if any; the answer
     * carries a new one for the browser to keep (device-cookie.ts, throttle.ts loginRules).
     */
    login: async (
      input: LoginInput,
      caller: Caller,
      deviceCookie?: string,
    ): Promise<{ pair: TokenPair; deviceCookie: string }> => {
      const email = input.userName.trim().toLowerCase();
      const keys = {
        email,
        ip: caller.clientAddress,
        device: tokens.deviceCookies.read(deviceCookie, email),
      };
      const [user, retryAfter] = await Promise.all([findUserByEmail(db, email), loginRetryAfter(db, keys)]);
      if (retryAfter !== null) throw throttled(retryAfter);
      let passwordRight = false;
      if (user) passwordRight = await verifyPassword(user.passwordHash, input.password);
      else await burnPasswordCheck(input.password);
      // The password first, then the decision: a right password is never counted as a failure.
      const admitted = user && passwordRight && user.status !== 'locked' && !user.organizationLocked;
      if (!admitted) {
        await settleLoginAttempt(db, {
          ...keys,
          userId: user?.id ?? null,
          outcome: passwordRight ? 'none' : 'failure',
        });
      }
      if (!user) {
        await recordLoginFailure(caller, 'unknown_user');
        throw new AppError('invalid_credentials');
      }
      if (!passwordRight) {
        await recordLoginFailure(caller, 'wrong_password', user);
        throw new AppError('invalid_credentials');
      }
      // Only now, so that the lock status is told to the password's owner and no one else.
      if (user.status === 'locked') {
        await recordLoginFailure(caller, 'user_locked', user);
        throw new AppError('user_locked');
      }
      // A locked or deactivated organization keeps its users out until the operator lifts it.
      if (user.organizationLocked) {
        await recordLoginFailure(caller, 'organization_locked', user);
        throw new AppError('organization_locked');
      }

      // A client that sends no device id (curl, scripts) gets one per login: it then counts
      // as a new device, so the one-device rule still holds.
      const deviceId = caller.deviceId ?? `${ANONYMOUS_DEVICE_PREFIX}${randomUUID()}`;
      const session = { id: randomUUID(), expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS) };
      const refreshToken = newRefreshToken();
      await db.transaction(async (tx) => {
        await admitLogin(tx, keys);
        // Also locks the user's row: two devices signing in at once cannot both stay active.
        await recordLogin(tx, user.id);
        await openLoginSession(tx, {
          sessionId: session.id,
          userId: user.id,
          organizationId: user.organizationId,
          email,
          deviceId,
          device: keys.device,
          userAgent: caller.userAgent,
          ip: caller.clientAddress,
          expiresAt: session.expiresAt,
          refreshTokenHash: hashRefreshToken(refreshToken),
          requestId: caller.requestId,
        });
      });
      const accessToken = await tokens.signAccess({
        userId: user.id,
        fullName: user.name,
        roleId: user.roleId,
        sessionId: session.id,
      });
      const pair = { accessToken, refreshToken };
      return { pair, deviceCookie: tokens.deviceCookies.issue(email) };
    },

    refresh: async (refreshToken: string, caller: Caller): Promise<TokenPair> => {
      const tokenHash = hashRefreshToken(refreshToken);
      // The claim and the new pair commit together: a failure after the claim (a refused check,
      // a lost connection) rolls the claim back, so the token is not burnt by our own error.
      // Two refreshes racing with one token still meet at the claim's row lock: the second
      // waits, then finds the token used and is handled as reuse below.
      const pair = await db.transaction(async (tx) => {
        const claimed = await claimRefreshToken(tx, tokenHash);
        if (!claimed) return null;
        const session = await findSessionForRequest(tx, claimed.sessionId);
        if (!session) throw new AppError('refresh_invalid');
        if (session.revokedAt) {
          throw new AppError(session.revokedReason === 'other_device' ? 'other_device' : 'refresh_invalid');
        }
        const now = Date.now();
        if (
          claimed.expiresAt.getTime() <= now ||
          session.expiresAt.getTime() <= now ||
          session.status === 'locked'
        ) {
          throw new AppError('refresh_invalid');
        }
        if (session.organizationLocked) throw new AppError('organization_locked');
        // Like an access token, a refresh token works only from its session's device. The claim
        // is rolled back: presenting a token from elsewhere does not burn it.
        if (!isSessionDevice(session.deviceId, caller.deviceId)) throw new AppError('token_invalid');
        await touchSession(tx, session.sessionId);
        return issuePair(
          tx,
          { id: session.sessionId, expiresAt: session.expiresAt },
          { id: session.userId, name: session.name, roleId: session.roleId },
        );
      });
      if (pair) return pair;

      const used = await findRefreshToken(db, tokenHash);
      if (used) {
        // Two holders of one refresh token: one of them stole it. Neither keeps the session.
        const session = await findSessionForRequest(db, used.sessionId);
        if (session && (await revokeSession(db, used.sessionId, 'refresh_reuse'))) {
          await recordEvent(db, caller, {
            organizationId: session.organizationId,
            actorUserId: session.userId,
            action: 'auth.refresh_reuse',
            entity: 'session',
            entityId: used.sessionId,
          });
        }
      }
      throw new AppError('refresh_invalid');
    },

    logout: async (actor: Actor): Promise<void> => {
      await revokeSession(db, sessionOf(actor), 'logout');
      await recordOwnEvent(db, actor, { action: 'auth.logout', entity: 'session' });
    },

    /**
     * Swaps the password, ends every other session and rotates this one: its refresh tokens are
     * replaced and access tokens issued before the change stop working (the access policy
     * compares `iat` with passwordChangedAt), so whoever copied this session's tokens loses them
     * too. Answers the session's new pair.
     */
    changePassword: async (actor: Actor, input: ChangePasswordInput): Promise<TokenPair> => {
      const sessionId = sessionOf(actor);
      if (!(await verifyOwnPassword(db, actor, input.currentPassword)))
        throw fieldError('currentPassword', 'wrong_password');
      const passwordHash = await hashPassword(input.newPassword);
      return db.transaction(async (tx) => {
        // The application's clock, like the `iat` of the tokens it is compared with.
        await updatePasswordHash(tx, actor.userId, passwordHash, new Date());
        // Whoever else holds a session may be the reason for the change.
        await revokeUserSessions(tx, actor.userId, 'password_changed', { sessionId });
        const session = await findSessionForRequest(tx, sessionId);
        if (!session || session.revokedAt) throw new AppError('session_revoked');
        await deleteSessionRefreshTokens(tx, sessionId);
        await recordOwnEvent(tx, actor, { action: 'auth.password_changed', entity: 'user' });
        return issuePair(
          tx,
          { id: sessionId, expiresAt: session.expiresAt },
          { id: actor.userId, name: session.name, roleId: session.roleId },
        );
      });
    },

    verifyPassword: async (actor: Actor, password: string) => {
      if (await verifyOwnPassword(db, actor, password)) return;
      await recordOwnEvent(db, actor, { action: 'auth.verify_failed', entity: 'user' });
      throw new AppError('wrong_password');
    },

    acceptTerms: async (actor: Actor, accepted: boolean) => {
      await db.transaction(async (tx) => {
        const { before, after } = await setTermsAcceptance(tx, actor.userId, accepted);
        await recordOwnEvent(tx, actor, {
          action: accepted ? 'auth.terms_accepted' : 'auth.terms_refused',
          entity: 'user',
          details: {
            termsAcceptedAt: {
              before: before?.termsAcceptedAt ?? null,
              after: after?.termsAcceptedAt ?? null,
            },
            termsVersion: { before: before?.termsVersion ?? null, after: after?.termsVersion ?? null },
          },
        });
      });
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
