import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { runMigrations } from './migrate';

const journal = JSON.parse(
  readFileSync(join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
) as {
  entries: unknown[];
};

/** An empty database (not the migrated template): the state of a first deployment. */
const withEmptyDatabase = async (task: (url: string) => Promise<void>) => {
  const name = `migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(inject('adminDatabaseUrl'));
    url.pathname = `/${name}`;
    await task(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
};

describe('runMigrations', () => {
  it('lets two instances starting together on an empty database both succeed, applying each migration once', async () => {
    await withEmptyDatabase(async (url) => {
      const first = createDatabase(url, { max: 2 });
      const second = createDatabase(url, { max: 2 });
      try {
        await Promise.all([runMigrations(first.pool), runMigrations(second.pool)]);
        const { rows } = await first.pool.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect(rows[0]!.n).toBe(journal.entries.length);
        // A later start (an upgrade with nothing new) is a no-op.
        await runMigrations(second.pool);
        const again = await first.pool.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect(again.rows[0]!.n).toBe(journal.entries.length);
      } finally {
        await first.close();
        await second.close();
      }
    });
  });
});
