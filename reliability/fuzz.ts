/**
 * Scenario 5, fuzz over real HTTP: every route of the running server's OpenAPI document gets
 * FUZZ_RUNS generated requests (default 1,000), half as the demo SuperAdmin and half as a demo
 * agent: bodies shaped like the route's schema most of the time and anything at all otherwise,
 * random query strings, odd path values. No answer may be a 5xx; every error answer has the
 * API's error shape. A session a request ended (a logout, a password change) is signed in again.
 * apps/server/test/fuzz.test.ts does the same in-process, with exact expectations per case.
 */
import fc from 'fast-check';
import { AGENT, signIn, SUPER_ADMIN, type Session } from './support/client';
import { newDataDir, newJwtSecret, PORTS, startInstance } from './support/instance';
import { tally, type Report } from './support/report';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};
type Operation = { method: string; path: string; body?: JsonSchema; query: string[] };

const RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
const CONCURRENCY = 16;
/** Login bodies name this account, so that its throttling is exercised and nobody else's. */
const DEDICATED = 'elvin.ismayilov@demo.az';

const known = fc.constantFrom(DEDICATED, 'Equal', 'name', 1, 0, -1, true, '2024-02-29', '', ' ', null);
const wild = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  known,
  fc.string({ minLength: 300, maxLength: 5_000 }),
  fc.double(),
);

const nearly = (schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> => {
  if (depth > 4) return wild;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const shaped: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) shaped.push(fc.constantFrom(...schema.enum));
  if (schema.anyOf) shaped.push(...schema.anyOf.map((option) => nearly(option, depth + 1)));
  for (const type of types) {
    if (type === 'object' && schema.properties)
      shaped.push(
        fc.record(
          Object.fromEntries(
            Object.entries(schema.properties).map(([key, child]) => [key, nearly(child, depth + 1)]),
          ),
          { requiredKeys: [] },
        ),
      );
    if (type === 'array') shaped.push(fc.array(nearly(schema.items ?? {}, depth + 1), { maxLength: 10 }));
    if (type === 'string') shaped.push(fc.string({ maxLength: (schema.maxLength ?? 50) + 2 }), known);
    if (type === 'integer')
      shaped.push(
        fc.integer({ min: (schema.minimum ?? -5) - 2, max: Math.min(schema.maximum ?? 5, 1e9) + 2 }),
      );
    if (type === 'integer' || type === 'number') shaped.push(fc.integer(), fc.double());
    if (type === 'boolean') shaped.push(fc.boolean());
  }
  return shaped.length > 0
    ? fc.oneof({ arbitrary: fc.oneof(...shaped), weight: 4 }, { arbitrary: wild, weight: 1 })
    : wild;
};

/** What a path id accepts (queryInteger in the contracts): 1 to 15 decimal digits. */
const ROW_ID = /^\d{1,15}$/;

/**
 * Path values: junk, or ids. Only reads get small ids (real rows); a write gets ids no row has,
 * so that the run does not lock or delete the accounts it signs in with. That holds for the junk
 * too: a random string of digits ("3", "007") is an id, and on `POST /users/{id}/lock` or
 * `POST /organizations/{id}/lock` it can lock the accounts the run signs in with (two runs ended
 * with `user_locked` and `organization_locked` at a sign-in).
 */
const pathValue = (method: string) =>
  fc
    .oneof(
      fc.string({ minLength: 1, maxLength: 60 }),
      method === 'GET'
        ? fc.integer({ min: 1, max: 40 }).map(String)
        : fc.integer({ min: 100_000, max: 2e9 }).map(String),
      fc.constantFrom('0', '-1', '1e3', '9'.repeat(30), '%00', '..', 'null'),
    )
    .filter((value) => method === 'GET' || !ROW_ID.test(value) || Number(value) >= 100_000);

type Request = { method: string; url: string; body?: string };

const requestsFor = (operation: Operation, count: number): Request[] => {
  const arbitrary = fc.record({
    path: fc.array(pathValue(operation.method), { minLength: 4, maxLength: 4 }),
    query: fc.dictionary(
      fc.constantFrom(...operation.query, 'zzUnknown', 'page'),
      fc.oneof(fc.string({ maxLength: 40 }), known.map(String)),
    ),
    body: operation.body ? nearly(operation.body) : fc.constant(undefined),
    rawBody: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 9 },
      { arbitrary: fc.constantFrom('{"a":', '[1,2', 'nul', '', '{"__proto__":{"x":1}}'), weight: 1 },
    ),
  });
  return fc.sample(arbitrary, count).map(({ path, query, body, rawBody }) => {
    let index = 0;
    const url = operation.path.replace(/\{\w+\}/g, () => encodeURIComponent(path[index++] ?? 'x'));
    const search = new URLSearchParams(query as Record<string, string>).toString();
    const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
    return {
      method: operation.method,
      url: search ? `${url}?${search}` : url,
      ...(hasBody ? { body: rawBody ?? JSON.stringify(body ?? {}) ?? '{}' } : {}),
    };
  });
};

export const fuzzScenario = async (report: Report) => {
  const server = await startInstance({
    name: 'fuzz',
    port: PORTS[2],
    jwtSecret: newJwtSecret(),
    dataDir: newDataDir('fuzz'),
  });
  try {
    const document = (await (await fetch(`${server.url}/api/v1/docs/json`)).json()) as {
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
    const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        body: operation.requestBody?.content?.['application/json']?.schema,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      })),
    );
    const sessions: Record<'superAdmin' | 'agent', Session> = {
      superAdmin: await signIn(server.url, SUPER_ADMIN, 'fuzz-admin'),
      agent: await signIn(server.url, AGENT, 'fuzz-agent'),
    };
    // With the device cookie of the last sign-in: the login route's random bodies are wrong
    // passwords from this address, which would otherwise throttle the address past 50 of them.
    const renew = async (role: 'superAdmin' | 'agent') => {
      sessions[role] = await signIn(
        server.url,
        role === 'agent' ? AGENT : SUPER_ADMIN,
        `fuzz-${role}`,
        sessions[role].deviceCookie,
      );
    };
    const serverErrors: string[] = [];
    const badShapes: string[] = [];
    const perRoute: { route: string; sent: number; statuses: string }[] = [];
    let renewals = 0;
    const started = performance.now();

    for (const operation of operations) {
      const route = `${operation.method} ${operation.path}`;
      // Logging out ends the session each time: that route is fuzzed with made-up bearers.
      const endsSession = route === 'POST /api/v1/auth/logout';
      const requests = requestsFor(operation, RUNS);
      const statuses: number[] = [];
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const index = next++;
          const request = requests[index]!;
          const role = index % 2 === 0 ? 'superAdmin' : 'agent';
          const headers: Record<string, string> = endsSession
            ? { authorization: `Bearer ${'x'.repeat(index % 50)}.${index}`, 'x-device-id': 'fuzz-x' }
            : { ...sessions[role].headers };
          if (request.body !== undefined) headers['content-type'] = 'application/json';
          let status: number;
          let text: string;
          try {
            const res = await fetch(`${server.url}${request.url}`, {
              method: request.method,
              headers,
              ...(request.body !== undefined ? { body: request.body } : {}),
              signal: AbortSignal.timeout(30_000),
            });
            status = res.status;
            text = await res.text();
          } catch (error) {
            serverErrors.push(
              `${route} ${request.url} -> ${(error as Error).name} ${String((error as Error).cause ?? '')}`,
            );
            continue;
          }
          statuses.push(status);
          if (status >= 500)
            serverErrors.push(
              `${route} ${request.url} ${request.body?.slice(0, 200) ?? ''} -> ${status} ${text.slice(0, 200)}`,
            );
          if (status >= 400 && route.startsWith('GET /api/v1/docs') === false) {
            let body: { status?: number; code?: string; message?: string } | undefined;
            try {
              body = JSON.parse(text);
            } catch {
              body = undefined;
            }
            if (body?.status !== status || typeof body.code !== 'string' || typeof body.message !== 'string')
              badShapes.push(`${route} -> ${status} ${text.slice(0, 120)}`);
            // A random body ended or changed this session (a logout, a password, a lock): sign in again.
            if (
              status === 401 &&
              !endsSession &&
              ['session_revoked', 'token_invalid', 'unauthorized'].includes(body?.code ?? '')
            ) {
              renewals++;
              await renew(role);
            }
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      perRoute.push({ route, sent: requests.length, statuses: tally(statuses) });
    }
    const seconds = (performance.now() - started) / 1000;
    const total = perRoute.reduce((sum, r) => sum + r.sent, 0);
    for (const entry of perRoute) report.note(`${entry.route}: ${entry.sent} — ${entry.statuses}`);
    report.note(
      `${operations.length} routes, ${total} requests in ${Math.round(seconds)} s; ${renewals} sessions signed in again`,
    );
    report.check(
      `every route in the OpenAPI document got at least ${RUNS} generated requests`,
      perRoute.every((entry) => entry.sent >= RUNS) &&
        perRoute.length === operations.length &&
        operations.length > 0,
      `${perRoute.length} routes`,
    );
    report.check(
      'no answer is a 5xx (or a failed connection)',
      serverErrors.length === 0,
      `${serverErrors.length}${serverErrors.length ? `: ${serverErrors.slice(0, 5).join(' | ')}` : ''}`,
    );
    report.check(
      'every error answer has the API error shape (status, code, message)',
      badShapes.length === 0,
      `${badShapes.length}${badShapes.length ? `: ${badShapes.slice(0, 5).join(' | ')}` : ''}`,
    );
  } finally {
    await server.stop();
  }
};
