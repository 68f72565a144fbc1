/**
 * The frame every benchmark shares: the processes it started are stopped (last started first)
 * and its database closed whatever happens, and the exit code says whether every bar was met;
 * its results are written and its bars printed the same way.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openBenchDatabase, type BenchDatabase } from './database';
import type { Running } from './processes';
import { textTable } from './text-table';

const RESULTS = join(import.meta.dirname, '..', 'results');

/** Runs `main` with a list it adds its started processes to; exits 0 when it returns true. */
export const runBench = async (
  main: (running: Running[]) => Promise<boolean>,
  cleanUp: () => Promise<void> = async () => undefined,
): Promise<never> => {
  const running: Running[] = [];
  let passed: boolean;
  try {
    passed = await main(running);
  } finally {
    for (const process of running.reverse()) await process.stop().catch(() => undefined);
    await cleanUp();
  }
  process.exit(passed ? 0 : 1);
};

/** runBench on the benchmarks' database (bench/support/database.ts), closed afterwards. */
export const runOnBenchDatabase = async (
  databaseUrl: string | undefined,
  main: (database: BenchDatabase, running: Running[]) => Promise<boolean>,
): Promise<never> => {
  const database = await openBenchDatabase(databaseUrl);
  return runBench((running) => main(database, running), database.stop);
};

/**
 * Writes bench/results/<name>.json and <name>.md, prints the bars and where they went. `also`:
 * further files the benchmark wrote itself (its plans), named in the message.
 */
export const writeResults = (
  name: string,
  result: { bars: readonly Record<string, unknown>[] },
  markdown: string,
  loadAtEnd: readonly number[],
  also: readonly string[] = [],
) => {
  writeFileSync(join(RESULTS, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(RESULTS, `${name}.md`), markdown);
  const files = [`${name}.json`, `${name}.md`, ...also];
  process.stdout.write(
    `\nBars:\n${textTable(result.bars)}\nWritten to bench/results/${files.slice(0, -1).join(', ')} and ${files.at(-1)}. ` +
      `Load average at end: ${loadAtEnd.join(' ')}\n`,
  );
};
