/**
 * The benchmarks' PostgreSQL: the one `--database-url` names, or an embedded one of their own in
 * `.data/bench` (kept between runs, so a million generated listings are loaded once).
 */
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase } from '../../apps/server/src/db/embedded';

export type BenchDatabase = { url: string; embedded: boolean; stop: () => Promise<void> };

export const BENCH_DATA_DIR = join(import.meta.dirname, '..', '..', '.data', 'bench');

/**
 * Memory as a server holding a million listings would give PostgreSQL (the embedded default of
 * 128 MB holds a tenth of the table and its indexes): set once, kept in the data directory.
 */
const SHARED_BUFFERS = '1GB';

const sharedBuffers = async (url: string, set?: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (set) await client.query(`alter system set shared_buffers = '${set}'`);
    return (await client.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]!.shared_buffers;
  } finally {
    await client.end();
  }
};

export const openBenchDatabase = async (databaseUrl: string | undefined): Promise<BenchDatabase> => {
  if (databaseUrl) return { url: databaseUrl, embedded: false, stop: async () => undefined };
  let embedded = await startEmbeddedDatabase(BENCH_DATA_DIR, { database: 'emlak_bench' });
  if ((await sharedBuffers(embedded.url)) !== SHARED_BUFFERS) {
    await sharedBuffers(embedded.url, SHARED_BUFFERS);
    await embedded.stop();
    embedded = await startEmbeddedDatabase(BENCH_DATA_DIR, { database: 'emlak_bench' });
  }
  return { url: embedded.url, embedded: true, stop: embedded.stop };
};

/** Waits until no query runs in the database: the work a load run left queued in the server. */
export const settle = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let tries = 0; tries < 600; tries++) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      if (rows[0]!.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
};
