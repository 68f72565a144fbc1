/** The bars of the statistics benchmark (issue #10 "Speed", docs/quality.md), each with what was measured. */
import type { Bar } from './ad-table-bars';
import type { DriveResult } from './support/drive';
import type { ExplainedRequest } from './support/explain';

/** p95 of each statistics endpoint at 16 connections. */
export const STATISTICS_P95_BAR_MS = 100;
/** Tables a statistics request must never read whole: the listings and the personal lists. */
export const NEVER_SCANNED = ['announcements', 'user_ads'] as const;

export const statisticsBars = (m: {
  runs: Record<string, DriveResult>;
  plans: Record<string, ExplainedRequest>;
  data: { announcements: number; personalListRows: number };
}): Bar[] => {
  const endpointBars = Object.entries(m.runs).flatMap(([name, run]): Bar[] => [
    {
      what: `${name}: p95`,
      bar: `<= ${STATISTICS_P95_BAR_MS} ms`,
      value: run.overall.p95,
      pass: run.overall.p95 <= STATISTICS_P95_BAR_MS && run.overall.requests > 0,
    },
    { what: `${name}: errors`, bar: '0', value: run.overall.errors, pass: run.overall.errors === 0 },
  ]);
  const scanned = Object.entries(m.plans).flatMap(([name, plan]) =>
    plan.queries.flatMap((query) =>
      query.seqScans
        .filter((table) => (NEVER_SCANNED as readonly string[]).includes(table))
        .map((table) => `${name} (${table})`),
    ),
  );
  const notAnswered = Object.entries(m.plans)
    .filter(([, plan]) => plan.status !== 200)
    .map(([name, plan]) => `${name}: ${plan.status}`);
  return [
    {
      what: 'listings in the database',
      bar: '>= 1,000,000',
      value: m.data.announcements,
      pass: m.data.announcements >= 1_000_000,
    },
    {
      what: 'personal-list rows in the database',
      bar: '>= 100,000',
      value: m.data.personalListRows,
      pass: m.data.personalListRows >= 100_000,
    },
    ...endpointBars,
    {
      what: 'requests whose EXPLAIN reads announcements or user_ads sequentially',
      bar: 'none',
      value: scanned.join(', ') || 'none',
      pass: scanned.length === 0,
    },
    {
      what: 'every explained request answered 200',
      bar: 'all',
      value: notAnswered.join(', ') || 'all',
      pass: notAnswered.length === 0,
    },
  ];
};
