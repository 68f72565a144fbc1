/** The Markdown summary of bench/results/map.json, for people reading the repository. */
import type { LatencySummary } from './support/latency';
import type { RunDatabase, RunMachine } from './support/machine';

export type MapBenchResult = {
  date: string;
  machine: RunMachine;
  database: RunDatabase;
  server: string;
  acceptEncoding: string;
  connections: number;
  durationSeconds: number;
  reference: { bareHttp: LatencySummary; healthLive: LatencySummary };
  requests: Record<
    string,
    LatencySummary & {
      statuses: Record<string, number>;
      answer: { total?: number; items?: number; clusters?: number };
    }
  >;
  explain: Record<
    string,
    // scans: of announcements and of map_cell_counts (the kept cluster counts).
    { executionMs: number; planningMs: number; announcementScans: string[]; scans?: string[] }[]
  >;
  bars: { bar: string; value: string; pass: boolean }[];
  pass: boolean;
};

const row = (cells: readonly (string | number | undefined)[]) =>
  `| ${cells.map((cell) => cell ?? '').join(' | ')} |`;
const latencyRow = (name: string, s: LatencySummary) =>
  row([name, s.requests, s.requestsPerSecond, s.p50, s.p95, s.p99, s.errors]);

export const mapMarkdown = (r: MapBenchResult): string =>
  [
    '# POST /ad/map on 1,000,000 listings',
    '',
    `Measured ${r.date} by \`npm run bench:map\` (bench/map.ts); raw figures in map.json, the plans in ` +
      'map-plans.txt. ' +
      (r.pass ? '**Every bar met.**' : '**Some bars missed** (see below).'),
    '',
    `Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGB} GB, Node ${r.machine.node}, ` +
      `${r.machine.postgres}. ${r.database.announcements.toLocaleString('en')} listings. ` +
      `Load average (1/5/15 min) at start ${r.machine.loadAverage.atStart.join(' ')}, before the runs ` +
      `${r.machine.loadAverage.beforeRuns.join(' ')}, at the end ${r.machine.loadAverage.atEnd.join(' ')}. ` +
      `Server: ${r.server}; requests accept \`${r.acceptEncoding || 'identity'}\`; the load generator ` +
      '(autocannon) runs on the same machine.',
    '',
    '## Bars',
    '',
    row(['bar', 'measured', '']),
    row(['---', '---:', '---']),
    ...r.bars.map((bar) => row([bar.bar, bar.value, bar.pass ? 'met' : '**missed**'])),
    '',
    `## Each request alone: ${r.connections} connections, ${r.durationSeconds} s`,
    '',
    row([
      '',
      'requests',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'errors',
      'answer (total / points / clusters)',
    ]),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
    ...Object.entries(r.requests).map(([name, s]) =>
      row([
        name,
        s.requests,
        s.requestsPerSecond,
        s.p50,
        s.p95,
        s.p99,
        s.errors,
        `${s.answer.total} / ${s.answer.items} / ${s.answer.clusters}`,
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
    row(['request', 'queries: execution ms and the scans of announcements and map_cell_counts']),
    row(['---', '---']),
    ...Object.entries(r.explain).map(([name, queries]) =>
      row([
        name,
        queries
          .map((q) => `${q.executionMs} ms: ${(q.scans ?? q.announcementScans).join(', ')}`)
          .join('<br>'),
      ]),
    ),
    '',
  ].join('\n');
