/**
 * `npm run bench`: every benchmark one after another, then one summary of every bar with its
 * measured value and PASS/FAIL, printed and written to bench/results/summary.md.
 *
 *   npm run bench -- [--database-url postgres://...] [--only map,owners] [--summary-only]
 *
 * Each benchmark writes bench/results/<name>.json with `bars: [{what?, bar, value, pass}]`; the
 * summary reads those files, so it also shows a benchmark that failed before writing (as missing).
 * They run one at a time: on a shared 2-core machine two load runs would measure each other.
 * Exits 1 when any bar is missed or any benchmark did not finish.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadAverage } from './support/machine';
import { textTable } from './support/text-table';

const RESULTS = join(import.meta.dirname, 'results');

/**
 * Benchmarks in the order they run. `database`: takes the million-listing database (`--database-url`
 * is passed on); the others start what they measure on their own.
 */
const BENCHMARKS = [
  { name: 'overhead', script: 'overhead.ts', database: false },
  { name: 'login', script: 'login.ts', database: false },
  { name: 'web-bundle', script: 'web-bundle.ts', database: false },
  { name: 'lighthouse', script: 'lighthouse.ts', database: false },
  { name: 'ad-table', script: 'ad-table.ts', database: true },
  { name: 'owners', script: 'owners.ts', database: true },
  { name: 'statistics', script: 'statistics.ts', database: true },
  { name: 'map', script: 'map.ts', database: true },
] as const;

type Bar = { what?: string; bar: string; value: unknown; pass: boolean };
type Row = { benchmark: string; what: string; bar: string; value: string; result: string };

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    only: { type: 'string' },
    'summary-only': { type: 'boolean', default: false },
  },
});

const chosen = args.only ? new Set(args.only.split(',').map((name) => name.trim())) : undefined;
const unknown = [...(chosen ?? [])].filter((name) => !BENCHMARKS.some((bench) => bench.name === name));
if (unknown.length > 0) {
  process.stderr.write(`Unknown benchmark(s): ${unknown.join(', ')}.\n`);
  process.exit(2);
}
const selected = BENCHMARKS.filter((bench) => !chosen || chosen.has(bench.name));

const exitCodes = new Map<string, number | null>();
if (!args['summary-only']) {
  for (const bench of selected) {
    const script = join(import.meta.dirname, bench.script);
    if (!existsSync(script)) continue;
    process.stdout.write(
      `\n=== ${bench.name} (bench/${bench.script}), load average ${loadAverage().join(' ')} ===\n`,
    );
    const extra = bench.database && args['database-url'] ? ['--database-url', args['database-url']] : [];
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...extra], { stdio: 'inherit' });
    exitCodes.set(bench.name, run.status);
  }
}

type Rate = { requestsPerSecond?: number };
type Results = {
  date?: string;
  bars?: Bar[];
  bareHttp?: Rate;
  reference?: { bareHttp?: Rate };
};

const readBars = (name: string): { date?: string; bars: Bar[]; bareHttp?: number } | undefined => {
  const file = join(RESULTS, `${name}.json`);
  if (!existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Results;
  // The machine's speed in that run: these machines differ by up to four times from day to day.
  const bareHttp = (parsed.reference?.bareHttp ?? parsed.bareHttp)?.requestsPerSecond;
  return Array.isArray(parsed.bars) ? { date: parsed.date, bars: parsed.bars, bareHttp } : undefined;
};

const rows: Row[] = [];
let allPass = true;

// Generating the million listings is timed by the generator itself (when a benchmark found the
// database short of them), not by a run of its own.
const GENERATE_BAR_SECONDS = 60;
const generated = join(RESULTS, 'generate-announcements.json');
if (existsSync(generated)) {
  const { count, seconds } = JSON.parse(readFileSync(generated, 'utf8')) as {
    count: number;
    seconds: number;
  };
  const pass = seconds <= GENERATE_BAR_SECONDS;
  allPass &&= pass;
  rows.push({
    benchmark: 'generate',
    what: `generating ${count.toLocaleString('en')} listings`,
    bar: `<= ${GENERATE_BAR_SECONDS} s`,
    value: `${seconds} s`,
    result: pass ? 'PASS' : 'FAIL',
  });
}
for (const bench of selected) {
  const results = readBars(bench.name);
  const code = exitCodes.get(bench.name);
  // A benchmark that ran in this invocation but crashed has stale results, if any: say so.
  const crashed = code !== undefined && code !== 0 && code !== 1;
  if (!results || crashed) {
    allPass = false;
    rows.push({
      benchmark: bench.name,
      what: crashed ? `did not finish (exit ${code})` : 'no results',
      bar: '',
      value: '',
      result: 'FAIL',
    });
    continue;
  }
  for (const bar of results.bars) {
    allPass &&= bar.pass;
    rows.push({
      benchmark: bench.name,
      what: bar.what ?? bar.bar,
      bar: bar.what ? bar.bar : '',
      value: String(bar.value),
      result: bar.pass ? 'PASS' : 'FAIL',
    });
  }
}

const columns = ['benchmark', 'what', 'bar', 'measured', 'result'];
const cells = rows.map((row) => [row.benchmark, row.what, row.bar, row.value, row.result]);
process.stdout.write(`\n${textTable(rows)}\n${allPass ? 'Every bar met.' : 'Some bars missed.'}\n`);

const dates = selected
  .map((bench) => {
    const results = readBars(bench.name);
    const speed = results?.bareHttp
      ? ` (bare node:http ${Math.round(results.bareHttp).toLocaleString('en')}/s)`
      : '';
    return `${bench.name} ${results?.date ?? 'not run'}${speed}`;
  })
  .join('; ');
const escape = (text: string) => text.replaceAll('|', '\\|');
writeFileSync(
  join(RESULTS, 'summary.md'),
  [
    '# Benchmark summary',
    '',
    `Written by \`npm run bench\` (bench/all.ts) from the results files: ${dates}. ` +
      'A bare node:http hello world measured in the same run tells how fast its machine was; ' +
      'absolute figures of runs on machines of different speeds do not compare. ' +
      (allPass ? 'Every bar met.' : '**Some bars missed.**'),
    '',
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...cells.map((row) => `| ${row.map(escape).join(' | ')} |`),
    '',
  ].join('\n'),
);
process.exit(allPass ? 0 : 1);
