import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error';
import { createDeviceCookies, type DeviceCookies } from './device-cookie';

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
  /** Signed with a key derived from the same secret: see device-cookie.ts. */
  deviceCookies: DeviceCookies;
};

/** How many verified access tokens a process remembers: about one per signed-in browser. */
const VERIFIED_TOKENS = 10_000;

/**
 * Access tokens this process has verified, with their claims, until they expire. A token is the
 * same string only with the same signature, so a hit is as good as verifying again; WebCrypto's
 * HMAC verification took a tenth of a small signed-in request's time. The session behind the
 * token is still looked up on every request (access-policy.ts): a revoked session, a locked user
 * or a password change take effect at once.
 */
const verifiedTokens = () => {
  const tokens = new Map<string, { claims: VerifiedAccessClaims; expiresAtMs: number }>();
  return {
    get: (token: string): VerifiedAccessClaims | undefined => {
      const entry = tokens.get(token);
      if (!entry) return undefined;
      // As jose: a token is expired from its `exp` on; verifying it again answers token_expired.
      if (Date.now() < entry.expiresAtMs) return entry.claims;
      tokens.delete(token);
      return undefined;
    },
    set: (token: string, claims: VerifiedAccessClaims, expiresAtMs: number) => {
      // The oldest goes first (a Map keeps insertion order): a bound, not an LRU, is all it needs.
      if (tokens.size >= VERIFIED_TOKENS) tokens.delete(tokens.keys().next().value!);
      tokens.set(token, { claims, expiresAtMs });
    },
  };
};

export const createTokenService = (secret: string): TokenService => {
  // Imported once: given the raw bytes, jose imports a WebCrypto key on every sign and verify,
  // which cost more than the HMAC itself on each signed-in request.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A refused key fails each sign and verify that awaits it, not the process.
  key.catch(() => undefined);
  const verified = verifiedTokens();
  return {
    deviceCookies: createDeviceCookies(secret),
    signAccess: async ({ userId, fullName, roleId, sessionId }) => {
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
        .sign(await key);
    },
    verifyAccess: async (token) => {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'nbf', 'iat', 'UserId', 'RoleId', 'sid'],
        });
        const { UserId, RoleId, FullName, sid, iat } = payload;
        if (typeof UserId !== 'string' || !/^\d{1,10}$/.test(UserId)) throw new AppError('token_invalid');
        if (typeof RoleId !== 'string' || !/^\d{1,3}$/.test(RoleId)) throw new AppError('token_invalid');
        if (typeof sid !== 'string' || sid.length === 0) throw new AppError('token_invalid');
        const claims: VerifiedAccessClaims = Object.freeze({
          userId: Number(UserId),
          roleId: Number(RoleId),
          fullName: String(FullName ?? ''),
          sessionId: sid,
          issuedAt: iat ?? 0,
        });
        verified.set(token, claims, payload.exp! * 1000);
        return claims;
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
