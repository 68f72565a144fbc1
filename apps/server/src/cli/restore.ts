/**
 * `npm run restore -- --in file`: puts a backup made by `npm run backup` in place of the embedded
 * database in DATA_DIR. The server must be stopped: the running PostgreSQL would overwrite the
 * restored files and keep serving the old data.
 */
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ConfigError, loadConfig } from '../config';
import { RestoreError, unpackEmbeddedBackup } from '../db/embedded-backup';
import {
  dataDirOwner,
  EmbeddedDatabaseError,
  postgresUser,
  runningEmbeddedDatabase,
  startEmbeddedDatabase,
} from '../db/embedded';
import { reportFailure, UsageError } from './cli-errors';

const run = async (): Promise<void> => {
  const { values } = parseArgs({ options: { in: { type: 'string' } }, strict: true });
  if (!values.in) throw new UsageError('Usage: npm run restore -- --in <backup file>');
  const archive = resolve(values.in);
  if (!existsSync(archive)) throw new UsageError(`${archive} does not exist.`);
  const config = loadConfig();
  if (config.databaseUrl)
    throw new UsageError(
      'DATABASE_URL is set: restore the external database with pg_restore (docs/deploy.md).',
    );
  const owner = dataDirOwner(config.dataDir);
  const running = runningEmbeddedDatabase(config.dataDir);
  if (owner || running) {
    throw new UsageError(
      `The server (pid ${owner ?? running!.pid}) is running on ${config.dataDir}: stop it first, then restore.`,
    );
  }

  const { keptAs, moved, rollBack } = await unpackEmbeddedBackup({
    dataDir: config.dataDir,
    archive,
    owner: postgresUser(),
  });
  // Start it once: PostgreSQL replays the backup's WAL now, and a broken backup shows here, with
  // the previous data put back, rather than at the next server start.
  try {
    const started = await startEmbeddedDatabase(config.dataDir, { database: 'emlak' });
    try {
      const client = new pg.Client({ connectionString: started.url });
      await client.connect();
      await client.query('select 1');
      await client.end();
    } finally {
      await started.stop();
    }
  } catch (error) {
    rollBack();
    throw new RestoreError(
      `The restored database did not start (${(error as Error).message}); the previous data is back in place.`,
    );
  }
  process.stdout.write(`Restored ${archive} into ${config.dataDir}.\n`);
  if (moved.length > 0) {
    process.stdout.write(
      `The previous ${moved.join(', ')} ${moved.length > 1 ? 'are' : 'is'} kept beside it with the suffix .${keptAs}: delete once the restored data is checked.\n`,
    );
  }
};

run().then(
  () => process.exit(0),
  (error: unknown) => reportFailure('restore', error, [ConfigError, EmbeddedDatabaseError, RestoreError]),
);
