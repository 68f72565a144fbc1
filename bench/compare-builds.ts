/**
 * Two builds of the server on the million-listing bench database, in turns. Each round drives the
 * market mix (bench/ad-table-searches.ts) at 32 connections against build A, then build B, and
 * prints req/s, latencies, and CPU per answered request of the server, its PostgreSQL and the load
 * generator. This machine's speed wanders by 20-30 % within minutes, so a change is judged by
 * runs side by side and by CPU per request, not against a result from another hour
 * (docs/benchmarks.md "Where a market page's server time went"). Prints only; writes no results.
 *
 *   npx tsx bench/compare-builds.ts --a .data/builds/before/main.js --b apps/server/dist/main.js
 *     [--rounds 2] [--duration 15] [--search "sort by price asc"] [--page-size 1]
 *     [--node-args="--cpu-prof --cpu-prof-dir=/tmp/prof"] [--a-node-args=...] [--b-node-args=...]
 *     [--sales 3000]
 *
 * `--sales N` drives N sales (`POST /usersads/sell`, as bench/ad-table.ts's sell step: 16
 * agencies' Admins, each sale a different listing, 16 connections unless `--connections` says
 * otherwise) instead of the mix, after 300 sales of warm-up, and undoes them after each build's
 * turn. `--search` and `--page-size` shape the mix only.
 *
 * `--a` and `--b` may name the same build with other node flags (`--b-node-args`) to measure a
 * flag.
 *
 * A build is a copy of `apps/server/dist` (`mkdir -p .data/builds && cp -r apps/server/dist
 * .data/builds/before`): inside the project, so that its imports resolve to the project's
 * node_modules, and under .data, which git, eslint and prettier leave alone.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo/accounts';
import { loadPlaces, marketSearches } from './ad-table-searches';
import { nodeArgsOption, positiveOption } from './support/args';
import { ensureListings, signIn } from './support/bench-data';
import { settle, type BenchDatabase } from './support/database';
import { drive, type NamedRequest } from './support/drive';
import { processTreeCpu } from './support/process-cpu';
import { startServer, type Running } from './support/processes';
import { runOnBenchDatabase } from './support/run-bench';
import { benchAgents, prepareSales, sellRequest, signInAgents } from './support/sales';

const { values: args } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    rounds: { type: 'string', default: '2' },
    duration: { type: 'string', default: '15' },
    /** 32 for the mix, 16 for sales (the bars' concurrencies). */
    connections: { type: 'string' },
    /** One search of the mix by its name; all of them by default. */
    search: { type: 'string' },
    /** Another page size than the mix's 20 (1 shows what a request costs without its rows). */
    'page-size': { type: 'string' },
    /** Instead of the mix: this many sales, undone after each build's turn. */
    sales: { type: 'string' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    /** Node flags for both servers, and for one of them only. */
    'node-args': { type: 'string', default: '' },
    'a-node-args': { type: 'string', default: '' },
    'b-node-args': { type: 'string', default: '' },
  },
});
if (!args.a || !args.b) throw new Error('--a and --b name the two builds (main.js or main.ts).');
const builds = [
  { from: args.a, nodeArgs: nodeArgsOption(`${args['node-args']} ${args['a-node-args']}`) },
  { from: args.b, nodeArgs: nodeArgsOption(`${args['node-args']} ${args['b-node-args']}`) },
];
const rounds = positiveOption(args.rounds, 'rounds');
const duration = positiveOption(args.duration, 'duration');
const connections = positiveOption(
  args.connections ?? (args.sales === undefined ? '32' : '16'),
  'connections',
);
const pageSize = args['page-size'] === undefined ? undefined : positiveOption(args['page-size'], 'page-size');
const salesWanted = args.sales === undefined ? undefined : positiveOption(args.sales, 'sales');
const print = (line: string) => process.stdout.write(`${line}\n`);

/** The postmaster's pid: the parent of any backend. Its process tree is the database's CPU. */
const postmasterPid = async (url: string): Promise<number> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return Number(readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  } finally {
    await client.end();
  }
};

/** What one build's turn drives: a warm-up, then the measured load. */
type Turn = {
  headers: Record<string, string>;
  warmUp: { requests: NamedRequest[]; amount?: number };
  measured: { requests: NamedRequest[]; amount?: number };
  undo?: () => Promise<void>;
};
type Load = (serverUrl: string) => Promise<Turn>;

/** The market mix as the admin of the demo agency searches it, compressed as a browser asks. */
const mixLoad =
  (requests: NamedRequest[]): Load =>
  async (serverUrl) => ({
    headers: {
      authorization: `Bearer ${await signIn(serverUrl, 'admin@demo.az', DEMO_PASSWORD)}`,
      'accept-encoding': 'gzip, deflate, br',
    },
    warmUp: { requests },
    measured: { requests },
  });

/** Sales made before the measured ones, so that both builds are measured warm. */
const WARM_UP_SALES = 300;

/**
 * `count` sales as bench/ad-table.ts's sell step makes them (16 agencies' Admins, each sale a
 * different listing, a browser's headers), after WARM_UP_SALES others.
 */
const salesLoad =
  (databaseUrl: string, count: number): Load =>
  async (serverUrl) => {
    const agents = await benchAgents(databaseUrl, 16);
    const tokens = await signInAgents(serverUrl, agents);
    const { sales, undo } = await prepareSales(databaseUrl, {
      agentEmails: agents,
      rows: WARM_UP_SALES + count,
    });
    const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
    const warmUp = sales.slice(0, WARM_UP_SALES);
    const measured = sales.slice(WARM_UP_SALES);
    return {
      headers,
      warmUp: { requests: [sellRequest(warmUp, tokens, headers)], amount: warmUp.length },
      measured: { requests: [sellRequest(measured, tokens, headers)], amount: measured.length },
      undo,
    };
  };

const measure = async (
  database: BenchDatabase,
  running: Running[],
  { from, nodeArgs }: (typeof builds)[number],
  load: Load,
) => {
  const server = await startServer({
    databaseUrl: database.url,
    jwtSecret: randomBytes(32).toString('base64url'),
    from,
    nodeArgs,
  });
  running.push(server);
  let undo: (() => Promise<void>) | undefined;
  try {
    const turn = await load(server.url);
    undo = turn.undo;
    const { headers, warmUp, measured } = turn;
    // A fixed amount is driven to its end; otherwise for a time.
    const span = (amount: number | undefined, seconds: number) =>
      amount === undefined ? { duration: seconds } : { duration: 600, amount };
    await drive({
      url: server.url,
      connections,
      headers,
      requests: warmUp.requests,
      ...span(warmUp.amount, 5),
    });
    await settle(database.url);
    const postmaster = await postmasterPid(database.url);
    const database0 = processTreeCpu(postmaster);
    const server0 = processTreeCpu(server.pid).self;
    const client0 = process.cpuUsage();
    const result = await drive({
      url: server.url,
      connections,
      headers,
      requests: measured.requests,
      ...span(measured.amount, duration),
    });
    const client = process.cpuUsage(client0);
    const database1 = processTreeCpu(postmaster);
    const n = Math.max(1, result.overall.requests);
    const perRequest = (ms: number) => Math.round((ms * 1000) / n);
    const o = result.overall;
    print(
      `${[from, ...nodeArgs].join(' ')}: ${o.requestsPerSecond}/s, p50 ${o.p50} p95 ${o.p95} p99 ${o.p99} ms; CPU per request: ` +
        `server ${perRequest(processTreeCpu(server.pid).self - server0)} µs, PostgreSQL ` +
        `${perRequest(database1.self + database1.descendants - database0.self - database0.descendants)} µs, ` +
        `load generator ${perRequest((client.user + client.system) / 1000)} µs; statuses ${JSON.stringify(result.statuses)}`,
    );
  } finally {
    try {
      await server.stop();
      running.splice(running.indexOf(server), 1);
    } finally {
      await undo?.();
    }
  }
};

await runOnBenchDatabase(args['database-url'], async (database, running) => {
  await ensureListings(database.url, 1_000_000, print);
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  const places = await loadPlaces(pool);
  await pool.end();
  const searches = marketSearches(places).filter((search) => !args.search || search.name === args.search);
  if (searches.length === 0) throw new Error(`No search of the mix is called "${args.search}".`);
  const requests: NamedRequest[] = searches.map((search) => ({
    name: search.name,
    method: 'POST',
    path: '/api/v1/ad/table',
    body: () => ({ ...search.body(), ...(pageSize ? { pageSize } : {}) }),
  }));
  const load = salesWanted === undefined ? mixLoad(requests) : salesLoad(database.url, salesWanted);
  for (let round = 1; round <= rounds; round++) {
    print(`round ${round} of ${rounds}`);
    for (const build of builds) await measure(database, running, build, load);
  }
  return true;
});
