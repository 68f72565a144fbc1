/**
 * The owners list (POST /owners/table) on 1,000,000 listings (issue #14: p95 <= 50 ms at 16
 * connections for the default page and a name filter). Loads the data with the generator unless it
 * is there (migrating first, which builds the owner summaries), starts the real server on it, signs
 * in as a demo agency Admin (an agent's view: the public market and the own agency), explains each
 * request (no sequential scan of the listings or the summaries may appear), then drives each request
 * alone with autocannon and checks the bars. A bare node:http server and GET /health/live are
 * measured in the same run, so that results on a noisy shared machine read as ratios. Writes
 * bench/results/owners.json, owners.md and owners-plans.txt.
 *
 *   npm run bench:owners -- [--duration 30] [--connections 16] [--database-url postgres://...]
 *
 * Exits 1 when a bar is missed (the results are written first).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/client';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo/accounts';
import { ownersMarkdown, type OwnersBenchResult } from './owners-report';
import { positiveOption } from './support/args';
import { ensureListings, signIn } from './support/bench-data';
import { settle, type BenchDatabase } from './support/database';
import { runOnBenchDatabase, writeResults } from './support/run-bench';
import { drive, type DriveOptions, type DriveResult, type NamedRequest } from './support/drive';
import { explainRequests } from './support/explain';
import { describeMachine, loadAverage } from './support/machine';
import { startBareHttp, startServer, type Running } from './support/processes';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    count: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '16' },
    'warmup-duration': { type: 'string', default: '5' },
    'reference-duration': { type: 'string', default: '10' },
    server: { type: 'string', default: 'source' },
    agent: { type: 'string', default: 'admin@demo.az' },
    /** Only the plans: writes bench/results/owners-plans.txt and stops. */
    'explain-only': { type: 'boolean', default: false },
  },
});

const count = positiveOption(args.count, 'count');
const duration = positiveOption(args.duration, 'duration');
const connections = positiveOption(args.connections, 'connections');
const warmupDuration = positiveOption(args['warmup-duration'], 'warmup-duration');
const referenceDuration = positiveOption(args['reference-duration'], 'reference-duration');
const serverFrom = args.server ?? 'source';

const print = (line = '') => process.stdout.write(`${line}\n`);
const API = '/api/v1';
const PATH = `${API}/owners/table`;
const RESULTS = join(import.meta.dirname, 'results');
/** The bar for the default page and a name filter. */
export const OWNERS_P95_BAR_MS = 50;
/** The web table's first page. */
const PAGE_SIZE = 25;

/**
 * What agents type into the owners' quick search: first names and surnames the generator writes
 * (common ones, so each matches thousands of phones and the count runs into its cap), in their
 * Azerbaijani spelling, each request the next one.
 */
const NAMES = ['Kərimov', 'Rəşad', 'Həsənova', 'Aynur', 'Məmmədov', 'Tofiq', 'Əliyev', 'Günel'];

type OwnersRequest = { name: string; body: () => unknown };

const ownersRequests = (): OwnersRequest[] => {
  let next = 0;
  const name = () => NAMES[next++ % NAMES.length]!;
  return [
    { name: 'default page', body: () => ({ page: 0, pageSize: PAGE_SIZE }) },
    {
      name: 'name filter',
      body: () => ({
        page: 0,
        pageSize: PAGE_SIZE,
        filters: [{ field: 'text', operator: 'Contains', value: name() }],
      }),
    },
    {
      name: 'latest listing first',
      body: () => ({
        page: 0,
        pageSize: PAGE_SIZE,
        sortOptions: [{ field: 'lastAnnouncementAt', direction: 'desc' }],
      }),
    },
    { name: 'page 100', body: () => ({ page: 100, pageSize: PAGE_SIZE }) },
    {
      name: 'probable agents, name filter',
      body: () => ({
        page: 0,
        pageSize: PAGE_SIZE,
        filters: [
          { field: 'isProbableAgent', operator: 'Equal', value: true },
          { field: 'text', operator: 'Contains', value: name() },
        ],
      }),
    },
  ];
};

/** The requests whose p95 the issue bars. */
const BARRED = ['default page', 'name filter'];
/** Read sequentially by no plan. */
const WATCHED_TABLES = ['announcements', 'owner_summary', 'owner_summary_names'];

const asDriven = (request: OwnersRequest): NamedRequest => ({
  name: request.name,
  method: 'POST',
  path: PATH,
  body: request.body,
});

const printDrive = (title: string, result: DriveResult) => {
  const o = result.overall;
  print(
    `${title} (${result.seconds} s): ${o.requests} requests, ${o.requestsPerSecond}/s, p50 ${o.p50} ms, ` +
      `p95 ${o.p95} ms, p99 ${o.p99} ms, errors ${o.errors}, statuses ${JSON.stringify(result.statuses)}`,
  );
};

const main = async (database: BenchDatabase, running: Running[]): Promise<boolean> => {
  const loadAtStart = loadAverage();
  const data = await ensureListings(database.url, count, print);
  print(`${data.announcements} listings in the database.`);
  // As autovacuum leaves them between writes: a migration that rebuilt the summaries (0019, 0024)
  // leaves them without a visibility map, and the plans would read the tables instead of the
  // indexes until autovacuum came by. A no-op when nothing changed.
  const maintenance = new pg.Client({ connectionString: database.url });
  await maintenance.connect();
  await maintenance.query('vacuum (analyze) owner_summary, owner_summary_names');
  await maintenance.end();

  const jwtSecret = randomBytes(32).toString('base64url');
  const server = await startServer({ databaseUrl: database.url, jwtSecret, from: serverFrom });
  running.push(server);
  const token = await signIn(server.url, args.agent!, DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${token}` };

  const pool = createDatabase(database.url, { max: 2, queryTimeoutMs: 0 });
  const machine = await describeMachine(pool.pool);
  await pool.close();
  const requests = ownersRequests();

  print('\nOne answer of each request:');
  const answers: Record<string, { total: number; totalCapped: boolean }> = {};
  for (const request of requests) {
    const response = await fetch(`${server.url}${PATH}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(request.body()),
    });
    if (!response.ok) throw new Error(`${request.name}: ${response.status} ${await response.text()}`);
    const answer = (await response.json()) as { total: number; totalCapped: boolean; items: unknown[] };
    answers[request.name] = { total: answer.total, totalCapped: answer.totalCapped };
    print(
      `  ${request.name}: ${answer.items.length} owners of ${answer.total}${answer.totalCapped ? '+' : ''}`,
    );
  }

  print('\nExplaining each request (EXPLAIN ANALYZE of the queries the route runs) ...');
  const plans = await explainRequests({
    databaseUrl: database.url,
    jwtSecret,
    accessToken: token,
    path: PATH,
    requests,
    tables: WATCHED_TABLES,
    plansFile: join(RESULTS, 'owners-plans.txt'),
    print,
  });
  if (args['explain-only']) {
    print('Plans written to bench/results/owners-plans.txt.');
    return true;
  }

  const run = async (title: string, options: Omit<DriveOptions, 'url'> & { url?: string }) => {
    await settle(database.url);
    const result = await drive({ url: server.url, ...options });
    printDrive(title, result);
    return result;
  };
  const bareServer = await startBareHttp();
  running.push(bareServer);
  const reference = { connections, duration: referenceDuration };
  const bare = await run('bare node:http', {
    ...reference,
    url: bareServer.url,
    requests: [{ name: 'bare', method: 'GET', path: '/' }],
  });
  await bareServer.stop();
  const health = await run('GET /health/live', {
    ...reference,
    requests: [{ name: 'health', method: 'GET', path: `${API}/health/live` }],
  });

  await run('warm-up', { connections, duration: warmupDuration, headers, requests: requests.map(asDriven) });
  const loadBeforeRuns = loadAverage();
  const driven: Record<string, DriveResult> = {};
  for (const request of requests) {
    driven[request.name] = await run(`${request.name}, ${connections} connections`, {
      connections,
      duration,
      headers,
      requests: [asDriven(request)],
    });
  }
  const loadAtEnd = loadAverage();
  await server.stop();

  const sequential = Object.entries(plans)
    .filter(([, plan]) => plan.queries.some((query) => query.seqScans.length > 0))
    .map(
      ([name, plan]) =>
        `${name} (${[...new Set(plan.queries.flatMap((query) => query.seqScans))].join(', ')})`,
    );
  const bars = [
    ...BARRED.map((name) => ({
      bar: `${name}: p95 <= ${OWNERS_P95_BAR_MS} ms at ${connections} connections, no errors`,
      value: `${driven[name]!.overall.p95} ms`,
      pass: driven[name]!.overall.p95 <= OWNERS_P95_BAR_MS && driven[name]!.overall.errors === 0,
    })),
    {
      bar: `no sequential scan of ${WATCHED_TABLES.join(', ')} in any plan`,
      value: sequential.join('; ') || 'none',
      pass: sequential.length === 0,
    },
  ];
  const result: OwnersBenchResult = {
    date: new Date().toISOString(),
    machine: {
      ...machine,
      loadAverage: { atStart: loadAtStart, beforeRuns: loadBeforeRuns, atEnd: loadAtEnd },
    },
    database: {
      embedded: database.embedded,
      announcements: data.announcements,
      generatedThisRun: data.generated,
    },
    caller: args.agent!,
    connections,
    durationSeconds: duration,
    reference: { bareHttp: bare.overall, healthLive: health.overall },
    requests: Object.fromEntries(
      requests.map((request) => [
        request.name,
        {
          ...driven[request.name]!.overall,
          statuses: driven[request.name]!.statuses,
          answer: answers[request.name]!,
        },
      ]),
    ),
    explain: Object.fromEntries(
      Object.entries(plans).map(([name, plan]) => [
        name,
        plan.queries.map(({ executionMs, planningMs, scans }) => ({ executionMs, planningMs, scans })),
      ]),
    ),
    bars,
    pass: bars.every((bar) => bar.pass),
  };
  writeResults('owners', result, ownersMarkdown(result), loadAtEnd, ['owners-plans.txt']);
  return result.pass;
};

await runOnBenchDatabase(args['database-url'], main);
