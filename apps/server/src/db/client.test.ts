import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  authHeaders,
  createTestContext,
  createTestDatabase,
  createWorld,
  type TestContext,
} from '../../test/helpers';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import { createDatabase, type Database } from './client';

/**
 * A database that stops answering without closing its sockets (a frozen host) must cost a request
 * a 503, not a wait for ever: the pool's query time-out gives up and the error reads as "database
 * unavailable" (plugins/errors.ts answers db_unavailable). pg_sleep stands in for the silence.
 */
describe('the pool against a database that does not answer', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    database = createDatabase(created.url, { max: 2, queryTimeoutMs: 300 });
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('gives up on a query after its time-out, as the database being unavailable', async () => {
    const started = Date.now();
    const error = await database.db.execute(sql`select pg_sleep(3)`).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error).toBeDefined();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('serves the next queries once the database answers again', async () => {
    // Both pool slots, so that the client whose query timed out is used again too.
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => database.db.execute<{ one: number }>(sql`select 1 as one`)),
    );
    expect(answers.map((answer) => answer.rows[0]?.one)).toEqual([1, 1, 1, 1]);
  });
});

/**
 * PostgreSQL refusing the database (it no longer accepts connections, as while it is taken down)
 * answers a FATAL at connect: requests get 503 db_unavailable, not a 500, and are served again
 * as soon as it accepts connections once more.
 */
describe('a database that refuses connections', () => {
  let ctx: TestContext;
  let name: string;
  const admin = async (text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await client.connect();
    try {
      await client.query(text, values);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    ctx = await createTestContext();
    name = new URL(ctx.config.databaseUrl!).pathname.slice(1);
  });
  afterAll(async () => {
    await admin(`alter database ${name} allow_connections true`);
    await ctx.close();
  });

  it('answers 503 db_unavailable while refused, and 200 once it accepts again', async () => {
    const world = await createWorld(ctx);
    const headers = { ...(await authHeaders(ctx, world.userA)), 'accept-language': 'en' };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/todos', headers })).statusCode).toBe(200);

    await admin(`alter database ${name} allow_connections false`);
    await admin('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/todos', headers });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'db_unavailable',
        message: 'The service is temporarily unavailable. Try again.',
      });
    }

    await admin(`alter database ${name} allow_connections true`);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/todos', headers })).statusCode).toBe(200);
  });
});
