import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

describe('health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers live without touching the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers ready when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 503 with a message when the database is gone', async () => {
    const broken = await createTestContext();
    await broken.database.pool.end();
    const res = await broken.app.inject({
      method: 'GET',
      url: '/api/v1/health/ready',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'db_unavailable',
      message: 'The service is temporarily unavailable. Try again.',
    });
    await broken.app.close();
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: { 'accept-language': 'ru' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Запрошенный ресурс не найден.',
    });
    expect(res.json().requestId).toEqual(expect.any(String));
  });
});
