import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema';
import { createOrganization, createTestContext, createUser, type TestContext } from '../../../test/helpers';
import { api } from './auth.test-support';
import { LOGIN_EMAIL_LIMIT, LOGIN_IP_LIMIT } from './throttle';

describe('login throttling', () => {
  let ctx: TestContext;
  let organizationId: number;
  let lastIp = 0;
  /** Each test signs in from addresses of its own, so that address counters do not leak between tests. */
  const freshIp = () => `10.0.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;
  const newUser = () => createUser(ctx.db, { organizationId });
  const login = (userName: string, password: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: api('/accounts/login'),
      remoteAddress: ip,
      headers: { 'accept-language': 'en', 'x-device-id': 'device-a' },
      payload: { userName, password },
    });
  const fail = async (email: string, ip: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await login(email, 'Wrong-password-1', ip)).statusCode).toBe(401);
  };
  const backdated = (email: string, ip: string, secondsAgo: number, success = false) => ({
    kind: 'login' as const,
    email,
    ip,
    success,
    createdAt: sql`now() - make_interval(secs => ${secondsAgo})`,
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    organizationId = (await createOrganization(ctx.db)).id;
  });
  afterAll(() => ctx.close());

  it('answers 429 with Retry-After after 5 failures, even to the right password, and only for that e-mail', async () => {
    const user = await newUser();
    const other = await newUser();
    const ip = freshIp();
    await fail(user.email, ip, LOGIN_EMAIL_LIMIT);

    const res = await login(user.email.toUpperCase(), user.password, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'throttled',
      message: 'You have sent too many requests. Please wait.',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);

    expect((await login(other.email, other.password, freshIp())).statusCode).toBe(200);
    expect((await login(other.email, other.password, ip)).statusCode).toBe(200);

    // A refused attempt is not another failure, or a guesser could keep the owner out for ever.
    const recorded = await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, user.email));
    expect(recorded).toHaveLength(LOGIN_EMAIL_LIMIT);
  });

  it.each([
    { name: 'a known e-mail', known: true },
    { name: 'an unknown e-mail', known: false },
  ])('answers exactly 5 of 10 parallel wrong logins for $name with 401, the rest 429', async ({ known }) => {
    const email = known ? (await newUser()).email : `ghost-${freshIp()}@test.az`;
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 10 }, () => login(email, 'Wrong-password-1', ip)));
    const statuses = results.map((r) => r.statusCode);
    // Recording and counting take turns per e-mail: exactly the first 5 are checked.
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_EMAIL_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - LOGIN_EMAIL_LIMIT);
    // Only the attempts that were checked stay recorded.
    const recorded = await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(recorded).toHaveLength(statuses.filter((s) => s === 401).length);
  });

  it('counts failures for unknown e-mails too', async () => {
    const ip = freshIp();
    await fail('ghost@test.az', ip, LOGIN_EMAIL_LIMIT);
    expect((await login('ghost@test.az', 'Wrong-password-1', ip)).statusCode).toBe(429);
  });

  it.each([
    {
      name: 'opens again once the failures leave the 15-minute window',
      secondsAgo: 15 * 60 + 5,
      status: 200,
    },
    { name: 'stays closed while the fifth failure is inside the window', secondsAgo: 14 * 60, status: 429 },
  ])('$name', async ({ secondsAgo, status }) => {
    const user = await newUser();
    const ip = freshIp();
    await ctx.db
      .insert(loginAttempts)
      .values(Array.from({ length: LOGIN_EMAIL_LIMIT }, () => backdated(user.email, ip, secondsAgo)));
    const res = await login(user.email, user.password, ip);
    expect(res.statusCode).toBe(status);
    if (status === 429) expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('starts counting an e-mail afresh after a successful login', async () => {
    const user = await newUser();
    const ip = freshIp();
    await ctx.db
      .insert(loginAttempts)
      .values([
        ...Array.from({ length: LOGIN_EMAIL_LIMIT - 1 }, () => backdated(user.email, ip, 120)),
        backdated(user.email, ip, 60, true),
      ]);
    await fail(user.email, ip, LOGIN_EMAIL_LIMIT - 1);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('answers 429 to an address after 50 failures across e-mails, and to no other address', async () => {
    const user = await newUser();
    const ip = freshIp();
    await ctx.db
      .insert(loginAttempts)
      .values(Array.from({ length: LOGIN_IP_LIMIT }, (_, i) => backdated(`guess-${i}@test.az`, ip, 30)));
    const res = await login(user.email, user.password, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(user.email, user.password, freshIp())).statusCode).toBe(200);
  });

  it('does not let a successful login clear the address counter', async () => {
    const user = await newUser();
    const ip = freshIp();
    await ctx.db
      .insert(loginAttempts)
      .values([
        ...Array.from({ length: LOGIN_IP_LIMIT }, (_, i) => backdated(`guess-${i}@test.az`, ip, 60)),
        backdated(user.email, ip, 30, true),
      ]);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(429);
    const rows = await ctx.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, user.email), eq(loginAttempts.success, true)));
    expect(rows).toHaveLength(1);
  });
});
