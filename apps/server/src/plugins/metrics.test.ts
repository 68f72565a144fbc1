import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestContext, createWorld, type TestContext } from '../../test/helpers';
import { loadConfig } from '../config';

const API = '/api/v1';

describe('GET /metrics', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    const world = await createWorld(ctx);
    headers = await authHeaders(ctx, world.adminA);
  });
  afterAll(() => ctx.close());

  const scrape = (remoteAddress = '127.0.0.1', extra: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: extra });

  it('answers localhost with request, database pool and event-loop series', async () => {
    await ctx.app.inject({ method: 'GET', url: `${API}/health/live` });
    const places = await ctx.app.inject({ method: 'GET', url: `${API}/cities/1/places`, headers });
    expect(places.statusCode).toBe(200);
    await ctx.app.inject({ method: 'GET', url: `${API}/no/such/path/123` });

    await scrape(); // the first scrape starts the process metrics
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/v1/health/live",status_code="200"} 1',
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/api\/v1\/health\/live",status_code="200"\} 1/,
    );
    // The route pattern, never the raw URL: one series per route whatever the ids.
    expect(text).toContain('route="/api/v1/cities/:id/places",status_code="200"');
    expect(text).not.toContain('/cities/1/places');
    expect(text).toContain('route="unmatched",status_code="404"');
    expect(text).not.toContain('/no/such/path');
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{state="idle"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(text).toContain('db_pool_max_connections 5');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('answers ::1 and an IPv4 client on a dual-stack socket', async () => {
    expect((await scrape('::1')).statusCode).toBe(200);
    expect((await scrape('::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('answers any other address with the 404 of an unknown path', async () => {
    for (const address of ['10.0.0.5', '::ffff:10.0.0.5', '2001:db8::1']) {
      const res = await scrape(address);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'not_found' });
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('refuses a request that came through a proxy it was not told to trust', async () => {
    const res = await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
    expect(res.statusCode).toBe(404);
  });
});

describe('METRICS_ALLOW', () => {
  it('defaults to localhost, takes addresses and CIDRs, and is off when empty or off', () => {
    expect(loadConfig({}).metricsAllow).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ METRICS_ALLOW: ' 10.0.0.0/8, fd00::/8 ,192.0.2.7' }).metricsAllow).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      '192.0.2.7',
    ]);
    expect(loadConfig({ METRICS_ALLOW: '' }).metricsAllow).toEqual([]);
    expect(loadConfig({ METRICS_ALLOW: 'off' }).metricsAllow).toEqual([]);
    for (const invalid of ['localhost', '10.0.0.0/33', 'loopback', '10.0.0.1,,']) {
      expect(() => loadConfig({ METRICS_ALLOW: invalid })).toThrow(/METRICS_ALLOW/);
    }
  });

  it('lets a configured range in and localhost out; off answers 404 to everyone', async () => {
    const ranged = await createTestContext({ config: { metricsAllow: ['10.0.0.0/8'] } });
    const off = await createTestContext({ config: { metricsAllow: [] } });
    try {
      const get = (ctx: TestContext, remoteAddress: string) =>
        ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect((await get(ranged, '10.20.30.40')).statusCode).toBe(200);
      expect((await get(ranged, '127.0.0.1')).statusCode).toBe(404);
      expect((await get(off, '127.0.0.1')).statusCode).toBe(404);
    } finally {
      await ranged.close();
      await off.close();
    }
  });
});
