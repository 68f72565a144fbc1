/** The Markdown summary of bench/results/owners.json, for people reading the repository. */
import type { LatencySummary } from './support/latency';
import type { RunDatabase, RunMachine } from './support/machine';

export type OwnersBenchResult = {
  date: string;
  machine: RunMachine;
  database: RunDatabase;
  caller: string;
  connections: number;
  durationSeconds: number;
  reference: { bareHttp: LatencySummary; healthLive: LatencySummary };
  requests: Record<
    string,
    LatencySummary & { statuses: Record<string, number>; answer: { total: number; totalCapped: boolean } }
  >;
  explain: Record<string, { executionMs: number; planningMs: number; scans: string[] }[]>;
  bars: { bar: string; value: string; pass: boolean }[];
  pass: boolean;
};

const row = (cells: readonly (string | number | undefined)[]) =>
  `| ${cells.map((cell) => cell ?? '').join(' | ')} |`;
const latencyRow = (name: string, s: LatencySummary) =>
  row([name, s.requests, s.requestsPerSecond, s.p50, s.p95, s.p99, s.errors]);

export const ownersMarkdown = (r: OwnersBenchResult): string =>
  [
    '# POST /owners/table on 1,000,000 listings',
    '',
    `Measured ${r.date} by \`npm run bench:owners\` (bench/owners.ts); raw figures in owners.json, the ` +
      'plans in owners-plans.txt. ' +
      (r.pass ? '**Every bar met.**' : '**Some bars missed** (see below).'),
    '',
    `Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGB} GB, Node ${r.machine.node}, ` +
      `${r.machine.postgres}. ${r.database.announcements.toLocaleString('en')} listings. ` +
      `Load average (1/5/15 min) at start ${r.machine.loadAverage.atStart.join(' ')}, before the runs ` +
      `${r.machine.loadAverage.beforeRuns.join(' ')}, at the end ${r.machine.loadAverage.atEnd.join(' ')}. ` +
      `Caller: ${r.caller} (public market and the own agency); the load generator (autocannon) runs on ` +
      'the same machine.',
    '',
    '## Bars',
    '',
    row(['bar', 'measured', '']),
    row(['---', '---:', '---']),
    ...r.bars.map((bar) => row([bar.bar, bar.value, bar.pass ? 'met' : '**missed**'])),
    '',
    `## Each request alone: ${r.connections} connections, ${r.durationSeconds} s`,
    '',
    row(['', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'total']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...Object.entries(r.requests).map(([name, s]) =>
      row([
        name,
        s.requests,
        s.requestsPerSecond,
        s.p50,
        s.p95,
        s.p99,
        s.errors,
        `${s.answer.total}${s.answer.totalCapped ? '+' : ''}`,
      ]),
    ),
    '',
    '## Reference (same run)',
    '',
    row(['', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    latencyRow('bare node:http hello world', r.reference.bareHttp),
    latencyRow('GET /health/live', r.reference.healthLive),
    '',
    '## Plans (EXPLAIN ANALYZE on an idle server)',
    '',
    row(['request', 'queries: execution ms and the scans']),
    row(['---', '---']),
    ...Object.entries(r.explain).map(([name, queries]) =>
      row([name, queries.map((q) => `${q.executionMs} ms: ${q.scans.join(', ')}`).join('<br>')]),
    ),
    '',
  ].join('\n');
