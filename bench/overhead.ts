/**
 * Per-request overhead (docs/quality.md "Performance", issue #14): what the server costs around a
 * request's own work. Starts the real server (its build by default) on an embedded database of its
 * own with the demo data, at LOG_LEVEL=info so that the per-request log line is paid, signs in as
 * a demo agent and measures, in the same run and at the same concurrency: a bare node:http hello
 * world, GET /health/live, and the signed-in small list POST /cities/table. Writes
 * bench/results/overhead.json and overhead.md.
 *
 *   npm run bench:overhead -- [--duration 15] [--connections 32] [--server dist|source] [--node-args='--cpu-prof']
 *
 * `--server dist` (the default) needs `npm run build -w packages/contracts && npm run build -w
 * apps/server` first. Exits 1 when a bar is missed (the results are written first).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo/accounts';
import { overheadMarkdown, type OverheadResult } from './overhead-report';
import { nodeArgsOption } from './support/args';
import { signIn } from './support/bench-data';
import { drive, type DriveResult } from './support/drive';
import { loadAverage } from './support/machine';
import { processTreeCpu } from './support/process-cpu';
import { startServer, type Running } from './support/processes';
import { measureReference, type RunLoad } from './support/reference';
import { runBench } from './support/run-bench';
import { textTable } from './support/text-table';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '32' },
    'warmup-duration': { type: 'string', default: '5' },
    server: { type: 'string', default: 'dist' },
    agent: { type: 'string', default: 'agent@demo.az' },
    /** Kept between runs, so that the database is created and seeded once. */
    'data-dir': { type: 'string', default: join(import.meta.dirname, '..', '.data', 'bench-overhead') },
    /** Extra node flags for the server, such as --cpu-prof --cpu-prof-dir=.data/profiles. */
    'node-args': { type: 'string', default: '' },
  },
});

const positive = (name: 'duration' | 'connections' | 'warmup-duration') => {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer.`);
  return value;
};
const duration = positive('duration');
const connections = positive('connections');
const warmupDuration = positive('warmup-duration');
const serverFrom = args.server ?? 'dist';
const dataDir = args['data-dir']!;

const print = (line = '') => process.stdout.write(`${line}\n`);
const API = '/api/v1';
const RESULTS = join(import.meta.dirname, 'results');
/** A page of the cities table as the web app asks for it (the demo has 78 cities). */
const CITIES_BODY = { page: 0, pageSize: 20 };

const BARS = { healthRatio: 0.8, citiesRequestsPerSecond: 2_500, citiesP99: 50, logLinesPerRequest: 1 };

const printDrive = (title: string, result: DriveResult) => {
  const o = result.overall;
  print(
    `${title} (${result.seconds} s): ${o.requests} requests, ${o.requestsPerSecond}/s, p50 ${o.p50} ms, ` +
      `p95 ${o.p95} ms, p99 ${o.p99} ms, errors ${o.errors}, statuses ${JSON.stringify(result.statuses)}; ` +
      `load average ${loadAverage().join(' ')}`,
  );
};

/** The server's log lines, leaving out those of the /metrics scrapes the count itself makes. */
const countLines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line && !line.includes('"url":"/metrics"')).length;

/**
 * Requests the server answered, by its own count (GET /metrics, scrapes left out): autocannon
 * does not count the requests still in flight when a run ends, the server does log them.
 */
const answered = async (serverUrl: string) => {
  const text = await (await fetch(`${serverUrl}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_requests_total{') && !line.includes('route="/metrics"'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
};

const main = async (running: Running[]): Promise<boolean> => {
  const loadAtStart = loadAverage();
  mkdirSync(dataDir, { recursive: true });
  // The server's log goes to a file, as to a log collector: written, not shown, and countable.
  const logFile = join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'w');
  const server = await startServer({
    dataDir,
    jwtSecret: randomBytes(32).toString('base64url'),
    from: serverFrom,
    logLevel: 'info',
    stdout: logFd,
    nodeArgs: nodeArgsOption(args['node-args']),
  });
  running.push(server);
  closeSync(logFd);
  const deviceId = randomUUID();
  const token = await signIn(server.url, args.agent!, DEMO_PASSWORD, deviceId);
  const headers = { authorization: `Bearer ${token}`, 'x-device-id': deviceId };

  const check = await fetch(`${server.url}${API}/cities/table`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(CITIES_BODY),
  });
  if (!check.ok) throw new Error(`POST /cities/table: ${check.status} ${await check.text()}`);
  const page = (await check.json()) as { total: number; items: unknown[] };
  print(`POST /cities/table answers ${page.items.length} of ${page.total} cities.`);

  // The server's own CPU (and its PostgreSQL's) per answered request of each run: what a request
  // costs, which other work on the shared machine disturbs far less than the rates and latencies.
  const cpuPerRequest: Record<string, { serverUs: number; databaseUs: number }> = {};
  const run: RunLoad = async (title, options) => {
    const before = processTreeCpu(server.pid);
    const result = await drive({ url: server.url, ...options });
    const after = processTreeCpu(server.pid);
    // A pool connection closed during the run takes its backend's CPU out of the tree: at least 0.
    const perRequest = (ms: number) =>
      Math.max(0, Math.round((ms * 1000) / Math.max(result.overall.requests, 1)));
    cpuPerRequest[title] = {
      serverUs: perRequest(after.self - before.self),
      databaseUs: perRequest(after.descendants - before.descendants),
    };
    printDrive(title, result);
    if (!options.url) {
      print(
        `  CPU per request: server ${cpuPerRequest[title].serverUs} µs, PostgreSQL ${cpuPerRequest[title].databaseUs} µs`,
      );
    }
    return result;
  };
  const cities = [
    { name: 'cities', method: 'POST' as const, path: `${API}/cities/table`, body: () => CITIES_BODY },
  ];
  await run('warm-up', { connections, duration: warmupDuration, headers, requests: cities });
  await run('warm-up', {
    connections,
    duration: warmupDuration,
    requests: [{ name: 'health', method: 'GET', path: `${API}/health/live` }],
  });

  const answeredBefore = await answered(server.url);
  const linesBefore = countLines(logFile);
  const { bare, health, healthRatio } = await measureReference(run, {
    connections,
    duration,
    apiPrefix: API,
  });
  const table = await run(`POST /cities/table, ${connections} connections`, {
    connections,
    duration,
    headers,
    requests: cities,
  });
  const loadAtEnd = loadAverage();
  // Every line the server wrote during the two measured runs (none from start-up, sign-in,
  // warm-up or the shut-down) against the requests it answered meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const served = (await answered(server.url)) - answeredBefore;
  const logLinesPerRequest = Number(((countLines(logFile) - linesBefore) / Math.max(served, 1)).toFixed(3));
  await server.stop();

  const bars = [
    {
      what: 'GET /health/live against bare node:http, req/s ratio',
      bar: `>= ${BARS.healthRatio}`,
      value: healthRatio,
      pass: healthRatio >= BARS.healthRatio,
    },
    {
      what: 'POST /cities/table req/s',
      bar: `>= ${BARS.citiesRequestsPerSecond}`,
      value: table.overall.requestsPerSecond,
      pass: table.overall.requestsPerSecond >= BARS.citiesRequestsPerSecond,
    },
    {
      what: 'POST /cities/table p99',
      bar: `<= ${BARS.citiesP99} ms`,
      value: table.overall.p99,
      pass: table.overall.p99 <= BARS.citiesP99,
    },
    {
      what: 'errors (health and cities)',
      bar: '0',
      value: health.overall.errors + table.overall.errors,
      pass: health.overall.errors + table.overall.errors === 0,
    },
    {
      what: 'log lines per request at LOG_LEVEL=info',
      bar: `<= ${BARS.logLinesPerRequest}`,
      value: logLinesPerRequest,
      pass: logLinesPerRequest <= BARS.logLinesPerRequest,
    },
  ];
  const result: OverheadResult = {
    date: new Date().toISOString(),
    machine: { loadAverage: { atStart: loadAtStart, atEnd: loadAtEnd }, node: process.version },
    server: serverFrom,
    connections,
    durationSeconds: duration,
    citiesBody: CITIES_BODY,
    bareHttp: bare.overall,
    healthLive: health.overall,
    healthToBareRequestsRatio: healthRatio,
    citiesTable: { ...table.overall, statuses: table.statuses },
    cpuPerRequest: {
      healthLive: cpuPerRequest['GET /health/live']!,
      citiesTable: cpuPerRequest[`POST /cities/table, ${connections} connections`]!,
    },
    logLinesPerRequest,
    bars,
    pass: bars.every((bar) => bar.pass),
  };
  writeFileSync(join(RESULTS, 'overhead.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(RESULTS, 'overhead.md'), overheadMarkdown(result));
  print('\nBars:');
  print(textTable(bars.map((bar) => ({ ...bar, pass: bar.pass ? 'PASS' : 'FAIL' }))));
  print(
    `Written to bench/results/overhead.json and overhead.md. Load average at end: ${loadAtEnd.join(' ')}`,
  );
  return result.pass;
};

await runBench(main);
