import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** Any constant both instances agree on: the lock that serializes migrations. */
const MIGRATION_LOCK_KEY = 7_301_994;

/** The migrations folder beside this module: src/db/migrations, or dist/migrations when bundled. */
const migrationsFolder = (): string => {
  const candidates = [new URL('./migrations', import.meta.url), new URL('./db/migrations', import.meta.url)];
  const found = candidates.map((url) => fileURLToPath(url)).find((path) => existsSync(path));
  if (!found) throw new Error('The database migrations folder is missing from the build.');
  return found;
};

/** Applies pending migrations; two instances starting together take turns on an advisory lock. */
export const runMigrations = async (pool: pg.Pool): Promise<void> => {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
};
