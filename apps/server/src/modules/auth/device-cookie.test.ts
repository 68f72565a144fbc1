import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema';
import {
  createOrganization,
  createTestContext,
  createUser,
  TEST_JWT_SECRET,
  type TestContext,
} from '../../../test/helpers';
import { api } from './auth.test-support';
import { createDeviceCookies, DEVICE_COOKIE } from './device-cookie';
import { LOGIN_DEVICE_LIMIT, LOGIN_EMAIL_LIMIT, LOGIN_IP_LIMIT } from './throttle';

/**
 * OWASP device cookies (docs/decisions.md "Account lockout and device cookies"): a stranger's
 * guesses lock the account out for unknown clients only; a browser that signed in before keeps
 * signing in with the right password, and its own failures are limited on their own.
 */
describe('device cookies', () => {
  let ctx: TestContext;
  let organizationId: number;
  let lastIp = 0;
  const freshIp = () => `10.9.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;
  const newUser = () => createUser(ctx.db, { organizationId });
  const login = (
    userName: string,
    password: string,
    ip: string,
    cookie?: string,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: api('/accounts/login'),
      remoteAddress: ip,
      headers: { 'accept-language': 'en', 'x-device-id': 'device-a', ...headers },
      cookies: cookie === undefined ? {} : { [DEVICE_COOKIE]: cookie },
      payload: { userName, password },
    });
  /** Signs in for real and answers the device cookie the server set. */
  const knownDevice = async (user: { email: string; password: string }) => {
    const res = await login(user.email, user.password, freshIp());
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toBeDefined();
    return cookie!.value;
  };
  const lockOut = async (email: string, ip: string) => {
    for (let i = 0; i < LOGIN_EMAIL_LIMIT; i++)
      expect((await login(email, 'Wrong-password-1', ip)).statusCode).toBe(401);
  };
  const failuresOf = (email: string) =>
    ctx.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, false)));

  beforeAll(async () => {
    ctx = await createTestContext();
    organizationId = (await createOrganization(ctx.db)).id;
  });
  afterAll(() => ctx.close());

  it('is set on a successful login only: HttpOnly, SameSite=Strict, on the login path, Secure behind TLS', async () => {
    const user = await newUser();
    const wrong = await login(user.email, 'Wrong-password-1', freshIp());
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const res = await login(user.email, user.password, freshIp());
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/accounts/login' });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.maxAge).toBeGreaterThan(30 * 24 * 3600);
    expect(cookie.value.startsWith(`${user.email}|`)).toBe(true);

    const behindTls = await createTestContext({ config: { trustProxy: 1 } });
    try {
      const other = await createUser(behindTls.db, {
        organizationId: (await createOrganization(behindTls.db)).id,
      });
      const tls = await behindTls.app.inject({
        method: 'POST',
        url: api('/accounts/login'),
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
        payload: { userName: other.email, password: other.password },
      });
      expect(tls.statusCode).toBe(200);
      expect(tls.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({ secure: true });
    } finally {
      await behindTls.close();
    }
  });

  it("lets the owner's known device in while a stranger has locked the account out", async () => {
    const owner = await newUser();
    const cookie = await knownDevice(owner);
    const strangerIp = freshIp();
    await lockOut(owner.email, strangerIp);

    // Unknown clients, the owner on a new computer included, wait out the window.
    expect((await login(owner.email, owner.password, freshIp())).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, strangerIp)).statusCode).toBe(429);
    // The known device signs in, even from the stranger's address, and gets a fresh cookie.
    const res = await login(owner.email, owner.password, strangerIp, cookie);
    expect(res.statusCode).toBe(200);
    const renewed = res.cookies.find((c) => c.name === DEVICE_COOKIE)!.value;
    expect(renewed).not.toBe(cookie);
    expect((await login(owner.email, owner.password, freshIp(), renewed)).statusCode).toBe(200);
  });

  it("lets a known device in from an address that a stranger's guesses have locked out", async () => {
    const owner = await newUser();
    const cookie = await knownDevice(owner);
    const office = freshIp();
    await ctx.db.insert(loginAttempts).values(
      Array.from({ length: LOGIN_IP_LIMIT }, (_, i) => ({
        kind: 'login' as const,
        email: `guess-${i}@test.az`,
        ip: office,
        success: false,
      })),
    );
    expect((await login(owner.email, owner.password, office)).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, office, cookie)).statusCode).toBe(200);
  });

  it('does not let a forged, re-signed or other account’s cookie past the lockout', async () => {
    const owner = await newUser();
    const other = await newUser();
    const genuine = await knownDevice(owner);
    const othersCookie = await knownDevice(other);
    await lockOut(owner.email, freshIp());

    const [email, nonce, signature] = genuine.split('|');
    expect(email).toBe(owner.email);
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const forgeries = [
      `${owner.email}|${nonce}|${flipped}`,
      `${owner.email}|${nonce}`,
      `${owner.email}|${nonce}|`,
      // Another account's genuine cookie with this account's name in it.
      othersCookie.replace(other.email, owner.email),
      // Signed right, but with a key that is not the server's.
      createDeviceCookies(`${TEST_JWT_SECRET}-not`).issue(owner.email),
      'garbage',
    ];
    for (const forged of forgeries) {
      expect((await login(owner.email, owner.password, freshIp(), forged)).statusCode).toBe(429);
    }
    // The other account's own cookie is for the other account only.
    expect((await login(owner.email, owner.password, freshIp(), othersCookie)).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, freshIp(), genuine)).statusCode).toBe(200);
  });

  it('locks out a stolen device cookie after its own failures, and only that cookie', async () => {
    const owner = await newUser();
    const stolen = await knownDevice(owner);
    const ownersOther = await knownDevice(owner);
    const thief = freshIp();
    for (let i = 0; i < LOGIN_DEVICE_LIMIT; i++)
      expect((await login(owner.email, 'Wrong-password-1', thief, stolen)).statusCode).toBe(401);
    const res = await login(owner.email, owner.password, thief, stolen);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    // Parallel guesses with the cookie are counted one by one as well.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => login(owner.email, 'Wrong-password-1', thief, stolen)),
    );
    expect(burst.map((r) => r.statusCode)).toEqual([429, 429, 429, 429, 429]);

    // The device's failures are its own: the owner's other device and unknown clients go on.
    expect((await login(owner.email, owner.password, freshIp(), ownersOther)).statusCode).toBe(200);
    expect((await login(owner.email, owner.password, freshIp())).statusCode).toBe(200);
  });

  it('answers exactly 5 of 10 parallel wrong logins with one device cookie with 401', async () => {
    const owner = await newUser();
    const cookie = await knownDevice(owner);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => login(owner.email, 'Wrong-password-1', freshIp(), cookie)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_DEVICE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - LOGIN_DEVICE_LIMIT);
  });

  it('never counts a right password as a failure: 40 parallel logins from one client all pass', async () => {
    const owner = await newUser();
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => login(owner.email, owner.password, ip)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 40 }, () => 200));
    expect(await failuresOf(owner.email)).toHaveLength(0);

    // With the device cookie too, and with the account one failure short of its limit.
    const cookie = results[0]!.cookies.find((c) => c.name === DEVICE_COOKIE)!.value;
    await ctx.db.insert(loginAttempts).values(
      Array.from({ length: LOGIN_EMAIL_LIMIT - 1 }, () => ({
        kind: 'login' as const,
        email: owner.email,
        ip,
        success: false,
        createdAt: sql`now() + interval '1 second'`,
      })),
    );
    const again = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(owner.email, owner.password, ip, i % 2 ? cookie : undefined),
      ),
    );
    expect(again.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await failuresOf(owner.email)).toHaveLength(LOGIN_EMAIL_LIMIT - 1);
  });
});
