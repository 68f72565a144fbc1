import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_BODY_LIMIT } from '../src/modules/support/support.routes';
import {
  authHeaders,
  createTestContext,
  createUser,
  createWorld,
  TEST_PASSWORD,
  type TestContext,
} from './helpers';

/**
 * Bad input never breaks the server (docs/quality.md "Bad input"). The routes and their schemas
 * come from the OpenAPI document, so that every route added later is fuzzed without touching
 * this file.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};
type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, `{id}` style. */
  path: string;
  body?: JsonSchema;
  query: string[];
  pathParams: string[];
};

const RUNS = 50;
/** The app's body limit (app.ts), and the routes that declare a larger one of their own. */
const APP_BODY_LIMIT = 1024 * 1024;
const ROUTE_BODY_LIMITS: Record<string, number> = { 'POST /api/v1/support/tickets': SUPPORT_BODY_LIMIT };
const jsonHeaders = { 'content-type': 'application/json' };

/** Body routes are called on row 1 of whatever they take an id of. */
const urlOf = (operation: Operation) => operation.path.replace(/\{\w+\}/g, '1');
const label = (operation: Operation) => `${operation.method} ${operation.path}`;

/** Values that make a field valid more often than chance would: a known user, a date, ids. */
const knownValue = (email: string) =>
  fc.constantFrom(email, TEST_PASSWORD, 'Equal', 'name', 1, 0, -1, true, '2024-02-29', '', ' ', null);

const deeplyNested = Array.from({ length: 500 }).reduce<unknown>((inner) => [inner], []);

/** Something shaped like the schema most of the time, and anything at all some of the time. */
const nearly = (schema: JsonSchema, email: string, depth = 0): fc.Arbitrary<unknown> => {
  const wild = fc.oneof(
    fc.anything({ maxDepth: 3 }),
    knownValue(email),
    fc.string({ minLength: 5_000, maxLength: 20_000 }),
    fc.constant(deeplyNested),
    fc.double(),
  );
  if (depth > 4) return wild;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const shaped: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) shaped.push(fc.constantFrom(...schema.enum));
  if (schema.anyOf) shaped.push(...schema.anyOf.map((option) => nearly(option, email, depth + 1)));
  for (const type of types) {
    if (type === 'object' && schema.properties) {
      const fields = Object.fromEntries(
        Object.entries(schema.properties).map(([key, child]) => [key, nearly(child, email, depth + 1)]),
      );
      shaped.push(fc.record(fields, { requiredKeys: [] }));
    }
    if (type === 'array')
      shaped.push(fc.array(nearly(schema.items ?? {}, email, depth + 1), { maxLength: 25 }));
    if (type === 'string')
      shaped.push(fc.string({ maxLength: (schema.maxLength ?? 50) + 2 }), knownValue(email));
    if (type === 'integer')
      shaped.push(fc.integer({ min: (schema.minimum ?? -5) - 2, max: (schema.maximum ?? 5) + 2 }));
    if (type === 'integer' || type === 'number') shaped.push(fc.integer(), fc.double());
    if (type === 'boolean') shaped.push(fc.boolean());
  }
  return shaped.length > 0
    ? fc.oneof({ arbitrary: fc.oneof(...shaped), weight: 4 }, { arbitrary: wild, weight: 1 })
    : wild;
};

/**
 * A body that no object schema accepts. Prototype keys are left out here: the JSON parser refuses
 * them before validation (400 bad_request), which another case below covers.
 */
const notAnObject = fc.oneof(
  fc.array(
    fc
      .anything({ maxDepth: 2 })
      .filter((value) => !/"(__proto__|constructor)"/.test(JSON.stringify(value) ?? '')),
  ),
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

// Names an object already has through its prototype are the classic way to trip a handler.
const unknownKey = fc.oneof(
  fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,12}$/).map((key) => `zz${key}`),
  fc.constantFrom('valueOf', 'toString', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'),
);

const send = (ctx: TestContext, operation: Operation, headers: Record<string, string>, payload: string) =>
  ctx.app.inject({
    method: operation.method,
    url: urlOf(operation),
    headers: { ...headers, ...jsonHeaders },
    payload,
  });

/** What every answer must be, whatever was sent. */
const expectSane = (res: LightMyRequestResponse, context: string) => {
  const summary = `${context} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, summary).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = res.json();
    expect(body, summary).toMatchObject({
      status: res.statusCode,
      code: expect.any(String),
      message: expect.any(String),
    });
    if (body.code === 'validation_failed')
      expect(Object.keys(body.errors ?? {}).length, summary).toBeGreaterThan(0);
  }
};

const expectValidationFailure = (res: LightMyRequestResponse, context: string) => {
  expectSane(res, context);
  expect(res.statusCode, `${context} -> ${res.statusCode} ${res.body.slice(0, 300)}`).toBe(400);
  expect(res.json().code).toBe('validation_failed');
};

/**
 * Every string field of a body schema, nested ones included (`filters.0.value`), and whether it
 * is an e-mail (whose format refuses a control character with its own message).
 */
const stringFields = (schema: JsonSchema, path: string[] = []): { path: string[]; email: boolean }[] => {
  const options = schema.anyOf ?? [schema];
  const text = options.find((option) => option.type === 'string' && !option.enum);
  if (text && path.length > 0) return [{ path, email: text.format === 'email' }];
  return options.flatMap((option) => {
    if (option.type === 'object' && option.properties)
      return Object.entries(option.properties).flatMap(([key, child]) => stringFields(child, [...path, key]));
    if (option.type === 'array' && option.items) return stringFields(option.items, [...path, '0']);
    return [];
  });
};

/** A body holding `value` at `path`, with arrays where the path has an index. */
const bodyWith = (path: string[], value: unknown): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  return /^\d+$/.test(head) ? [bodyWith(rest, value)] : { [head]: bodyWith(rest, value) };
};

// Hundreds of real requests per test: generous on a loaded 2-core machine (about 10 s alone).
const FUZZ_TIMEOUT_MS = 120_000;

describe('fuzzing every route with a body or query', () => {
  let ctx: TestContext;
  let operations: Operation[];
  let dedicatedEmail: string;
  let newSession: () => Promise<Record<string, string>>;

  const rowCounts = async () => {
    const tables = await ctx.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(name)}`,
      );
      counts[name] = result.rows[0]!.n;
    }
    return counts;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    const world = await createWorld(ctx);
    // Login bodies name this user so that its throttling is exercised and nobody else's.
    dedicatedEmail = (await createUser(ctx.db, { organizationId: world.orgA.id })).email;
    newSession = () => authHeaders(ctx, world.superAdmin);

    const document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
            parameters?: { in: string; name: string }[];
          }
        >
      >;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        body: operation.requestBody?.content?.['application/json']?.schema,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      })),
    );
  });
  afterAll(() => ctx.close());

  const bodyRoutes = () => operations.filter((operation) => operation.body?.properties);

  it('finds the routes to fuzz', () => {
    expect(bodyRoutes().map(label)).toEqual(
      expect.arrayContaining(['POST /api/v1/cities/table', 'POST /api/v1/accounts/login']),
    );
  });

  it(
    'refuses invalid bodies with 400 and field errors, and changes nothing',
    async () => {
      const sessions = new Map<Operation, Record<string, string>>();
      for (const operation of bodyRoutes()) sessions.set(operation, await newSession());
      const before = await rowCounts();

      for (const operation of bodyRoutes()) {
        const headers = sessions.get(operation)!;
        const schema = operation.body!;
        const known = Object.keys(schema.properties!);
        await fc.assert(
          fc.asyncProperty(notAnObject, async (body) => {
            expectValidationFailure(
              await send(ctx, operation, headers, JSON.stringify(body)),
              `${label(operation)} ${JSON.stringify(body)}`,
            );
          }),
          { numRuns: RUNS / 2 },
        );
        await fc.assert(
          fc.asyncProperty(
            nearly(schema, dedicatedEmail),
            unknownKey,
            fc.jsonValue({ maxDepth: 2 }),
            async (base, key, value) => {
              // Strict schemas: an unknown field is refused by name, never quietly stored.
              fc.pre(
                !known.includes(key) && base !== null && typeof base === 'object' && !Array.isArray(base),
              );
              const body = JSON.stringify({ ...(base as object), [key]: value });
              // The JSON parser refuses prototype keys itself (a 400 without field errors), tested below.
              fc.pre(!/"(__proto__|constructor)"/.test(body));
              const res = await send(ctx, operation, headers, body);
              expectValidationFailure(res, `${label(operation)} ${body.slice(0, 200)}`);
              expect(Object.hasOwn(res.json().errors, key), `${label(operation)} ${body.slice(0, 200)}`).toBe(
                true,
              );
            },
          ),
          { numRuns: RUNS / 2 },
        );

        for (const payload of ['{"a":', '{', '[1,2', '{"a":1}}', 'nul', "{'a':1}", '\u0000', '']) {
          const res = await send(ctx, operation, headers, payload);
          expectSane(res, `${label(operation)} malformed ${JSON.stringify(payload)}`);
          expect(res.statusCode, `${label(operation)} malformed ${JSON.stringify(payload)}`).toBe(400);
        }
        for (const payload of [
          '{"__proto__":{"polluted":true}}',
          '{"constructor":{"prototype":{"polluted":true}}}',
        ]) {
          const res = await send(ctx, operation, headers, payload);
          expectSane(res, `${label(operation)} ${payload}`);
          expect(res.statusCode).toBe(400);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }
        for (const contentType of [
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=latin1',
        ]) {
          const res = await ctx.app.inject({
            method: operation.method,
            url: urlOf(operation),
            headers: { ...headers, 'content-type': contentType },
            payload: 'userName=a&page=1',
          });
          expectSane(res, `${label(operation)} as ${contentType}`);
          expect([400, 415], `${label(operation)} as ${contentType}: ${res.statusCode}`).toContain(
            res.statusCode,
          );
        }
        // Just over the route's body limit: the app's 1 MB, or the route's own (a support request's screenshot).
        const limit = ROUTE_BODY_LIMITS[label(operation)] ?? APP_BODY_LIMIT;
        const huge = await send(
          ctx,
          operation,
          headers,
          JSON.stringify({ [known[0]!]: 'x'.repeat(limit + 100_000) }),
        );
        expectSane(huge, `${label(operation)} over ${limit} bytes`);
        expect(huge.statusCode).toBe(413);
      }

      expect(await rowCounts()).toEqual(before);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'refuses a control character in every string field of every body with a field error',
    async () => {
      const headers = { ...(await newSession()), 'accept-language': 'en' };
      const checked: string[] = [];
      for (const operation of bodyRoutes()) {
        for (const field of stringFields(operation.body!)) {
          for (const value of ['a\u0000b', 'a\u001bb', '\ud800']) {
            const payload = JSON.stringify(bodyWith(field.path, value));
            const res = await send(ctx, operation, headers, payload);
            const context = `${label(operation)} ${payload}`;
            expectValidationFailure(res, context);
            const errors: string[] = res.json().errors[field.path.join('.')] ?? [];
            if (field.email) expect(errors.length, context).toBeGreaterThan(0);
            else
              expect(errors, context).toContain(
                `${field.path.at(-1)} contains characters that are not allowed`,
              );
          }
          checked.push(`${label(operation)} ${field.path.join('.')}`);
        }
      }
      expect(checked).toEqual(
        expect.arrayContaining([
          'POST /api/v1/accounts/login userName',
          'POST /api/v1/cities/table filters.0.value',
          'PUT /api/v1/users/profile currentPassword',
        ]),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'never answers random bodies with a server error',
    async () => {
      for (const operation of bodyRoutes()) {
        await fc.assert(
          fc.asyncProperty(nearly(operation.body!, dedicatedEmail), async (body) => {
            // A fresh session each time: a valid random body may well end or change the last one.
            const payload = JSON.stringify(body) ?? '';
            const res = await send(ctx, operation, await newSession(), payload);
            expectSane(res, `${label(operation)} ${payload.slice(0, 300)}`);
          }),
          { numRuns: RUNS },
        );
      }
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'never answers random query strings or path parameters with a server error',
    async () => {
      const headers = await newSession();
      const notANumber = fc
        .string({ minLength: 1, maxLength: 300 })
        .filter((text) => Number.isNaN(Number(text)));
      for (const operation of operations.filter((op) => op.query.length > 0 || op.pathParams.length > 0)) {
        await fc.assert(
          fc.asyncProperty(
            fc.dictionary(
              fc.constantFrom(...operation.query, 'zzUnknown'),
              fc.oneof(fc.string(), knownValue(dedicatedEmail).map(String)),
            ),
            fc.array(notANumber, {
              minLength: operation.pathParams.length,
              maxLength: operation.pathParams.length,
            }),
            async (query, pathValues) => {
              // Path values are never numbers, so that no real row is ever touched.
              let index = 0;
              const url = operation.path.replace(/\{\w+\}/g, () =>
                encodeURIComponent(pathValues[index++] ?? 'x'),
              );
              const res = await ctx.app.inject({
                method: operation.method,
                url: `${url}?${new URLSearchParams(query).toString()}`,
                headers,
                ...(operation.method === 'GET' ? {} : { payload: {} }),
              });
              expectSane(res, `${label(operation)} ${url} ${JSON.stringify(query)}`);
            },
          ),
          { numRuns: RUNS },
        );
      }
    },
    FUZZ_TIMEOUT_MS,
  );
});
