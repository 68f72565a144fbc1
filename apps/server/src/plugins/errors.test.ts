import { connect } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, createOrganization, createUser, testConfig } from '../../test/helpers';
import type { TestContext } from '../../test/helpers';
import { buildApp } from '../app';
import * as schema from '../db/schema';
import { users } from '../db/schema';
import { isForeignKeyViolation, isUniqueViolation, pgCodeOf } from '../lib/pg-errors';
import { createTokenService } from '../modules/auth/auth.tokens';
import { clientErrorHandler, describeForLog, errorsPlugin } from './errors';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$notarealhashbutsecretenough';

/** A bare app with only the error handler, whose one route throws what the test gives it. */
const throwingApp = async (error: unknown) => {
  const app = Fastify({ logger: false });
  app.decorateRequest('language', 'en');
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
};

const caught = async (run: () => Promise<unknown>): Promise<unknown> => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

describe('database errors in logs and answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('logs a failed query as its type and PostgreSQL code, never its SQL or parameters', async () => {
    const organization = await createOrganization(ctx.db);
    const user = await createUser(ctx.db, { organizationId: organization.id });
    const error = await caught(() =>
      ctx.db.insert(users).values({
        organizationId: organization.id,
        roleId: user.roleId,
        email: user.email,
        name: 'Copy',
        passwordHash: HASH,
      }),
    );
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect((error as Error).message).toContain(HASH); // what must not reach the log
    const logged = JSON.stringify(describeForLog(error));
    expect(logged).not.toContain(HASH);
    expect(logged).not.toContain(user.email);
    expect(logged.toLowerCase()).not.toMatch(/insert|params|users/);
    expect(describeForLog(error)).toEqual({
      type: 'DrizzleQueryError',
      cause: 'DatabaseError',
      code: '23505',
    });
    expect(pgCodeOf(error)).toBe('23505');
    expect(isUniqueViolation(error)).toBe(true);
    expect(isForeignKeyViolation(error)).toBe(false);
  });

  it('answers 503 and logs no SQL when a wrapped query lost its connection', async () => {
    const error = new DrizzleQueryError(
      'update "users" set "password_hash" = $1 where "users"."id" = $2',
      [HASH, 7],
      new Error('Connection terminated unexpectedly'),
    );
    const logged = JSON.stringify(describeForLog(error));
    expect(logged).not.toContain(HASH);
    expect(logged).not.toContain('password_hash');
    expect(describeForLog(error)).toMatchObject({
      type: 'DrizzleQueryError',
      cause: 'Error',
      unavailable: true,
    });

    const app = await throwingApp(error);
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'db_unavailable' });
    await app.close();
  });

  it('looks through the whole cause chain for a refused connection', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('outer', { cause: new DrizzleQueryError('select 1', [], refused) });
    const app = await throwingApp(wrapped);
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(503);
    await app.close();
    expect(JSON.stringify(describeForLog(wrapped))).not.toContain('select 1');
  });

  it('answers 503 when the pool cannot hand out a connection in time', async () => {
    // A real "timeout exceeded when trying to connect", wrapped by drizzle: the one connection
    // of the pool is held, so the login's first query waits and times out.
    const pool = new pg.Pool({
      connectionString: ctx.config.databaseUrl,
      max: 1,
      connectionTimeoutMillis: 200,
    });
    const db = drizzle(pool, { schema, casing: 'snake_case' });
    const app = await buildApp({
      config: testConfig({ databaseUrl: ctx.config.databaseUrl }),
      db: { db, pool, close: () => pool.end() },
      tokens: createTokenService('test-secret-that-is-long-enough-for-hs256-signing'),
      webDist: null,
      logger: false,
    });
    const held = await pool.connect();
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/accounts/login',
        headers: { 'accept-language': 'en' },
        payload: { userName: 'nobody@test.az', password: 'whatever-1' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'db_unavailable' });
    } finally {
      held.release();
      await app.close();
      await pool.end();
    }
  });

  it('still logs the message of an error that is not the database', () => {
    expect(describeForLog(new TypeError('x is not a function'))).toMatchObject({
      type: 'TypeError',
      message: 'x is not a function',
    });
  });
});

describe('a request body that never arrives', () => {
  it('is answered 408 by the client error handler and not logged as the database', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      requestTimeout: 300,
      http: { connectionsCheckingInterval: 50, headersTimeout: 300 },
      clientErrorHandler,
    });
    app.decorateRequest('language', 'en');
    await app.register(errorsPlugin);
    app.post('/echo', async (request) => request.body);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(
            'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{',
          ),
        );
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString('utf8')));
        socket.on('close', () => resolve(received));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      // The aborted body reaches the error handler as ECONNRESET, the code of a lost database.
      await vi.waitFor(() => expect(lines.join('')).toContain('request body aborted'));
      expect(lines.join('')).not.toContain('database unavailable');
    } finally {
      await app.close();
    }
  });
});
