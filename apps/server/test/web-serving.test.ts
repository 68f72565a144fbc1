import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

describe('serving the web app', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'emlak-web-'));
  let ctx: TestContext;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><meta name="application-name" content="Emlak Ofis" /><title>Emlak Ofis</title><div id="root"></div>',
    );
    writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
    writeFileSync(join(webDist, 'favicon.svg'), '<svg/>');
    ctx = await createTestContext({ webDist, config: { appName: 'Xəzər <Əmlak>' } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/dashboard', '/organizations', '/organizations/12', '/accounts/login', '/no/such/screen'])(
    'answers the deep link %s with the app',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('puts the configured company name into the page, escaped', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.body).toContain('<meta name="application-name" content="Xəzər &lt;Əmlak&gt;" />');
    expect(res.body).toContain('<title>Xəzər &lt;Əmlak&gt;</title>');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each(['/api/v1/unknown', '/api/v1/cities/999/nothing', '/api/other'])(
    'answers the unknown API path %s with the JSON 404',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'not_found' });
    },
  );

  it('does not serve files outside the build folder', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/../package.json' });
    expect(res.body).not.toContain('"workspaces"');
  });

  it('sends the security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('compresses large responses', async () => {
    writeFileSync(join(webDist, 'assets', 'big-1.js'), 'x'.repeat(50_000));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/big-1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
