import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

type Operation = { tags?: string[]; requestBody?: unknown; responses?: Record<string, unknown> };
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((entry) => entry.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1);

describe('OpenAPI document and UI', () => {
  let ctx: TestContext;
  let document: OpenApiDocument;

  beforeAll(async () => {
    ctx = await createTestContext();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(() => ctx.close());

  it('is an OpenAPI 3.1 document generated from the route schemas', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health/live', '/api/v1/cities/table', '/api/v1/menus/user-menu']),
    );
    expect(document.paths['/api/v1/cities/table']?.post?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { filters: expect.any(Object) } } } },
    });
    expect(document.paths['/api/v1/menus/user-menu']?.get?.responses?.['200']).toBeDefined();
  });

  it('tags every operation and leaves the docs themselves out', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
    );
    expect(operations.filter(({ operation }) => !operation.tags?.length).map(({ name }) => name)).toEqual([]);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/v1/docs'))).toEqual([]);
  });

  it('serves the UI under a CSP without inline scripts', async () => {
    let res = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs' });
    if (res.statusCode >= 300 && res.statusCode < 400) {
      res = await ctx.app.inject({ method: 'GET', url: String(res.headers.location) });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    // Without script-src, browsers fall back to default-src.
    const sources = directive(csp, 'script-src') ?? directive(csp, 'default-src');
    expect(sources).toBeDefined();
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    // Scripts come from files only: an inline script would need the CSP to allow it.
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
  });
});
