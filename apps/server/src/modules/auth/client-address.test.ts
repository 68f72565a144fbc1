import { Role } from '@emlak/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { auditLog, loginAttempts, sessions } from '../../db/schema';
import {
  authHeaders,
  createOrganization,
  createTestContext,
  createUser,
  type TestContext,
} from '../../../test/helpers';
import { api } from './auth.test-support';
import { LOGIN_IP_LIMIT } from './throttle';

const trustProxyOf = (value: string) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY setting', () => {
  it.each([
    ['false', false],
    ['0', false],
    ['', false],
    ['1', 1],
    ['2', 2],
    // The legacy boolean: one proxy in front, never "every hop".
    ['true', 1],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.5, 172.16.0.0/12,::1,loopback', ['10.0.0.5', '172.16.0.0/12', '::1', 'loopback']],
  ])('reads %j as %j', (value, expected) => {
    expect(trustProxyOf(value)).toEqual(expected);
  });

  it('is false when unset', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent' }).trustProxy).toBe(false);
  });

  it.each(['everyone', '10.0.0.0/33', '10.0.0.1,', '999.1.1.1', '1000'])('refuses %j', (value) => {
    expect(() => trustProxyOf(value)).toThrow(ConfigError);
    expect(() => trustProxyOf(value)).toThrow(/TRUST_PROXY/);
  });
});

describe.each([
  { trustProxy: false as const, forwardedIp: null, hsts: false },
  { trustProxy: 1, forwardedIp: '203.0.113.9', hsts: true },
  { trustProxy: ['10.1.1.1'], forwardedIp: '203.0.113.9', hsts: true },
])('client address with TRUST_PROXY=$trustProxy', ({ trustProxy, forwardedIp, hsts }) => {
  let ctx: TestContext;
  let organizationId: number;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { trustProxy } });
    organizationId = (await createOrganization(ctx.db)).id;
  });
  afterAll(() => ctx.close());

  const login = (email: string, password: string, forwardedFor: string, remoteAddress = '10.1.1.1') =>
    ctx.app.inject({
      method: 'POST',
      url: api('/accounts/login'),
      remoteAddress,
      headers: { 'accept-language': 'en', 'x-device-id': 'device-a', 'x-forwarded-for': forwardedFor },
      payload: { userName: email, password },
    });

  const sessionIpOf = async (userId: number) => {
    const [row] = await ctx.db
      .select({ ip: sql<string>`host(${sessions.ip})` })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return row?.ip;
  };

  it('takes the forwarded address only from a trusted proxy', async () => {
    const user = await createUser(ctx.db, { organizationId });
    // The client forged the first entry; the proxy appended the address it saw.
    const res = await login(user.email, user.password, `198.51.100.1, 203.0.113.9`);
    expect(res.statusCode).toBe(200);
    expect(await sessionIpOf(user.id)).toBe(forwardedIp ?? '10.1.1.1');
    expect(res.headers['strict-transport-security'] !== undefined).toBe(hsts);
  });

  it('falls back to the socket address when the forwarded one is not an IP', async () => {
    const user = await createUser(ctx.db, { organizationId });
    const res = await login(user.email, user.password, 'not-an-ip');
    expect(res.statusCode).toBe(200);
    expect(await sessionIpOf(user.id)).toBe('10.1.1.1');
  });

  it('still applies the 50-failure address limit when the forwarded address is not an IP', async () => {
    const user = await createUser(ctx.db, { organizationId });
    const socketIp = '10.1.1.1';
    await ctx.db.insert(loginAttempts).values(
      Array.from({ length: LOGIN_IP_LIMIT }, (_, i) => ({
        kind: 'login' as const,
        email: `guess-${i}@test.az`,
        ip: socketIp,
        success: false,
      })),
    );
    const res = await login(user.email, user.password, 'garbage', socketIp);
    expect(res.statusCode).toBe(429);
    await ctx.db.delete(loginAttempts).where(eq(loginAttempts.ip, socketIp));
  });

  it('audits a refused authorization with a valid address whatever the header says (403, not 400)', async () => {
    const agent = await createUser(ctx.db, { organizationId, roleId: Role.User });
    const headers = await authHeaders(ctx, agent);
    const res = await ctx.app.inject({
      method: 'GET',
      url: api('/audit'),
      remoteAddress: '10.1.1.1',
      headers: { ...headers, 'accept-language': 'en', 'x-forwarded-for': 'forged, also-not-an-ip' },
    });
    expect(res.statusCode).toBe(403);
    const [entry] = await ctx.db
      .select({ ip: sql<string>`host(${auditLog.ip})` })
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, agent.id), eq(auditLog.action, 'authorization.denied')));
    expect(entry?.ip).toBe('10.1.1.1');
  });
});
