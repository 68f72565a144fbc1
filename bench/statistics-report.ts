/** The Markdown summary of bench/results/statistics.json, for people reading the repository. */
type Summary = {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
};

type StatisticsResult = {
  date: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGB: number;
    node: string;
    postgres: string;
    loadAverage: { atStart: number[]; beforeEndpoints: number[]; atEnd: number[] };
  };
  database: {
    announcements: number;
    postedByAgencyUsers: number;
    personalListRows: number;
    soldRows: number;
    generatedAgencies: number;
    generatedUsers: number;
    userDailyStatsRows: number;
    userMonthlyStatsRows: number;
    dataAgeDays: number;
    agent: { email: string; personalListRows: number; soldRows: number };
    admin: {
      email: string;
      organizationName: string;
      organizationUsers: number;
      organizationPersonalListRows: number;
    };
  };
  periodVolumes: Record<string, Record<string, number | string>>;
  server: string;
  acceptEncoding: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  reference: { bareHttp: Summary; healthLive: Summary; healthToBareRequestsRatio: number };
  endpoints: Record<
    string,
    Summary & { as: string; method: string; path: string; loadAverageAtStart?: number[]; answer?: unknown }
  >;
  explain: Record<string, { executionMs: number; scans: string[] }[]>;
  bars: { what: string; bar: string; value: number | string; pass: boolean }[];
  pass: boolean;
};

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
const n = (value: number) => value.toLocaleString('en');

export const statisticsMarkdown = (r: StatisticsResult): string => {
  const d = r.database;
  return [
    '# Statistics endpoints on 1,000,000 listings',
    '',
    `Measured ${r.date} by \`npm run bench:statistics\` (bench/statistics.ts); raw figures in statistics.json, ` +
      'the plans in statistics.plans.txt. ' +
      (r.pass ? '**Every bar met.**' : '**Some bars missed** (see below).'),
    '',
    `Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGB} GB, Node ${r.machine.node}, ` +
      `${r.machine.postgres}. Load average (1/5/15 min) at start ${r.machine.loadAverage.atStart.join(' ')}, ` +
      `before the endpoints ${r.machine.loadAverage.beforeEndpoints.join(' ')}, at the end ` +
      `${r.machine.loadAverage.atEnd.join(' ')}. Server: ${r.server}; requests accept ` +
      `\`${r.acceptEncoding || 'identity'}\`; the load generator (autocannon) runs on the same machine.`,
    '',
    `Data: ${n(d.announcements)} listings (${n(d.postedByAgencyUsers)} posted by agency users), ` +
      `${n(d.personalListRows)} personal-list rows (${n(d.soldRows)} sold), ${d.generatedAgencies} generated ` +
      `agencies with ${n(d.generatedUsers)} accounts, ${n(d.userDailyStatsRows)} user_daily_stats rows and ` +
      `${n(d.userMonthlyStatsRows)} user_monthly_stats rows; the newest ` +
      `listing is ${d.dataAgeDays} days old. Agent: \`${d.agent.email}\` (the most personal-list rows: ` +
      `${n(d.agent.personalListRows)}, ${n(d.agent.soldRows)} sold). Admin: \`${d.admin.email}\` of ` +
      `"${d.admin.organizationName}" (the biggest agency: ${d.admin.organizationUsers} users, ` +
      `${n(d.admin.organizationPersonalListRows)} personal-list rows).`,
    '',
    '## Bars',
    '',
    row(['what', 'bar', 'measured', '']),
    row(['---', '---', '---:', '---']),
    ...r.bars.map((bar) => row([bar.what, bar.bar, bar.value, bar.pass ? 'met' : '**missed**'])),
    '',
    `## Each request alone: ${r.connections} connections, ${r.warmupSeconds} s warm-up, ${r.durationSeconds} s`,
    '',
    row(['request', 'as', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'load (1 min)']),
    row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...Object.entries(r.endpoints).map(([name, e]) =>
      row([
        `${name}<br>\`${e.method} ${e.path}\``,
        e.as,
        e.requests,
        e.requestsPerSecond,
        e.p50,
        e.p95,
        e.p99,
        e.errors,
        e.loadAverageAtStart?.[0] ?? '',
      ]),
    ),
    '',
    '## Reference (same run)',
    '',
    row(['', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...(
      [
        ['bare node:http hello world', r.reference.bareHttp],
        ['GET /health/live', r.reference.healthLive],
      ] as const
    ).map(([name, s]) => row([name, s.requests, s.requestsPerSecond, s.p50, s.p95, s.p99, s.errors])),
    '',
    `GET /health/live serves ${r.reference.healthToBareRequestsRatio} of bare node:http's requests per second.`,
    '',
    '## What the periods hold (Baku calendar periods up to today)',
    '',
    row([
      'period',
      'from',
      'agent: stats days',
      'agent: sold',
      'agent: added',
      'agent: posted',
      'team: stats rows',
      'team: sold',
    ]),
    row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...Object.entries(r.periodVolumes).map(([period, v]) =>
      row([
        period,
        String(v.from),
        v.agentStatsDays!,
        v.agentSold!,
        v.agentAdded!,
        v.agentPosted!,
        v.organizationStatsRows!,
        v.organizationSold!,
      ]),
    ),
    '',
    '## Answers (one of each, before the load)',
    '',
    row(['request', 'answer']),
    row(['---', '---']),
    ...Object.entries(r.endpoints).map(([name, e]) => row([name, `\`${JSON.stringify(e.answer)}\``])),
    '',
    '## Plans (EXPLAIN ANALYZE on an idle server)',
    '',
    row([
      'request',
      'queries: execution ms and the scans of user_daily_stats, user_monthly_stats, user_ads, announcements',
    ]),
    row(['---', '---']),
    ...Object.entries(r.explain).map(([name, queries]) =>
      row([name, queries.map((q) => `${q.executionMs} ms: ${q.scans.join(', ') || '-'}`).join('<br>')]),
    ),
    '',
  ].join('\n');
};
