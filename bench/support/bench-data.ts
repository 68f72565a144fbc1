/**
 * The benchmarks' data and accounts: the generated listings (with the generated agencies and
 * their personal lists) and the demo accounts, loaded once into the bench database; signing in.
 * Both benchmarks (ad-table, statistics) use them.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { createDatabase } from '../../apps/server/src/db/client';
import { announcements } from '../../apps/server/src/db/schema';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { seedDatabase } from '../../apps/server/src/db/seed';

const API = '/api/v1';

/**
 * Fails when the listings are there but some of their indexes are not: the generator drops them
 * for its bulk load and rebuilds them at the end, so a run stopped in between leaves a table that
 * would be measured without them (a text search read sequentially, say).
 */
const assertIndexed = async (pool: pg.Pool) => {
  const expected = getTableConfig(announcements).indexes.flatMap((index) => index.config.name ?? []);
  const present = new Set(
    (
      await pool.query<{ name: string }>(
        `select indexname as name from pg_indexes where tablename = 'announcements'`,
      )
    ).rows.map((row) => row.name),
  );
  const absent = expected.filter((name) => !present.has(name));
  if (absent.length > 0)
    throw new Error(
      `The bench database lacks indexes of announcements (${absent.join(', ')}): a generator run ` +
        'stopped before rebuilding them. Remove the bench database (.data/bench) and run again.',
    );
};

/**
 * Migrates; runs the generator (its own bulk path) when the table holds fewer than `count`
 * listings; then seeds the demo accounts (and their 5,000 listings), a no-op when they are there.
 */
export const ensureListings = async (url: string, count: number, print: (line: string) => void) => {
  // No query time-out: a migration's backfill of a million rows runs longer than a request may.
  const database = createDatabase(url, { max: 2, queryTimeoutMs: 0 });
  try {
    await runMigrations(database.pool);
    const before = await database.pool.query<{ n: number }>('select count(*)::int as n from announcements');
    const missing = count - before.rows[0]!.n;
    if (missing <= 0) await assertIndexed(database.pool);
    if (missing > 0) {
      print(`Generating ${missing} listings (bench/generate-announcements.ts) ...`);
      const generator = join(import.meta.dirname, '..', 'generate-announcements.ts');
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', generator, '--count', String(missing), '--database-url', url],
        { stdio: 'inherit' },
      );
      if (run.status !== 0) throw new Error('The generator failed.');
    }
    // The demo accounts come after the generator's bulk load, which wants an empty table.
    await seedDatabase(database.db, { demo: true });
    const after = await database.pool.query<{ n: number }>('select count(*)::int as n from announcements');
    return { generated: missing > 0, announcements: after.rows[0]!.n };
  } finally {
    await database.close();
  }
};

/**
 * Signs in through the real login route; the access token. With a `deviceId` (as the web app
 * sends), every request with the token must name that device in `X-Device-Id`.
 */
export const signIn = async (
  serverUrl: string,
  email: string,
  password: string,
  deviceId?: string,
): Promise<string> => {
  const response = await fetch(`${serverUrl}${API}/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, password, ...(deviceId ? { deviceId } : {}) }),
  });
  if (!response.ok) throw new Error(`Signing in as ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
};
