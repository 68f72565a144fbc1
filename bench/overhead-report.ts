/** The Markdown summary of bench/results/overhead.json, for people reading the repository. */
import type { LatencySummary } from './support/latency';

export type OverheadResult = {
  date: string;
  machine: { loadAverage: { atStart: number[]; atEnd: number[] }; node: string };
  server: string;
  connections: number;
  durationSeconds: number;
  citiesBody: unknown;
  bareHttp: LatencySummary;
  healthLive: LatencySummary;
  healthToBareRequestsRatio: number;
  citiesTable: LatencySummary & { statuses: Record<string, number> };
  logLinesPerRequest: number;
  /** Microseconds of CPU per answered request: the server process, and its embedded PostgreSQL. */
  cpuPerRequest: Record<'healthLive' | 'citiesTable', { serverUs: number; databaseUs: number }>;
  bars: { what: string; bar: string; value: number | string; pass: boolean }[];
  pass: boolean;
};

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
const latencyRow = (name: string, s: LatencySummary) =>
  row([name, s.requests, s.requestsPerSecond, s.p50, s.p95, s.p99, s.errors]);

export const overheadMarkdown = (r: OverheadResult): string =>
  [
    '# Per-request overhead',
    '',
    `Measured ${r.date} by \`npm run bench:overhead\` (bench/overhead.ts); raw figures in overhead.json. ` +
      (r.pass ? '**Every bar met.**' : '**Some bars missed** (see below).'),
    '',
    `Server: ${r.server}, NODE_ENV=production, LOG_LEVEL=info (its log to a file), embedded PostgreSQL ` +
      `with the demo data; Node ${r.machine.node}. ${r.connections} connections, ${r.durationSeconds} s ` +
      'each, autocannon on the same 2-core machine. Load average (1/5/15 min) at start ' +
      `${r.machine.loadAverage.atStart.join(' ')}, at the end ${r.machine.loadAverage.atEnd.join(' ')}.`,
    '',
    '## Bars',
    '',
    row(['what', 'bar', 'measured', '']),
    row(['---', '---', '---:', '---']),
    ...r.bars.map((bar) => row([bar.what, bar.bar, bar.value, bar.pass ? 'met' : '**missed**'])),
    '',
    '## Figures (same run)',
    '',
    row(['', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    latencyRow('bare node:http hello world', r.bareHttp),
    latencyRow('GET /health/live', r.healthLive),
    latencyRow(`POST /cities/table \`${JSON.stringify(r.citiesBody)}\`, signed in`, r.citiesTable),
    '',
    `GET /health/live serves ${r.healthToBareRequestsRatio} of bare node:http's requests per second; ` +
      `the server wrote ${r.logLinesPerRequest} log lines per request.`,
    '',
    'CPU per answered request (from /proc; less disturbed by other work on the machine than rates):',
    '',
    row(['', 'server µs', 'PostgreSQL µs']),
    row(['---', '---:', '---:']),
    row(['GET /health/live', r.cpuPerRequest.healthLive.serverUs, r.cpuPerRequest.healthLive.databaseUs]),
    row(['POST /cities/table', r.cpuPerRequest.citiesTable.serverUs, r.cpuPerRequest.citiesTable.databaseUs]),
    '',
  ].join('\n');
