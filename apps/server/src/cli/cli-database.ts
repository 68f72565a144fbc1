import type { Config } from '../config';
import { createDatabase, type Database } from '../db/client';
import { embeddedPassword, runningEmbeddedDatabase, startEmbeddedDatabase } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { seedDatabase } from '../db/seed';

/**
 * The database the server would use, for a command-line task: DATABASE_URL, or the embedded
 * PostgreSQL in DATA_DIR: the running server's, or started for the task and stopped after it.
 * Migrated and reference-seeded as at a server start, so that a fresh
 * database works too. No demo data: that is the server's choice at its own start.
 */
export const withCliDatabase = async <T>(
  config: Config,
  task: (database: Database) => Promise<T>,
): Promise<T> => {
  const running = config.databaseUrl ? undefined : runningEmbeddedDatabase(config.dataDir);
  const embedded =
    config.databaseUrl || running
      ? undefined
      : await startEmbeddedDatabase(config.dataDir, { database: 'emlak' });
  // A server running on DATA_DIR: its PostgreSQL, on the port its postmaster.pid names.
  const url =
    config.databaseUrl ??
    (running
      ? `postgres://postgres:${encodeURIComponent(embeddedPassword(config.dataDir))}@127.0.0.1:${running.port}/emlak`
      : embedded!.url);
  try {
    // A command (migrations, a restore) may run long statements: no request query time-out.
    const database = createDatabase(url, { max: 2, queryTimeoutMs: 0 });
    try {
      await runMigrations(database.pool);
      await seedDatabase(database.db, { demo: false });
      return await task(database);
    } finally {
      await database.close();
    }
  } finally {
    await embedded?.stop();
  }
};
