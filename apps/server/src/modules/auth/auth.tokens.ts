import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error';

export const TOKEN_ISSUER = 'emlak-office';
export const TOKEN_AUDIENCE = 'emlak-office-web';
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ALGORITHM = 'HS256';

export type AccessClaims = { userId: number; fullName: string; roleId: number; sessionId: string };

/** A verified token's claims and when it was issued, in seconds since the epoch (with a fraction). */
export type VerifiedAccessClaims = AccessClaims & { issuedAt: number };

export type TokenService = {
  signAccess: (claims: AccessClaims) => Promise<string>;
  verifyAccess: (token: string) => Promise<VerifiedAccessClaims>;
};

export const createTokenService = (secret: string): TokenService => {
  const key = new TextEncoder().encode(secret);
  return {
    signAccess: ({ userId, fullName, roleId, sessionId }) => {
      // To the millisecond (a NumericDate may have a fraction): a token answered by a password
      // change must count as issued after it, even within the same second. `nbf` stays a whole
      // second at or before it, so the token is usable at once.
      const issuedAt = Date.now() / 1000;
      return new SignJWT({
        UserId: String(userId),
        FullName: fullName,
        RoleId: String(roleId),
        sid: sessionId,
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setNotBefore(Math.floor(issuedAt))
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    verifyAccess: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'nbf', 'iat', 'UserId', 'RoleId', 'sid'],
        });
        const { UserId, RoleId, FullName, sid, iat } = payload;
        if (typeof UserId !== 'string' || !/^\d{1,10}$/.test(UserId)) throw new AppError('token_invalid');
        if (typeof RoleId !== 'string' || !/^\d{1,3}$/.test(RoleId)) throw new AppError('token_invalid');
        if (typeof sid !== 'string' || sid.length === 0) throw new AppError('token_invalid');
        return {
          userId: Number(UserId),
          roleId: Number(RoleId),
          fullName: String(FullName ?? ''),
          sessionId: sid,
          issuedAt: iat ?? 0,
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof errors.JWTExpired) throw new AppError('token_expired');
        throw new AppError('token_invalid');
      }
    },
  };
};

/** Refresh tokens are opaque random values; only their hash is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
