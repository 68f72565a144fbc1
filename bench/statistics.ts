/**
 * The statistics endpoints on 1,000,000 listings and >= 100,000 personal-list rows (issue #10
 * "Speed": each answers in p95 <= 100 ms at 16 connections). Loads the data with the generator
 * unless it is there (the generated agencies, their agents' listings and personal lists), starts
 * the real server on it, signs in as the generated agent with the most personal-list rows and as
 * an Admin of the biggest generated agency, explains every request (no sequential scan of
 * announcements or user_ads may appear), then drives each endpoint alone with autocannon and
 * checks the bars. A bare node:http server and GET /health/live are measured in the same run, so
 * results on a noisy shared machine read as ratios. Writes bench/results/statistics.json,
 * statistics.md and statistics.plans.txt.
 *
 *   npm run bench:statistics -- [--duration 30] [--connections 16] [--database-url postgres://...]
 *
 * Exits 1 when a bar is missed (the results are written first).
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../apps/server/src/db/client';
import { GENERATED_PASSWORD } from '../apps/server/src/db/seed/generator/generate-agencies';
import { NEVER_SCANNED, STATISTICS_P95_BAR_MS, statisticsBars } from './statistics-bars';
import { statisticsMarkdown } from './statistics-report';
import { describeStatisticsData, ensureAgentPays, periodVolumes } from './statistics-subjects';
import { ensureListings, signIn } from './support/bench-data';
import { openBenchDatabase, settle, type BenchDatabase } from './support/database';
import { drive, type DriveOptions, type DriveResult } from './support/drive';
import { explainRequests } from './support/explain';
import { describeMachine, loadAverage } from './support/machine';
import { startServer, type Running } from './support/processes';
import { measureReference } from './support/reference';
import { textTable } from './support/text-table';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    count: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '16' },
    'warmup-duration': { type: 'string', default: '5' },
    'reference-duration': { type: 'string', default: '10' },
    server: { type: 'string', default: 'source' },
    /** What the client accepts, as a browser sends it; '' for uncompressed answers. */
    'accept-encoding': { type: 'string', default: 'gzip, deflate, br' },
    /** Only the plans: writes bench/results/statistics.plans.txt and stops. */
    'explain-only': { type: 'boolean', default: false },
    /** Only the requests whose name contains one of these (profiling), e.g. --only admin,report. */
    only: { type: 'string' },
    /** A node flag for the server, repeatable: --node-arg=--cpu-prof --node-arg=--cpu-prof-dir=/tmp/p */
    'node-arg': { type: 'string', multiple: true },
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
/** The tables whose reads are explained: the statistics summary tables and what feeds them. */
const EXPLAINED_TABLES = ['user_daily_stats', 'user_monthly_stats', 'user_ads', 'announcements'];

type Caller = 'agent' | 'admin';
type Endpoint = { name: string; as: Caller; method: 'GET' | 'POST'; path: string; body?: unknown };

/** The requests measured, each alone: the list, plus the team's series an Admin's chart reads. */
const endpoints = (organizationId: number): Endpoint[] => {
  const get = (name: string, as: Caller, path: string): Endpoint => ({ name, as, method: 'GET', path });
  return [
    get('summary today', 'agent', '/ad/dashboard/summary?period=today'),
    get('summary month', 'agent', '/ad/dashboard/summary?period=month'),
    get('summary year', 'agent', '/ad/dashboard/summary?period=year'),
    get('admin summary month', 'admin', '/ad/dashboard/admin/summary?period=month'),
    get('admin summary year', 'admin', '/ad/dashboard/admin/summary?period=year'),
    get('series year by month', 'agent', '/ad/dashboard/series?period=year&groupBy=month'),
    get('series month by day', 'agent', '/ad/dashboard/series?period=month&groupBy=day'),
    get(
      'team series year by month',
      'admin',
      `/ad/dashboard/series?period=year&groupBy=month&organizationId=${organizationId}`,
    ),
    {
      name: 'commission report year by month',
      as: 'admin',
      method: 'POST',
      path: '/reports/commissions/table',
      body: { period: 'year', groupBy: 'month' },
    },
  ];
};

type Json = Record<string, unknown>;
const sumOf = (items: unknown, key: string) =>
  Array.isArray(items) ? items.reduce((sum: number, item: Json) => sum + Number(item[key] ?? 0), 0) : null;

/** A few figures of an answer, to show it is a real one (not an empty period, not an error). */
const digest = (answer: Json): Json => {
  const totals = (answer.totals ?? null) as Json | null;
  return {
    ...(answer.from ? { from: answer.from, to: answer.to } : {}),
    ...('soldCount' in answer
      ? {
          adsCount: answer.adsCount,
          soldCount: answer.soldCount,
          addedCount: answer.addedCount,
          commission: answer.commission,
        }
      : {}),
    ...(Array.isArray(answer.users) ? { users: answer.users.length } : {}),
    ...(Array.isArray(answer.buckets)
      ? { buckets: answer.buckets.length, soldCount: sumOf(answer.buckets, 'soldCount') }
      : {}),
    ...(Array.isArray(answer.items) ? { rows: answer.items.length, total: answer.total } : {}),
    ...(totals ? { totals: { deals: totals.deals ?? totals.soldCount, commission: totals.commission } } : {}),
  };
};

const printDrive = (title: string, result: DriveResult) => {
  const o = result.overall;
  print(
    `${title} (${result.seconds} s): ${o.requests} requests, ${o.requestsPerSecond}/s, p50 ${o.p50} ms, ` +
      `p95 ${o.p95} ms, p99 ${o.p99} ms, errors ${o.errors}, statuses ${JSON.stringify(result.statuses)}`,
  );
};

/** The whole run; false when a bar is missed. */
const main = async (database: BenchDatabase, running: Running[]): Promise<boolean> => {
  const loadAtStart = loadAverage();
  const loaded = await ensureListings(database.url, count, print);
  const data = await describeStatisticsData(database.url);
  print(
    `${data.announcements} listings (${data.postedByAgencyUsers} posted by agency users), ` +
      `${data.personalListRows} personal-list rows (${data.soldRows} sold), ${data.generatedAgencies} ` +
      `generated agencies with ${data.generatedUsers} accounts, ${data.userDailyStatsRows} user_daily_stats rows, ` +
      `${data.userMonthlyStatsRows} user_monthly_stats rows; ` +
      `newest listing ${data.dataAgeDays} days old.`,
  );
  print(
    `Agent: ${data.agent.email} (${data.agent.personalListRows} personal-list rows). ` +
      `Admin: ${data.admin.email} of "${data.admin.organizationName}" (${data.admin.organizationUsers} users).`,
  );
  if (await ensureAgentPays(database.url, data.agent)) {
    print(
      `${data.agent.email} had no subscription covering today: given one (an unpaid agent is answered 402).`,
    );
  }
  if (data.dataAgeDays > 7) {
    print(
      `WARNING: the data ends ${data.dataAgeDays} days ago: "today" and "month" measure nearly empty ` +
        'periods. Delete .data/bench to regenerate.',
    );
  }
  const volumes = await periodVolumes(database.url, data);

  const jwtSecret = randomBytes(32).toString('base64url');
  const server = await startServer({
    databaseUrl: database.url,
    jwtSecret,
    from: serverFrom,
    nodeArgs: args['node-arg'] ?? [],
  });
  running.push(server);
  const tokens: Record<Caller, string> = {
    agent: await signIn(server.url, data.agent.email, GENERATED_PASSWORD),
    admin: await signIn(server.url, data.admin.email, GENERATED_PASSWORD),
  };
  const acceptEncoding = args['accept-encoding'] ?? '';
  const headersOf = (caller: Caller): Record<string, string> => ({
    authorization: `Bearer ${tokens[caller]}`,
    ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
  });

  const pool = createDatabase(database.url, { max: 2, queryTimeoutMs: 0 });
  const machine = await describeMachine(pool.pool);
  await pool.close();
  const measured = endpoints(data.admin.organizationId).filter(
    (endpoint) => !args.only || args.only.split(',').some((part) => endpoint.name.includes(part)),
  );
  if (measured.length === 0) throw new Error(`No request's name contains "${args.only}".`);
  // A partial run (profiling) leaves the committed results alone: its plans go to the temp dir.
  const partial = measured.length < endpoints(data.admin.organizationId).length;
  const plansFile = partial ? join(tmpdir(), 'statistics.plans.txt') : join(RESULTS, 'statistics.plans.txt');

  // Each answer once, through the real server: the figures behind the timings.
  print('\nOne answer of each request:');
  const answers: Record<string, Json> = {};
  for (const endpoint of measured) {
    const response = await fetch(`${server.url}${API}${endpoint.path}`, {
      method: endpoint.method,
      headers: {
        authorization: `Bearer ${tokens[endpoint.as]}`,
        ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(endpoint.body ? { body: JSON.stringify(endpoint.body) } : {}),
    });
    const text = await response.text();
    const answer = response.ok ? digest(JSON.parse(text) as Json) : { error: text.slice(0, 300) };
    answers[endpoint.name] = { status: response.status, bytes: text.length, ...answer };
    print(`  ${endpoint.name}: ${JSON.stringify(answers[endpoint.name])}`);
  }

  // Plans next, on an idle server: the SQL each request runs, and whether it scans a big table.
  print('\nExplaining each request (EXPLAIN ANALYZE of the queries the route runs) ...');
  const plans = await explainRequests({
    databaseUrl: database.url,
    jwtSecret,
    accessToken: tokens.agent,
    path: API,
    tables: EXPLAINED_TABLES,
    requests: measured.map((endpoint) => ({
      name: endpoint.name,
      path: `${API}${endpoint.path}`,
      method: endpoint.method,
      accessToken: tokens[endpoint.as],
      body: () => endpoint.body,
    })),
    plansFile,
    print,
  });
  if (args['explain-only']) {
    print(`Plans written to ${plansFile}.`);
    return true;
  }

  const run = async (title: string, options: Omit<DriveOptions, 'url'> & { url?: string }) => {
    await settle(database.url);
    const result = await drive({ url: server.url, ...options });
    printDrive(title, result);
    return result;
  };
  print('\nReference (same run):');
  const { bare, health } = await measureReference(run, {
    connections,
    duration: referenceDuration,
    apiPrefix: API,
  });

  print(`\nEach request alone, ${connections} connections, ${warmupDuration} s warm-up then ${duration} s:`);
  const loadBeforeEndpoints = loadAverage();
  const runs: Record<string, DriveResult> = {};
  const loadAtRun: Record<string, number[]> = {};
  for (const endpoint of measured) {
    const requests = [
      {
        name: endpoint.name,
        method: endpoint.method,
        path: `${API}${endpoint.path}`,
        ...(endpoint.body ? { body: () => endpoint.body } : {}),
      },
    ];
    const headers = headersOf(endpoint.as);
    await run(`  warm-up ${endpoint.name}`, { connections, duration: warmupDuration, headers, requests });
    await settle(database.url);
    loadAtRun[endpoint.name] = loadAverage();
    runs[endpoint.name] = await run(`  ${endpoint.name}`, { connections, duration, headers, requests });
  }
  const loadAtEnd = loadAverage();
  await server.stop();

  const bars = statisticsBars({ runs, plans, data });
  const healthRatio = Number((health.overall.requestsPerSecond / bare.overall.requestsPerSecond).toFixed(3));
  const result = {
    date: new Date().toISOString(),
    machine: {
      ...machine,
      loadAverage: { atStart: loadAtStart, beforeEndpoints: loadBeforeEndpoints, atEnd: loadAtEnd },
    },
    database: { embedded: database.embedded, generatedThisRun: loaded.generated, ...data },
    periodVolumes: volumes,
    server: serverFrom,
    acceptEncoding,
    connections,
    durationSeconds: duration,
    warmupSeconds: warmupDuration,
    reference: { bareHttp: bare.overall, healthLive: health.overall, healthToBareRequestsRatio: healthRatio },
    endpoints: Object.fromEntries(
      measured.map((endpoint) => {
        const r = runs[endpoint.name]!;
        return [
          endpoint.name,
          {
            as: endpoint.as,
            method: endpoint.method,
            path: endpoint.path,
            ...(endpoint.body ? { body: endpoint.body } : {}),
            ...r.overall,
            statuses: r.statuses,
            loadAverageAtStart: loadAtRun[endpoint.name],
            requestsToBareRatio: Number(
              (r.overall.requestsPerSecond / bare.overall.requestsPerSecond).toFixed(4),
            ),
            answer: answers[endpoint.name],
          },
        ];
      }),
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
  if (!partial) {
    writeFileSync(join(RESULTS, 'statistics.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(join(RESULTS, 'statistics.md'), statisticsMarkdown(result));
  }

  print('\nBars:');
  print(textTable(bars));
  const slowest = Object.entries(runs).sort(([, a], [, b]) => b.overall.p95 - a.overall.p95)[0]!;
  print(
    `\nWhat this run proved: on ${data.announcements.toLocaleString('en')} listings and ` +
      `${data.personalListRows.toLocaleString('en')} personal-list rows, ` +
      (result.pass
        ? `every statistics request answered with p95 <= ${STATISTICS_P95_BAR_MS} ms at ${connections} connections ` +
          `(slowest: ${slowest[0]}, p95 ${slowest[1].overall.p95} ms), without errors and without reading ` +
          `${NEVER_SCANNED.join(' or ')} sequentially.`
        : `some bars were missed (above); slowest: ${slowest[0]}, p95 ${slowest[1].overall.p95} ms.`) +
      ` Reference: bare node:http ${bare.overall.requestsPerSecond} req/s, /health/live ` +
      `${health.overall.requestsPerSecond} req/s (ratio ${healthRatio}); load average at the end ${loadAtEnd.join(' ')}.`,
  );
  print(
    partial
      ? `A partial run (--only): bench/results left alone; plans in ${plansFile}.`
      : 'Written to bench/results/statistics.json, statistics.md, statistics.plans.txt.',
  );
  return result.pass;
};

const database = await openBenchDatabase(args['database-url']);
const running: Running[] = [];
let passed: boolean;
try {
  passed = await main(database, running);
} finally {
  for (const process of running.reverse()) await process.stop().catch(() => undefined);
  await database.stop();
}
process.exit(passed ? 0 : 1);
