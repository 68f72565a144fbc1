/**
 * Starts the benchmarks' embedded PostgreSQL and keeps it running until Ctrl-C, printing its URL:
 * for looking at plans by hand (EXPLAIN) between benchmark runs.
 *
 *   npx tsx bench/support/hold-database.ts
 */
import { openBenchDatabase } from './database';

const database = await openBenchDatabase(undefined);
process.stdout.write(`${database.url}\n`);
const stop = async () => {
  await database.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
setInterval(() => undefined, 60_000);
