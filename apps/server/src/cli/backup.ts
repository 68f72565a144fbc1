/**
 * `npm run backup -- [--out file]`: a backup of the embedded database (DATA_DIR), while the server
 * runs or not. With DATABASE_URL set, the external server's own tools do it (docs/deploy.md).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { backupEmbeddedDatabase } from '../db/embedded-backup';
import {
  embeddedPassword,
  EmbeddedDatabaseError,
  runningEmbeddedDatabase,
  startEmbeddedDatabase,
} from '../db/embedded';
import { reportFailure, UsageError } from './cli-errors';

const run = async (): Promise<void> => {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  const config = loadConfig();
  if (config.databaseUrl)
    throw new UsageError('DATABASE_URL is set: back the external database up with pg_dump (docs/deploy.md).');
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const out = resolve(values.out ?? `emlak-backup-${stamp}.tar.gz`);

  if (!existsSync(join(config.dataDir, 'pg', 'PG_VERSION')))
    throw new UsageError(`There is no embedded database in ${config.dataDir} (DATA_DIR) to back up.`);
  const running = runningEmbeddedDatabase(config.dataDir);
  // Stopped: start it for the backup (this also keeps a server from starting meanwhile).
  const started = running ? undefined : await startEmbeddedDatabase(config.dataDir, { database: 'emlak' });
  try {
    const port = running?.port ?? Number(new URL(started!.url).port);
    await backupEmbeddedDatabase({
      dataDir: config.dataDir,
      port,
      password: embeddedPassword(config.dataDir),
      out,
    });
  } finally {
    await started?.stop();
  }
  process.stdout.write(`Backup written to ${out}\n`);
};

run().then(
  () => process.exit(0),
  (error: unknown) => reportFailure('backup', error, [ConfigError, EmbeddedDatabaseError]),
);
