import { connect } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../src/db/schema';
import {
  API,
  authHeaders,
  createSignedInWorld,
  createTestContext,
  createUser,
  TEST_PASSWORD,
  type TestContext,
} from './helpers';

/**
 * The findings of the outside security review (issue #7) that concern every route: control
 * characters, paging and dates of query strings, the headers of refusals, Fastify's and Node's own
 * error answers and refused authorizations in the audit log. The device binding and the password
 * change are tested with the auth module, the e-mail change with the profile, the NUL of every
 * body field by the fuzz test.
 */

const CONTROL_EN = (field: string) => `${field} contains characters that are not allowed`;

/** Sends raw bytes on a real socket and collects the answer until the server closes it. */
const rawExchange = (port: number, request: string) =>
  new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
  });

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('hardening', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof createSignedInWorld>>;
  const inject = (options: {
    method?: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: object | string;
  }) =>
    ctx.app.inject({
      method: options.method ?? 'GET',
      url: `${API}${options.url}`,
      headers: { 'accept-language': 'en', ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });

  beforeAll(async () => {
    // A short request time-out, so that the slow-body test need not wait 30 s.
    ctx = await createTestContext({ config: { requestTimeoutMs: 500 } });
    world = await createSignedInWorld(ctx);
  });
  afterAll(() => ctx.close());

  describe('control characters', () => {
    it.each([
      {
        name: 'a login e-mail, before any sign-in',
        request: () => ({
          method: 'POST' as const,
          url: '/accounts/login',
          payload: { userName: 'a\u0000@x.az', password: 'x' },
        }),
        field: 'userName',
      },
      {
        name: 'a table filter value',
        request: () => ({
          method: 'POST' as const,
          url: '/cities/table',
          headers: world.as.superAdmin,
          payload: { filters: [{ field: 'name', operator: 'Contains', value: 'Bak\u0000' }] },
        }),
        field: 'filters.0.value',
        label: 'value',
      },
      {
        name: 'a table filter field name',
        request: () => ({
          method: 'POST' as const,
          url: '/cities/table',
          headers: world.as.superAdmin,
          payload: { filters: [{ field: 'na\u007fme', operator: 'Equal', value: 'x' }] },
        }),
        field: 'filters.0.field',
        label: 'field',
      },
      {
        name: 'a query parameter',
        request: () => ({ url: '/audit?action=auth%00login', headers: world.as.superAdmin }),
        field: 'action',
      },
      {
        name: 'a path parameter',
        request: () => ({ url: '/owners/%2B99450%00/announcements', headers: world.as.superAdmin }),
        field: 'phone',
      },
      {
        name: 'a lone surrogate in a name',
        request: () => ({
          method: 'POST' as const,
          url: '/accounts/login',
          payload: '{"userName":"a\\ud800@x.az","password":"x"}',
          headers: { 'content-type': 'application/json' },
        }),
        field: 'userName',
      },
    ])('refuses $name with a localized 400 field error', async ({ request, field, label }) => {
      const res = await inject(request());
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
      expect(res.json().errors[field]).toContain(CONTROL_EN(label ?? field));
    });

    it('names the rule in Azerbaijani and Russian too', async () => {
      for (const [language, text] of [
        ['az', 'userName icazə verilməyən simvollar ehtiva edir'],
        ['ru', 'Поле «userName» содержит недопустимые символы'],
      ]) {
        const res = await inject({
          method: 'POST',
          url: '/accounts/login',
          headers: { 'accept-language': language! },
          payload: { userName: 'a\u0000@x.az', password: 'x' },
        });
        expect(res.json().errors.userName).toEqual([text]);
      }
    });

    it('drops control characters of the client metadata instead of refusing the call', async () => {
      const user = await createUser(ctx.db, { organizationId: world.orgA.id });
      const res = await inject({
        method: 'POST',
        url: '/accounts/login',
        headers: { 'user-agent': 'Mozilla\u0000/5.0\u0007', 'x-device-id': 'laptop\u0000' },
        payload: {
          userName: user.email,
          password: TEST_PASSWORD,
          platform: 'Li\u0000nux',
          language: 'a\u0000z',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [session] = await ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, String(decodeJwt(res.json().accessToken).sid)));
      expect(session!.userAgent).toBe('Mozilla/5.0');
      // A device id with a NUL names no device: the session gets an anonymous one.
      expect(session!.deviceId).toMatch(/^anonymous-/);
    });
  });

  describe('query strings and dates', () => {
    it.each([
      { query: 'from=9999-12-31T23:59:59-01:00', field: 'from', message: 'from must be a valid date' },
      { query: 'to=1899-12-31', field: 'to', message: 'to must be a valid date' },
      { query: 'from=2024-02-30', field: 'from', message: 'from must be a valid date' },
      { query: 'page=0x10', field: 'page', message: 'page has the wrong type' },
      { query: 'page=1e3', field: 'page', message: 'page has the wrong type' },
      { query: 'page=', field: 'page', message: 'page has the wrong type' },
      { query: 'actorUserId=%207', field: 'actorUserId', message: 'actorUserId has the wrong type' },
      {
        query: 'page=1000000',
        field: 'page',
        message: 'Narrow the filter: pages beyond 100000 rows are not served',
      },
    ])('GET /audit?$query answers 400 on $field', async ({ query, field, message }) => {
      const res = await inject({ url: `/audit?${query}`, headers: world.as.superAdmin });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    });

    it.each([
      'from=9999-12-31T23:59:59%2B01:00&to=9999-12-31',
      'from=1900-01-01&page=20000&pageSize=5',
      'page=007',
    ])('GET /audit?%s is served', async (query) => {
      const res = await inject({ url: `/audit?${query}`, headers: world.as.superAdmin });
      expect(res.statusCode, res.body).toBe(200);
    });

    it.each([
      { query: 'page=1000000', message: 'Narrow the filter: pages beyond 100000 rows are not served' },
      { query: 'page=0x10', message: 'page has the wrong type' },
    ])('GET /owners/{phone}/announcements?$query answers 400', async ({ query, message }) => {
      const res = await inject({
        url: `/owners/%2B994501234567/announcements?${query}`,
        headers: world.as.superAdmin,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.page).toEqual([message]);
    });

    it('takes only decimal ids in paths', async () => {
      const res = await inject({ url: '/users/0x1', headers: world.as.superAdmin });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.id).toEqual(['id has the wrong type']);
    });
  });

  describe('headers of every API answer', () => {
    it.each([
      { name: '401 without a token', request: () => ({ url: '/users/profile' }), status: 401 },
      {
        name: '403 outside the permission map',
        request: () => ({ url: '/audit', headers: world.as.userA }),
        status: 403,
      },
      { name: '404 of an unknown API path', request: () => ({ url: '/nowhere' }), status: 404 },
      {
        name: '400 of a bad body',
        request: () => ({ method: 'POST' as const, url: '/accounts/login', payload: {} }),
        status: 400,
      },
      {
        name: '200 with tokens',
        request: () => ({
          method: 'POST' as const,
          url: '/accounts/login',
          payload: { userName: world.userB.email, password: TEST_PASSWORD },
        }),
        status: 200,
      },
    ])('$name carries the security headers and no-store', async ({ request, status }) => {
      const res = await inject(request());
      expect(res.statusCode).toBe(status);
      expect(res.headers).toMatchObject({
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'x-request-id': expect.any(String),
      });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });
  });

  describe("Fastify's own refusals in the one error shape", () => {
    it.each([
      {
        name: 'a body over the limit',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ userName: 'x'.repeat(1_100_000) }),
        status: 413,
        code: 'payload_too_large',
      },
      {
        name: 'malformed JSON',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
        status: 400,
        code: 'bad_request',
      },
      {
        name: 'a foreign content type',
        headers: { 'content-type': 'application/xml' },
        payload: '<login/>',
        status: 415,
        code: 'unsupported_media_type',
      },
    ])('answers $name with $status $code and a request id', async ({ headers, payload, status, code }) => {
      const res = await inject({ method: 'POST', url: '/accounts/login', headers, payload });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({
        status,
        code,
        message: expect.any(String),
        requestId: res.headers['x-request-id'],
      });
    });

    it('answers a URL it cannot decode with 400 bad_request and a request id', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `${API}/users/%E0%A4%A` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        code: 'bad_request',
        message: expect.any(String),
        requestId: res.headers['x-request-id'],
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe("Node's own refusals on a real socket", () => {
    let port: number;
    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      port = (ctx.app.server.address() as { port: number }).port;
    });

    it('closes a request whose body never arrives within the request time-out, with a 408', async () => {
      const { answer, closedAfterMs } = await rawExchange(
        port,
        `POST ${API}/accounts/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n{"userName":`,
      );
      // 500 ms plus at most one 125 ms check of Node's, with room for a loaded machine.
      expect(closedAfterMs).toBeGreaterThanOrEqual(450);
      expect(closedAfterMs).toBeLessThan(3_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(bodyOf(answer)).toEqual({
        status: 408,
        code: 'request_timeout',
        message: expect.any(String),
        requestId: expect.any(String),
      });
    });

    it('answers headers over the size limit with 431 in the one error shape', async () => {
      const { answer } = await rawExchange(
        port,
        `GET ${API}/cities HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(bodyOf(answer)).toMatchObject({ status: 431, code: 'headers_too_large' });
    });

    it('caps the open connections', () => {
      expect(ctx.app.server.maxConnections).toBe(ctx.config.maxConnections);
    });
  });

  describe('refused authorizations in the audit log', () => {
    it('writes one row per user, route and minute and counts the rest, even in parallel', async () => {
      const user = await createUser(ctx.db, { organizationId: world.orgA.id });
      const headers = await authHeaders(ctx, user);
      const calls = await Promise.all(Array.from({ length: 12 }, () => inject({ url: '/audit', headers })));
      expect(calls.every((res) => res.statusCode === 403)).toBe(true);
      const rows = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'authorization.denied')));
      // Twelve calls may straddle a minute's end: then two rows share the count.
      expect(rows.length).toBeLessThanOrEqual(2);
      expect(rows.reduce((sum, row) => sum + Number((row.changes as { count: number }).count), 0)).toBe(12);
      expect(rows[0]).toMatchObject({ entity: 'route', entityId: 'GET /api/v1/audit' });
    });
  });
});
