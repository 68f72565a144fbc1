/**
 * POST /ad/table on 1,000,000 listings (docs/quality.md "Performance"): loads the listings with
 * the generator unless they are there, starts the real server on them, signs in as a demo agent,
 * explains every search of the mix (no sequential scan of announcements may appear), then drives
 * the mix with autocannon and POST /usersads/sell after it, and checks the bars. A bare node:http
 * server and GET /health/live are measured in the same run, so that results on a noisy shared
 * machine read as ratios. Writes bench/results/ad-table.json, ad-table.md and ad-table-plans.txt.
 *
 *   npm run bench:ad-table -- [--duration 60] [--database-url postgres://...] [--server dist]
 *     [--node-args="--cpu-prof --cpu-prof-dir=/tmp/prof"]
 *
 * Exits 1 when a bar is missed (the results are written first).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../apps/server/src/db/client';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo/accounts';
import {
  deepPage,
  loadPlaces,
  marketSearches,
  randomDeepPages,
  soldIncludingSearches,
  type Search,
} from './ad-table-searches';
import { adTableMarkdown } from './ad-table-report';
import { adTableBars } from './ad-table-bars';
import { nodeArgsOption } from './support/args';
import { ensureListings, signIn } from './support/bench-data';
import { settle, type BenchDatabase } from './support/database';
import { runOnBenchDatabase, writeResults } from './support/run-bench';
import { drive, type DriveOptions, type DriveResult, type NamedRequest } from './support/drive';
import { explainRequests } from './support/explain';
import { describeMachine, loadAverage } from './support/machine';
import { startServer, type Running } from './support/processes';
import { measureReference } from './support/reference';
import { benchAgents, prepareSales, sellRequest, signInAgents } from './support/sales';
import { textTable } from './support/text-table';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    count: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '32' },
    'warmup-duration': { type: 'string', default: '10' },
    'reference-duration': { type: 'string', default: '10' },
    'sell-connections': { type: 'string', default: '16' },
    'sell-requests': { type: 'string', default: '6000' },
    /** Agents of different agencies the sales are dealt to; 1 for one agent's sales at once. */
    'sell-agents': { type: 'string', default: '16' },
    server: { type: 'string', default: 'source' },
    /**
     * An agency Admin: the same market scope as its agents, but not metered. An agent's plan
     * allows 1,700 searches per period, which this load spends in about three seconds; the rest
     * would measure 429 answers (docs/decisions.md "Billing").
     */
    agent: { type: 'string', default: 'admin@demo.az' },
    /** What the client accepts, as a browser sends it; '' for uncompressed answers. */
    'accept-encoding': { type: 'string', default: 'gzip, deflate, br' },
    /** Only the plans: writes bench/results/ad-table-plans.txt and stops. */
    'explain-only': { type: 'boolean', default: false },
    /** Extra node flags for the server, such as --cpu-prof (where a request's time goes). */
    'node-args': { type: 'string', default: '' },
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
const sellConnections = positive('sell-connections');
const sellRequests = positive('sell-requests');
const sellAgents = positive('sell-agents');
const serverFrom = args.server ?? 'source';

const print = (line = '') => process.stdout.write(`${line}\n`);
const API = '/api/v1';
const RESULTS = join(import.meta.dirname, 'results');

const tableRequests = (searches: readonly Search[]): NamedRequest[] =>
  searches.map((search) => ({
    name: search.name,
    method: 'POST',
    path: `${API}/ad/table`,
    body: search.body,
  }));

const printDrive = (title: string, result: DriveResult) => {
  print(`\n${title} (${result.seconds} s)`);
  const rows = Object.entries(result.byName).map(([name, s]) => ({ search: name, ...s }));
  if (rows.length > 1) print(textTable(rows));
  const o = result.overall;
  print(
    `  overall: ${o.requests} requests, ${o.requestsPerSecond}/s, p50 ${o.p50} ms, p95 ${o.p95} ms, ` +
      `p99 ${o.p99} ms, errors ${o.errors}, statuses ${JSON.stringify(result.statuses)}`,
  );
};

/** The whole run; false when a bar is missed. */
const main = async (database: BenchDatabase, running: Running[]): Promise<boolean> => {
  const loadAtStart = loadAverage();
  const data = await ensureListings(database.url, count, print);
  print(`${data.announcements} listings in the database.`);

  const jwtSecret = randomBytes(32).toString('base64url');
  const server = await startServer({
    databaseUrl: database.url,
    jwtSecret,
    from: serverFrom,
    nodeArgs: nodeArgsOption(args['node-args']),
  });
  running.push(server);
  const token = await signIn(server.url, args.agent!, DEMO_PASSWORD);
  const acceptEncoding = args['accept-encoding'] ?? '';
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
  };

  const pool = createDatabase(database.url, { max: 2, queryTimeoutMs: 0 });
  const machine = await describeMachine(pool.pool);
  const places = await loadPlaces(pool.pool);
  await pool.close();
  const searches = marketSearches(places);

  // Plans first, on an idle server: the SQL each search runs, and whether it scans the table.
  print('\nExplaining each search (EXPLAIN ANALYZE of the queries the route runs) ...');
  const plans = await explainRequests({
    databaseUrl: database.url,
    jwtSecret,
    accessToken: token,
    path: `${API}/ad/table`,
    // The second page 5,000 seeks from the row the first one remembered (lib/page-anchors.ts).
    requests: [
      ...searches,
      deepPage(),
      { ...deepPage(), name: 'page 5000 again' },
      ...soldIncludingSearches(places, { all: `${API}/ad/all/table`, own: `${API}/ad/users/table` }),
    ],
    plansFile: join(RESULTS, 'ad-table-plans.txt'),
    print,
  });
  if (args['explain-only']) {
    print('Plans written to bench/results/ad-table-plans.txt.');
    return true;
  }

  const run = async (title: string, options: Omit<DriveOptions, 'url'> & { url?: string }) => {
    await settle(database.url);
    const result = await drive({ url: server.url, ...options });
    printDrive(title, result);
    return result;
  };
  const reference = { connections, duration: referenceDuration };
  const { bare, health } = await measureReference(run, { ...reference, apiPrefix: API });

  const mix = tableRequests(searches);
  await run('warm-up', { connections, duration: warmupDuration, headers, requests: mix });
  await settle(database.url);
  const loadBeforeMix = loadAverage();
  const table = await run(`POST /ad/table, ${searches.length} searches, ${connections} connections`, {
    connections,
    duration,
    headers,
    requests: mix,
  });
  // Page depth: page 0 and page 5,000 each alone at the same concurrency.
  const page0 = await run('page 0 alone', { ...reference, headers, requests: tableRequests([searches[0]!]) });
  const page5000 = await run('page 5000 alone', {
    ...reference,
    headers,
    requests: tableRequests([deepPage()]),
  });
  const randomDeep = await run('pages 4000-5000 at random alone (not a bar)', {
    ...reference,
    headers,
    requests: tableRequests([randomDeepPages()]),
  });

  await settle(database.url);
  const agentEmails = await benchAgents(database.url, sellAgents);
  const tokens = await signInAgents(server.url, agentEmails);
  const { sales, undo } = await prepareSales(database.url, { agentEmails, rows: sellRequests });
  let sell: DriveResult;
  try {
    sell = await run(`POST /usersads/sell, ${sellConnections} connections, ${sellAgents} agents`, {
      connections: sellConnections,
      duration: 600,
      amount: sales.length,
      requests: [sellRequest(sales, tokens, headers)],
    });
  } finally {
    await undo();
  }
  const loadAtEnd = loadAverage();
  await server.stop();

  const { bars, pageDepthRatio, healthRatio } = adTableBars({
    table,
    plans,
    page0,
    page5000,
    health,
    bare,
    sell,
  });
  const result = {
    date: new Date().toISOString(),
    machine: {
      ...machine,
      loadAverage: { atStart: loadAtStart, beforeMix: loadBeforeMix, atEnd: loadAtEnd },
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
    pageSize: 20,
    reference: { bareHttp: bare.overall, healthLive: health.overall, healthToBareRequestsRatio: healthRatio },
    adTable: {
      overall: table.overall,
      searches: table.byName,
      statuses: table.statuses,
      requestsToBareRatio: Number(
        (table.overall.requestsPerSecond / bare.overall.requestsPerSecond).toFixed(4),
      ),
    },
    deepPage: {
      page0: page0.overall,
      page5000: page5000.overall,
      page5000ToPage0P95Ratio: pageDepthRatio,
      randomDeep: randomDeep.overall,
    },
    sell: { connections: sellConnections, agents: sellAgents, ...sell.overall, statuses: sell.statuses },
    explain: Object.fromEntries(
      Object.entries(plans).map(([name, plan]) => [
        name,
        plan.queries.map(({ executionMs, planningMs, announcementScans }) => ({
          executionMs,
          planningMs,
          announcementScans,
        })),
      ]),
    ),
    bars,
    pass: bars.every((bar) => bar.pass),
  };
  writeResults('ad-table', result, adTableMarkdown(result), loadAtEnd, ['ad-table-plans.txt']);
  return result.pass;
};

await runOnBenchDatabase(args['database-url'], main);
