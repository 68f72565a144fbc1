/** The Markdown summary of bench/results/ad-table.json, for people reading the repository. */
type Summary = {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
};

type AdTableResult = {
  date: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGB: number;
    node: string;
    postgres: string;
    loadAverage: { atStart: number[]; beforeMix: number[]; atEnd: number[] };
  };
  database: { announcements: number };
  server: string;
  acceptEncoding: string;
  connections: number;
  durationSeconds: number;
  reference: { bareHttp: Summary; healthLive: Summary; healthToBareRequestsRatio: number };
  adTable: { overall: Summary; searches: Record<string, Summary>; requestsToBareRatio: number };
  deepPage: { page0: Summary; page5000: Summary; page5000ToPage0P95Ratio: number; randomDeep?: Summary };
  /** agents: how many agents of different agencies the sales were dealt to (older results: one). */
  sell: Summary & { connections: number; agents?: number };
  explain: Record<string, { executionMs: number; announcementScans: string[] }[]>;
  bars: { what: string; bar: string; value: number | string; pass: boolean }[];
  pass: boolean;
};

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
const latencyRow = (name: string, s: Summary) =>
  row([name, s.requests, s.requestsPerSecond, s.p50, s.p95, s.p99, s.errors]);
const LATENCY_HEAD = [
  row(['', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors']),
  row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
];

export const adTableMarkdown = (r: AdTableResult): string =>
  [
    '# POST /ad/table on 1,000,000 listings',
    '',
    `Measured ${r.date} by \`npm run bench:ad-table\` (bench/ad-table.ts); raw figures in ad-table.json, ` +
      'the plans in ad-table-plans.txt. ' +
      (r.pass ? '**Every bar met.**' : '**Some bars missed** (see below).'),
    '',
    `Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGB} GB, Node ${r.machine.node}, ` +
      `${r.machine.postgres}. ${r.database.announcements.toLocaleString('en')} listings. ` +
      `Load average (1/5/15 min) at start ${r.machine.loadAverage.atStart.join(' ')}, before the mix ` +
      `${r.machine.loadAverage.beforeMix.join(' ')}, at the end ${r.machine.loadAverage.atEnd.join(' ')}. ` +
      `Server: ${r.server}; requests accept \`${r.acceptEncoding || 'identity'}\`, as a browser's do; ` +
      'the load generator (autocannon) runs on the same machine.',
    '',
    '## Bars',
    '',
    row(['what', 'bar', 'measured', '']),
    row(['---', '---', '---:', '---']),
    ...r.bars.map((bar) => row([bar.what, bar.bar, bar.value, bar.pass ? 'met' : '**missed**'])),
    '',
    `## The mix: ${r.connections} connections, ${r.durationSeconds} s, pages of 20`,
    '',
    ...LATENCY_HEAD,
    ...Object.entries(r.adTable.searches).map(([name, s]) => latencyRow(name, s)),
    latencyRow('**overall**', r.adTable.overall),
    '',
    '## Reference (same run)',
    '',
    ...LATENCY_HEAD,
    latencyRow('bare node:http hello world', r.reference.bareHttp),
    latencyRow('GET /health/live', r.reference.healthLive),
    latencyRow(
      `POST /usersads/sell (${r.sell.connections} connections, ${r.sell.agents ?? 1} agents)`,
      r.sell,
    ),
    latencyRow('page 0 alone', r.deepPage.page0),
    latencyRow('page 5000 alone', r.deepPage.page5000),
    ...(r.deepPage.randomDeep ? [latencyRow('pages 4000-5000 at random alone', r.deepPage.randomDeep)] : []),
    '',
    `GET /health/live serves ${r.reference.healthToBareRequestsRatio} of bare node:http's requests per second; ` +
      `the search mix ${r.adTable.requestsToBareRatio}. Page 5000 against page 0, p95: ` +
      `${r.deepPage.page5000ToPage0P95Ratio}×.`,
    '',
    '## Plans (EXPLAIN ANALYZE on an idle server)',
    '',
    row(['search', 'queries: execution ms and the scans of announcements']),
    row(['---', '---']),
    ...Object.entries(r.explain).map(([name, queries]) =>
      row([name, queries.map((q) => `${q.executionMs} ms: ${q.announcementScans.join(', ')}`).join('<br>')]),
    ),
    '',
  ].join('\n');
