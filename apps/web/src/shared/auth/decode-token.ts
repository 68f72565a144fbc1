import { decodeJwt } from 'jose';

/** The access token's claims (spec section 3). */
export type DecodedToken = {
  UserId: string;
  FullName: string;
  RoleId: string;
  exp: number;
  iat: number;
  nbf: number;
  sid?: string;
};

/**
 * Decodes (does not verify: the server does) an access token. A token whose UserId is not
 * numeric is invalid (spec section 5, 'Invalid token').
 */
export const decodeAccessToken = (token: string): DecodedToken => {
  const claims = decodeJwt(token) as Partial<DecodedToken>;
  if (typeof claims.UserId !== 'string' || !/^\d+$/.test(claims.UserId)) throw new Error('Invalid token');
  if (typeof claims.RoleId !== 'string' || !/^\d+$/.test(claims.RoleId)) throw new Error('Invalid token');
  return {
    UserId: claims.UserId,
    FullName: String(claims.FullName ?? ''),
    RoleId: claims.RoleId,
    exp: Number(claims.exp ?? 0),
    iat: Number(claims.iat ?? 0),
    nbf: Number(claims.nbf ?? 0),
    sid: claims.sid,
  };
};
