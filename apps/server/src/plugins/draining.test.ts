import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';

describe('a draining server (graceful shutdown)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('serves as usual before draining starts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).not.toBe('close');
  });

  it('then answers every request 503 shutting_down, localized, and closes the connection', async () => {
    ctx.app.startDraining();
    for (const url of ['/api/v1/health/ready', '/api/v1/todos', '/api/v1/nope']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ru' } });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers.connection, url).toBe('close');
      expect(res.headers['x-request-id'], url).toEqual(expect.any(String));
      expect(res.json(), url).toMatchObject({
        status: 503,
        code: 'shutting_down',
        message: 'Сервис перезапускается. Повторите попытку через несколько секунд.',
      });
    }
  });
});
