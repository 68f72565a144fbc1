import { isRoleId, Role, type RoleId } from '@emlak/contracts';
import { isNumericId } from './decode-jwt';

/** The spec's access-token claims (section 3), always listed, "not in the token" when absent. */
export const SPEC_CLAIMS = ['UserId', 'FullName', 'RoleId', 'exp', 'iat', 'nbf'] as const;

/**
 * Claims our server adds to the spec's (apps/server/src/modules/auth/auth.tokens.ts): the session
 * the token belongs to, who issued it and for whom. Listed when present. The spec's claims keep
 * their names there; only UserId and RoleId are written as digit strings.
 */
export const SERVER_CLAIMS = ['sid', 'iss', 'aud'] as const;

export type ExplainedClaim = (typeof SPEC_CLAIMS)[number] | (typeof SERVER_CLAIMS)[number];

export const TIME_CLAIMS: ReadonlySet<string> = new Set(['exp', 'iat', 'nbf']);

const ROLE_NAMES: Record<RoleId, keyof typeof Role> = {
  [Role.Admin]: 'Admin',
  [Role.SuperAdmin]: 'SuperAdmin',
  [Role.User]: 'User',
};

/** The seeded name of a RoleId claim (a number or a digit string), or null for an unknown role. */
export const roleNameOf = (value: unknown): keyof typeof Role | null => {
  if (!isNumericId(value)) return null;
  const id = Number(value);
  return isRoleId(id) ? ROLE_NAMES[id] : null;
};

/** The claims the page explains: the spec's, then ours that the token carries. */
export const explainedClaims = (payload: Record<string, unknown>): ExplainedClaim[] => [
  ...SPEC_CLAIMS,
  ...SERVER_CLAIMS.filter((claim) => claim in payload),
];
