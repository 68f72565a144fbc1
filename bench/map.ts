/**
 * The map search (POST /ad/map) on 1,000,000 listings (issue #12: p95 <= 100 ms at 16
 * connections for a Baku-wide box and a 2 km circle). Loads the data with the generator unless it
 * is there, starts the real server on it, signs in as a demo agency Admin (the market scope of an
 * agent, not metered: an agent's plan would run out within seconds), explains each request (no
 * sequential scan of announcements may appear), then drives each request alone with autocannon
 * and checks the bars. A bare node:http server and GET /health/live are measured in the same run,
 * so that results on a noisy shared machine read as ratios. Writes bench/results/map.json, map.md
 * and map-plans.txt.
 *
 *   npm run bench:map -- [--duration 30] [--connections 16] [--database-url postgres://...]
 *
 * Exits 1 when a bar is missed (the results are written first).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../apps/server/src/db/client';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo/accounts';
import { mapMarkdown, type MapBenchResult } from './map-report';
import { ensureListings, signIn } from './support/bench-data';
import { settle, type BenchDatabase } from './support/database';
import { runOnBenchDatabase, writeResults } from './support/run-bench';
import { drive, type DriveOptions, type DriveResult, type NamedRequest } from './support/drive';
import { explainRequests } from './support/explain';
import { describeMachine, loadAverage } from './support/machine';
import { startServer, type Running } from './support/processes';
import { measureReference } from './support/reference';

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
    'accept-encoding': { type: 'string', default: 'gzip, deflate, br' },
    /** Only the plans: writes bench/results/map-plans.txt and stops. */
    'explain-only': { type: 'boolean', default: false },
  },
});

const positive = (name: keyof typeof args) => {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer.`);
  return value;
};
const count = positive('count');
const duration = positive('duration');
const connections = positive('connections');
const warmupDuration = positive('warmup-duration');
const referenceDuration = positive('reference-duration');
const serverFrom = args.server ?? 'source';

const print = (line = '') => process.stdout.write(`${line}\n`);
const API = '/api/v1';
const RESULTS = join(import.meta.dirname, 'results');
/** The bar for each map request. */
export const MAP_P95_BAR_MS = 100;

/** Baku with Absheron's settlements, as the map shows it at its default zoom (10). */
const BAKU_BOX = { west: 49.65, south: 40.3, east: 50.35, north: 40.6 };

type Point = { latitude: number; longitude: number };
type MapRequest = { name: string; body: () => unknown };

/** Metro stations as circle centres: where agents search, and each request a different one. */
const loadCentres = async (url: string): Promise<Point[]> => {
  const database = createDatabase(url, { max: 1, queryTimeoutMs: 0 });
  try {
    const result = await database.pool.query<Point>(
      'select latitude, longitude from metro_stations order by id',
    );
    return result.rows;
  } finally {
    await database.close();
  }
};

const mapRequests = (centres: readonly Point[]): MapRequest[] => {
  let next = 0;
  const centre = () => centres[next++ % centres.length]!;
  return [
    { name: 'Baku box, zoom 10', body: () => ({ bbox: BAKU_BOX, zoom: 10 }) },
    { name: 'Baku box, zoom 12', body: () => ({ bbox: BAKU_BOX, zoom: 12 }) },
    {
      name: 'Baku box, flats for sale, 3 rooms',
      body: () => ({
        bbox: BAKU_BOX,
        zoom: 11,
        filters: [
          { field: 'propertyType', operator: 'Equal', value: 1 },
          { field: 'addType', operator: 'Equal', value: 'sell' },
          { field: 'rooms', operator: 'Equal', value: 3 },
        ],
      }),
    },
    {
      name: '2 km around a metro station',
      body: () => {
        const { latitude, longitude } = centre();
        return { lat: latitude, lon: longitude, radiusKm: 2 };
      },
    },
    {
      name: '500 m around a metro station',
      body: () => {
        const { latitude, longitude } = centre();
        return { lat: latitude, lon: longitude, radiusKm: 0.5 };
      },
    },
  ];
};

/** The requests whose p95 the issue bars: the Baku-wide box and the 2 km circle. */
const BARRED = ['Baku box, zoom 10', '2 km around a metro station'];

const asDriven = (request: MapRequest): NamedRequest => ({
  name: request.name,
  method: 'POST',
  path: `${API}/ad/map`,
  body: request.body,
});

const printDrive = (title: string, result: DriveResult) => {
  const o = result.overall;
  print(
    `${title} (${result.seconds} s): ${o.requests} requests, ${o.requestsPerSecond}/s, p50 ${o.p50} ms, ` +
      `p95 ${o.p95} ms, p99 ${o.p99} ms, errors ${o.errors}, statuses ${JSON.stringify(result.statuses)}`,
  );
};

/** A few figures of an answer, to show it is a real one. */
const digest = (answer: { total?: number; items?: unknown[]; clusters?: unknown[] }) => ({
  total: answer.total,
  items: answer.items?.length,
  clusters: answer.clusters?.length,
});

const main = async (database: BenchDatabase, running: Running[]): Promise<boolean> => {
  const loadAtStart = loadAverage();
  const data = await ensureListings(database.url, count, print);
  print(`${data.announcements} listings in the database.`);

  const jwtSecret = randomBytes(32).toString('base64url');
  const server = await startServer({ databaseUrl: database.url, jwtSecret, from: serverFrom });
  running.push(server);
  const token = await signIn(server.url, args.agent!, DEMO_PASSWORD);
  const acceptEncoding = args['accept-encoding'] ?? '';
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
  };

  const pool = createDatabase(database.url, { max: 2, queryTimeoutMs: 0 });
  const machine = await describeMachine(pool.pool);
  await pool.close();
  const requests = mapRequests(await loadCentres(database.url));

  print('\nOne answer of each request:');
  const answers: Record<string, ReturnType<typeof digest>> = {};
  for (const request of requests) {
    const response = await fetch(`${server.url}${API}/ad/map`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(request.body()),
    });
    if (!response.ok) throw new Error(`${request.name}: ${response.status} ${await response.text()}`);
    answers[request.name] = digest((await response.json()) as Parameters<typeof digest>[0]);
    print(`  ${request.name}: ${JSON.stringify(answers[request.name])}`);
  }

  print('\nExplaining each request (EXPLAIN ANALYZE of the queries the route runs) ...');
  const plans = await explainRequests({
    databaseUrl: database.url,
    jwtSecret,
    accessToken: token,
    path: `${API}/ad/map`,
    requests,
    plansFile: join(RESULTS, 'map-plans.txt'),
    // The kept cluster counts answer the large areas: their reads are explained too.
    tables: ['announcements', 'map_cell_counts'],
    print,
  });
  if (args['explain-only']) {
    print('Plans written to bench/results/map-plans.txt.');
    return true;
  }

  const run = async (title: string, options: Omit<DriveOptions, 'url'> & { url?: string }) => {
    await settle(database.url);
    const result = await drive({ url: server.url, ...options });
    printDrive(title, result);
    return result;
  };
  const { bare, health } = await measureReference(run, {
    connections,
    duration: referenceDuration,
    apiPrefix: API,
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

  const bars = [
    ...BARRED.map((name) => ({
      bar: `${name}: p95 <= ${MAP_P95_BAR_MS} ms at ${connections} connections`,
      value: `${driven[name]!.overall.p95} ms`,
      pass: driven[name]!.overall.p95 <= MAP_P95_BAR_MS && driven[name]!.overall.errors === 0,
    })),
    {
      bar: 'no sequential scan of announcements in any plan',
      value:
        Object.entries(plans)
          .filter(([, plan]) => plan.queries.some((query) => query.seqScanOnAnnouncements))
          .map(([name]) => name)
          .join(', ') || 'none',
      pass: Object.values(plans).every((plan) =>
        plan.queries.every((query) => !query.seqScanOnAnnouncements),
      ),
    },
  ];
  const result: MapBenchResult = {
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
    server: serverFrom,
    acceptEncoding,
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
        plan.queries.map(({ executionMs, planningMs, announcementScans, scans }) => ({
          executionMs,
          planningMs,
          announcementScans,
          scans,
        })),
      ]),
    ),
    bars,
    pass: bars.every((bar) => bar.pass),
  };
  writeResults('map', result, mapMarkdown(result), loadAtEnd, ['map-plans.txt']);
  return result.pass;
};

await runOnBenchDatabase(args['database-url'], main);
