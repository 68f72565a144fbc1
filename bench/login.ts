/**
 * Sign-in speed and throttling under load (docs/quality.md "Performance", issue #14). Starts the
 * real server (its build by default) on an embedded database of its own with the demo data and
 * drives POST /accounts/login with the right password of the demo accounts, 16 connections, in
 * two runs: the accounts in turn (the bar: p95 <= 150 ms, Argon2id at 19 MiB, 2 iterations,
 * 1 lane) and one account on every connection (no 429: a right password is never a failure).
 * During the measured run, wrong passwords for one e-mail are sent in parallel: exactly 5 must be
 * answered 401 and the rest 429, so the throttle holds while correct sign-ins flow. Writes
 * bench/results/login.json and login.md.
 *
 *   npm run bench:login -- [--duration 20] [--connections 16] [--server dist|source]
 *
 * `--server dist` (the default) needs `npm run build -w packages/contracts && npm run build -w
 * apps/server` first. Exits 1 when a bar is missed (the results are written first).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, DEMO_RENEWED_EMAILS } from '../apps/server/src/db/seed/demo/accounts';
import { LOGIN_EMAIL_LIMIT } from '../apps/server/src/modules/auth/throttle';
import { drive, type DriveResult } from './support/drive';
import { loadAverage } from './support/machine';
import { processTreeCpu } from './support/process-cpu';
import { startServer, type Running } from './support/processes';
import { runBench } from './support/run-bench';
import { textTable } from './support/text-table';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '16' },
    'warmup-duration': { type: 'string', default: '5' },
    server: { type: 'string', default: 'dist' },
    /** Kept between runs, so that the database is created and seeded once. */
    'data-dir': { type: 'string', default: join(import.meta.dirname, '..', '.data', 'bench-login') },
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

const print = (line = '') => process.stdout.write(`${line}\n`);
const LOGIN = '/api/v1/accounts/login';
const RESULTS = join(import.meta.dirname, 'results');
const BARS = { p95: 150 };
/** Wrong-password attempts for one e-mail sent at once during the measured run. */
const GUESSES = 12;
/** Sign-ins one after another, for the CPU one costs. */
const SEQUENTIAL = 100;

const loginOnce = (url: string, userName: string, password: string) =>
  fetch(`${url}${LOGIN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': 'bench-login' },
    body: JSON.stringify({ userName, password }),
  });

const summary = (title: string, result: DriveResult) => {
  const o = result.overall;
  print(
    `${title} (${result.seconds} s): ${o.requests} logins, ${o.requestsPerSecond}/s, p50 ${o.p50} ms, ` +
      `p95 ${o.p95} ms, p99 ${o.p99} ms, statuses ${JSON.stringify(result.statuses)}; ` +
      `load average ${loadAverage().join(' ')}`,
  );
};

/** The demo accounts in turn, one per request: each connection takes the next. */
const rotating = (emails: readonly string[]) => {
  let next = 0;
  return [
    {
      name: 'login',
      method: 'POST' as const,
      path: LOGIN,
      body: () => ({ userName: emails[next++ % emails.length], password: DEMO_PASSWORD }),
    },
  ];
};

const main = async (running: Running[]): Promise<boolean> => {
  const loadAtStart = loadAverage();
  mkdirSync(args['data-dir']!, { recursive: true });
  const server = await startServer({
    dataDir: args['data-dir']!,
    jwtSecret: randomBytes(32).toString('base64url'),
    from: serverFrom,
  });
  running.push(server);

  // Only the accounts that can sign in (a demo agency may be locked on some dates).
  const accounts: string[] = [];
  for (const email of DEMO_RENEWED_EMAILS) {
    if ((await loginOnce(server.url, email, DEMO_PASSWORD)).status === 200) accounts.push(email);
  }
  if (accounts.length < 2) throw new Error(`Only ${accounts.length} demo accounts can sign in.`);
  print(`Signing in as ${accounts.length} demo accounts: ${accounts.join(', ')}.`);
  const headers = { 'x-device-id': 'bench-login' };

  // What one sign-in costs the machine, one at a time: server (Argon2 on its thread pool included)
  // and its PostgreSQL. Two cores serve at most 2000 / (both) ms per second of sign-ins; by Little's
  // law, 16 connections then wait at least 16 / that rate, whatever else runs.
  const cpuBefore = processTreeCpu(server.pid);
  const sequentialStart = performance.now();
  for (let i = 0; i < SEQUENTIAL; i++) {
    const response = await loginOnce(server.url, accounts[i % accounts.length]!, DEMO_PASSWORD);
    if (response.status !== 200) throw new Error(`Sequential sign-in: ${response.status}`);
  }
  const sequentialMs = (performance.now() - sequentialStart) / SEQUENTIAL;
  const cpuAfter = processTreeCpu(server.pid);
  const cpu = {
    serverMs: Number(((cpuAfter.self - cpuBefore.self) / SEQUENTIAL).toFixed(1)),
    databaseMs: Number(((cpuAfter.descendants - cpuBefore.descendants) / SEQUENTIAL).toFixed(1)),
    sequentialLatencyMs: Number(sequentialMs.toFixed(1)),
  };
  const perLogin = cpu.serverMs + cpu.databaseMs;
  const floorMs = perLogin > 0 ? Number(((connections * perLogin) / 2).toFixed(0)) : 0;
  print(
    `one at a time: ${cpu.sequentialLatencyMs} ms per sign-in; CPU per sign-in: server ${cpu.serverMs} ms, ` +
      `database ${cpu.databaseMs} ms; on 2 idle cores ${connections} connections wait at least ~${floorMs} ms ` +
      `on average; load average ${loadAverage().join(' ')}`,
  );

  summary(
    'warm-up',
    await drive({
      url: server.url,
      connections,
      duration: warmupDuration,
      headers,
      requests: rotating(accounts),
    }),
  );

  // The measured run, with a burst of wrong passwords for one (fresh) e-mail in the middle of it.
  const victim = `guess-${randomUUID()}@bench.az`;
  const load = drive({ url: server.url, connections, duration, headers, requests: rotating(accounts) });
  await new Promise((resolve) => setTimeout(resolve, (duration * 1000) / 3));
  const guesses = await Promise.all(
    Array.from({ length: GUESSES }, () => loginOnce(server.url, victim, 'Wrong-password-1')),
  );
  const guessStatuses: Record<string, number> = {};
  for (const { status } of guesses) guessStatuses[status] = (guessStatuses[status] ?? 0) + 1;
  const several = await load;
  summary(`${accounts.length} accounts in turn, ${connections} connections`, several);
  print(
    `${GUESSES} parallel wrong passwords for one e-mail during the run: ${JSON.stringify(guessStatuses)}`,
  );

  const single = await drive({
    url: server.url,
    connections,
    duration: Math.max(5, Math.round(duration / 2)),
    headers,
    requests: rotating(accounts.slice(0, 1)),
  });
  summary(`one account (${accounts[0]}), ${connections} connections`, single);
  const loadAtEnd = loadAverage();
  await server.stop();

  const bars = [
    {
      what: `login p95, ${connections} connections, ${accounts.length} accounts`,
      bar: `<= ${BARS.p95} ms`,
      value: several.overall.p95,
      pass: several.overall.p95 <= BARS.p95,
    },
    {
      what: 'answers other than 200 to right passwords (both runs)',
      bar: '0',
      value: several.overall.errors + single.overall.errors,
      pass: several.overall.errors + single.overall.errors === 0,
    },
    {
      what: `${GUESSES} parallel wrong passwords for one e-mail, under load`,
      bar: `${LOGIN_EMAIL_LIMIT} x 401, ${GUESSES - LOGIN_EMAIL_LIMIT} x 429`,
      value: JSON.stringify(guessStatuses),
      pass: guessStatuses[401] === LOGIN_EMAIL_LIMIT && guessStatuses[429] === GUESSES - LOGIN_EMAIL_LIMIT,
    },
  ];
  const result = {
    date: new Date().toISOString(),
    machine: { loadAverage: { atStart: loadAtStart, atEnd: loadAtEnd }, node: process.version },
    server: serverFrom,
    argon2: { algorithm: 'argon2id', memoryKiB: 19_456, iterations: 2, lanes: 1 },
    connections,
    durationSeconds: duration,
    accounts: accounts.length,
    cpuPerLogin: { ...cpu, meanLatencyFloorMsAt2Cores: floorMs },
    severalAccounts: { ...several.overall, statuses: several.statuses },
    oneAccount: { ...single.overall, statuses: single.statuses },
    guesses: guessStatuses,
    bars,
    pass: bars.every((bar) => bar.pass),
  };
  writeFileSync(join(RESULTS, 'login.json'), `${JSON.stringify(result, null, 2)}\n`);
  const latency = (name: string, s: DriveResult['overall'], statuses: Record<string, number>) =>
    `| ${name} | ${s.requests} | ${s.requestsPerSecond} | ${s.p50} | ${s.p95} | ${s.p99} | ${JSON.stringify(statuses)} |`;
  writeFileSync(
    join(RESULTS, 'login.md'),
    [
      '# Sign-in speed and throttling under load',
      '',
      `Measured ${result.date} by \`npm run bench:login\` (bench/login.ts); raw figures in login.json. ` +
        (result.pass ? '**Every bar met.**' : '**Some bars missed** (see below).'),
      `Argon2id 19 MiB, 2 iterations, 1 lane; ${connections} connections, ${duration} s; server: ${serverFrom}; ` +
        `Node ${process.version}; load average at start ${loadAtStart.join(' ')}, at end ${loadAtEnd.join(' ')} ` +
        '(a shared 2-core machine: figures measured under other load run slower).',
      '',
      '| run | logins | per s | p50 ms | p95 ms | p99 ms | statuses |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      latency(`${accounts.length} accounts in turn`, several.overall, several.statuses),
      latency('one account', single.overall, single.statuses),
      '',
      `${GUESSES} wrong passwords for one e-mail, sent at once during the first run: ${JSON.stringify(guessStatuses)}.`,
      '',
      `One sign-in at a time: ${cpu.sequentialLatencyMs} ms; CPU per sign-in: server ${cpu.serverMs} ms ` +
        `(Argon2id included), its PostgreSQL ${cpu.databaseMs} ms. On two otherwise idle cores, ` +
        `${connections} connections therefore wait at least ~${floorMs} ms on average (Little's law), ` +
        'whatever the load of the run.',
      '',
      '| what | bar | value | result |',
      '| --- | --- | --- | --- |',
      ...bars.map((b) => `| ${b.what} | ${b.bar} | ${b.value} | ${b.pass ? 'PASS' : 'FAIL'} |`),
      '',
    ].join('\n'),
  );
  print('\nBars:');
  print(textTable(bars.map((bar) => ({ ...bar, pass: bar.pass ? 'PASS' : 'FAIL' }))));
  print(`Written to bench/results/login.json and login.md. Load average at end: ${loadAtEnd.join(' ')}`);
  return result.pass;
};

await runBench(main);
