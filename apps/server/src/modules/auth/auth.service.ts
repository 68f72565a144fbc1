import { randomUUID } from 'node:crypto';
import type { ChangePasswordInput, LoginInput, TokenPair } from '@emlak/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthContext } from '../../plugins/access-policy';
import {
  claimRefreshToken,
  createSession,
  findRefreshToken,
  findUserByEmail,
  findUserById,
  insertAudit,
  insertRefreshToken,
  lockUserRow,
  markAttemptSucceeded,
  recordLogin,
  revokeSession,
  revokeUserSessions,
  setTermsAcceptedAt,
  touchSession,
  updatePasswordHash,
} from './auth.repository';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS, type TokenService } from './auth.tokens';
import type { ClientContext } from './client-context';
import { findSessionForRequest } from './session-lookup';
import { beginLoginAttempt, beginVerifyAttempt } from './throttle';

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

  /** The attempt itself is already recorded as a failure (beginLoginAttempt); this audits it. */
  const recordLoginFailure = async (
    client: ClientContext,
    reason: LoginFailure,
    user?: { id: number; organizationId: number },
  ) => {
    await insertAudit(db, {
      organizationId: user?.organizationId ?? null,
      action: 'auth.login_failed',
      entity: 'user',
      entityId: user ? String(user.id) : null,
      changes: { reason },
      ip: client.ip,
      requestId: client.requestId,
    });
  };

  const checkPassword = async (
    auth: AuthContext,
    password: string,
    client: ClientContext,
  ): Promise<boolean> => {
    const user = await findUserById(db, auth.userId);
    if (!user) throw new AppError('session_revoked');
    const attemptId = await beginVerifyAttempt(db, {
      email: user.email.toLowerCase(),
      userId: user.id,
      ip: client.ip,
    });
    const ok = await verifyPassword(user.passwordHash, password);
    if (ok) await markAttemptSucceeded(db, attemptId);
    return ok;
  };

  return {
    login: async (input: LoginInput, client: ClientContext): Promise<TokenPair> => {
      const email = input.userName.trim().toLowerCase();
      const user = await findUserByEmail(db, email);
      const attemptId = await beginLoginAttempt(db, { email, userId: user?.id ?? null, ip: client.ip });
      if (!user) {
        await burnPasswordCheck(input.password);
        await recordLoginFailure(client, 'unknown_user');
        throw new AppError('invalid_credentials');
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        await recordLoginFailure(client, 'wrong_password', user);
        throw new AppError('invalid_credentials');
      }
      // Only now, so that the lock status is told to the password's owner and no one else.
      if (user.status === 'locked') {
        await recordLoginFailure(client, 'user_locked', user);
        throw new AppError('user_locked');
      }
      // A locked or deactivated organization keeps its users out until the operator lifts it.
      if (user.organizationLocked) {
        await recordLoginFailure(client, 'organization_locked', user);
        throw new AppError('organization_locked');
      }

      // A client that sends no device id (curl, scripts) gets one per login: it then counts
      // as a new device, so the one-device rule still holds.
      const deviceId = client.deviceId ?? `anonymous-${randomUUID()}`;
      return db.transaction(async (tx) => {
        await lockUserRow(tx, user.id);
        await revokeUserSessions(tx, user.id, 'other_device', { deviceId });
        // The same device signing in again replaces its own session quietly.
        await revokeUserSessions(tx, user.id, 'logout');
        const session = await createSession(tx, {
          userId: user.id,
          deviceId,
          userAgent: client.userAgent,
          ip: client.ip,
          expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
        });
        await recordLogin(tx, user.id);
        await markAttemptSucceeded(tx, attemptId);
        await insertAudit(tx, {
          organizationId: user.organizationId,
          actorUserId: user.id,
          action: 'auth.login',
          entity: 'session',
          entityId: session.id,
          ip: client.ip,
          requestId: client.requestId,
        });
        return issuePair(tx, session, user);
      });
    },

    refresh: async (refreshToken: string, client: ClientContext): Promise<TokenPair> => {
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
          await insertAudit(db, {
            organizationId: session.organizationId,
            actorUserId: session.userId,
            action: 'auth.refresh_reuse',
            entity: 'session',
            entityId: used.sessionId,
            ip: client.ip,
            requestId: client.requestId,
          });
        }
      }
      throw new AppError('refresh_invalid');
    },

    logout: async (auth: AuthContext, client: ClientContext): Promise<void> => {
      await revokeSession(db, auth.sessionId, 'logout');
      await insertAudit(db, {
        organizationId: auth.organizationId,
        actorUserId: auth.userId,
        action: 'auth.logout',
        entity: 'session',
        entityId: auth.sessionId,
        ip: client.ip,
        requestId: client.requestId,
      });
    },

    changePassword: async (auth: AuthContext, input: ChangePasswordInput, client: ClientContext) => {
      if (!(await checkPassword(auth, input.currentPassword, client)))
        throw fieldError('currentPassword', 'wrong_password');
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, auth.userId, passwordHash);
        // Whoever else holds a session may be the reason for the change; the caller keeps theirs.
        await revokeUserSessions(tx, auth.userId, 'password_changed', { sessionId: auth.sessionId });
        await insertAudit(tx, {
          organizationId: auth.organizationId,
          actorUserId: auth.userId,
          action: 'auth.password_changed',
          entity: 'user',
          entityId: String(auth.userId),
          ip: client.ip,
          requestId: client.requestId,
        });
      });
    },

    verifyPassword: async (auth: AuthContext, password: string, client: ClientContext) => {
      if (await checkPassword(auth, password, client)) return;
      await insertAudit(db, {
        organizationId: auth.organizationId,
        actorUserId: auth.userId,
        action: 'auth.verify_failed',
        entity: 'user',
        entityId: String(auth.userId),
        ip: client.ip,
        requestId: client.requestId,
      });
      throw new AppError('wrong_password');
    },

    acceptTerms: async (auth: AuthContext, accepted: boolean, client: ClientContext) => {
      await db.transaction(async (tx) => {
        const { before, after } = await setTermsAcceptedAt(tx, auth.userId, accepted);
        await insertAudit(tx, {
          organizationId: auth.organizationId,
          actorUserId: auth.userId,
          action: accepted ? 'auth.terms_accepted' : 'auth.terms_refused',
          entity: 'user',
          entityId: String(auth.userId),
          changes: { termsAcceptedAt: { before, after } },
          ip: client.ip,
          requestId: client.requestId,
        });
      });
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
