import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';
import { startEmbeddedDatabase } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/**
 * One PostgreSQL for the whole run: the embedded one in a fresh temporary directory, or the
 * server of TEST_DATABASE_URL. A template database is migrated and seeded with reference
 * data once; every test file then gets its own copy of it (see helpers.ts).
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  if (!adminUrl) {
    tempDir = mkdtempSync(join(tmpdir(), 'emlak-test-'));
    const embedded = await startEmbeddedDatabase(tempDir, { database: 'postgres' });
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const template = `emlak_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = createDatabase(withDatabase(adminUrl, template), { max: 2 });
  await runMigrations(database.pool);
  await seedDatabase(database.db, { demo: false });
  await database.close();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'test\\_${process.pid}\\_%' or datname = $1`,
      [template],
    );
    for (const { datname } of leftovers.rows)
      await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
    await stopEmbedded?.();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
}
