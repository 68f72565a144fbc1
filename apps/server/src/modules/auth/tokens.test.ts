import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganization,
  createTestContext,
  createUser,
  TEST_JWT_SECRET,
  type TestContext,
} from '../../../test/helpers';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth.tokens';
import { bearer, getProfile, loginAs } from './auth.test-support';

const now = () => Math.floor(Date.now() / 1000);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

type Craft = {
  claims?: Record<string, unknown>;
  omit?: string[];
  issuer?: string;
  audience?: string;
  secret?: string;
  alg?: string;
};

/** docs/quality.md "Tokens": every one of these is refused with 401 on an authenticated route. */
describe('access tokens', () => {
  let ctx: TestContext;
  let claims: JWTPayload;
  let otherSessionId: string;
  let refreshToken: string;

  const craft = async ({ claims: extra = {}, omit = [], issuer, audience, secret, alg = 'HS256' }: Craft) => {
    const payload: JWTPayload = {
      UserId: claims.UserId,
      FullName: claims.FullName,
      RoleId: claims.RoleId,
      sid: claims.sid,
      iss: issuer ?? TOKEN_ISSUER,
      aud: audience ?? TOKEN_AUDIENCE,
      iat: now(),
      nbf: now(),
      exp: now() + 600,
      ...extra,
    };
    for (const key of omit) delete payload[key];
    return new SignJWT(payload)
      .setProtectedHeader({ alg, typ: 'JWT' })
      .sign(new TextEncoder().encode(secret ?? TEST_JWT_SECRET));
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    const organization = await createOrganization(ctx.db);
    const user = await createUser(ctx.db, { organizationId: organization.id });
    const other = await createUser(ctx.db, { organizationId: organization.id });
    const pair = await loginAs(ctx, user);
    claims = decodeJwt(pair.accessToken);
    refreshToken = pair.refreshToken;
    otherSessionId = String(decodeJwt((await loginAs(ctx, other)).accessToken).sid);
  });
  afterAll(() => ctx.close());

  it('accepts a correctly crafted token (the cases below differ from it in one point)', async () => {
    expect((await getProfile(ctx, bearer(await craft({})))).statusCode).toBe(200);
  });

  it.each<{ name: string; header: () => Promise<string | undefined>; code: string }>([
    { name: 'no Authorization header', header: async () => undefined, code: 'unauthorized' },
    { name: 'another scheme', header: async () => `Basic ${await craft({})}`, code: 'unauthorized' },
    { name: 'a malformed token', header: async () => 'Bearer not.a.jwt', code: 'token_invalid' },
    {
      name: 'a wrong signature',
      header: async () => `Bearer ${await craft({ secret: 'x'.repeat(48) })}`,
      code: 'token_invalid',
    },
    {
      // RoleId is the one claim the session check does not cross-check, so only the signature stops this.
      name: 'a payload changed after signing',
      header: async () => {
        const [head, , signature] = (await craft({})).split('.');
        return `Bearer ${head}.${base64url({ ...decodeJwt(await craft({})), RoleId: '2' })}.${signature}`;
      },
      code: 'token_invalid',
    },
    {
      name: 'alg none',
      header: async () =>
        `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: now() + 600 })}.`,
      code: 'token_invalid',
    },
    {
      name: 'another HMAC algorithm',
      header: async () => `Bearer ${await craft({ alg: 'HS512' })}`,
      code: 'token_invalid',
    },
    {
      name: 'a wrong issuer',
      header: async () => `Bearer ${await craft({ issuer: 'someone-else' })}`,
      code: 'token_invalid',
    },
    {
      name: 'a wrong audience',
      header: async () => `Bearer ${await craft({ audience: 'other-app' })}`,
      code: 'token_invalid',
    },
    {
      name: 'an expired token',
      header: async () =>
        `Bearer ${await craft({ claims: { iat: now() - 7200, nbf: now() - 7200, exp: now() - 60 } })}`,
      code: 'token_expired',
    },
    {
      name: 'nbf in the future',
      header: async () => `Bearer ${await craft({ claims: { nbf: now() + 600 } })}`,
      code: 'token_invalid',
    },
    { name: 'no exp', header: async () => `Bearer ${await craft({ omit: ['exp'] })}`, code: 'token_invalid' },
    { name: 'no nbf', header: async () => `Bearer ${await craft({ omit: ['nbf'] })}`, code: 'token_invalid' },
    {
      name: 'a non-numeric UserId',
      header: async () => `Bearer ${await craft({ claims: { UserId: 'abc' } })}`,
      code: 'token_invalid',
    },
    {
      name: 'a numeric-typed UserId',
      header: async () => `Bearer ${await craft({ claims: { UserId: Number(claims.UserId) } })}`,
      code: 'token_invalid',
    },
    {
      name: 'a sid that is not a session id',
      header: async () => `Bearer ${await craft({ claims: { sid: 'nope' } })}`,
      code: 'token_invalid',
    },
    {
      name: "another user's session",
      header: async () => `Bearer ${await craft({ claims: { sid: otherSessionId } })}`,
      code: 'token_invalid',
    },
    {
      name: 'a refresh token used as an access token',
      header: async () => `Bearer ${refreshToken}`,
      code: 'token_invalid',
    },
  ])('refuses $name with 401 $code', async ({ header, code }) => {
    const value = await header();
    const res = await getProfile(ctx, value ? { authorization: value, 'accept-language': 'en' } : {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code });
  });
});
