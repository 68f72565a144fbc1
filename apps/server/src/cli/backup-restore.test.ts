import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase } from '../db/embedded';

const serverRoot = join(import.meta.dirname, '../..');

/** The real command, as `npm run backup|restore -w apps/server` runs it, on DATA_DIR. */
const command = (script: 'backup' | 'restore', dataDir: string, args: string[]) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: serverRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });

const query = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
};

// Two PostgreSQL starts and three commands, each a new Node compiling TypeScript through tsx: on a
// busy 2-core machine that is more than the suite's 30 s (it timed out on 2026-12-07 with a bench
// database being generated beside the suite, and the next test began while its PostgreSQL ran).
const slow = { timeout: 120_000 };

describe('npm run backup / npm run restore (embedded database)', () => {
  // Its own temporary directory: as root, the embedded PostgreSQL runs as `postgres`, who may
  // enter the data directory made for it but not a root-only one around it.
  const dataDir = mkdtempSync(join(tmpdir(), 'emlak-backup-data-'));
  const outDir = mkdtempSync(join(tmpdir(), 'emlak-backup-out-'));
  const archive = join(outDir, 'nested', 'emlak.tar.gz');
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  });

  it('backs up a running database, refuses to restore under it, and brings the data back', slow, async () => {
    // The test process plays the running server: it owns DATA_DIR and its PostgreSQL.
    const server = await startEmbeddedDatabase(dataDir, { database: 'emlak' });
    try {
      await query(server.url, 'create table listings (id int primary key, title text)');
      await query(
        server.url,
        "insert into listings select g, 'listing ' || g from generate_series(1, 2000) g",
      );

      const backup = await command('backup', dataDir, ['--out', archive]);
      expect(backup.output).toContain(`Backup written to ${archive}`);
      expect(backup.code).toBe(0);
      expect(statSync(archive).mode & 0o777).toBe(0o600);

      // Changes after the backup: gone after the restore.
      await query(server.url, "update listings set title = 'changed'");
      await query(server.url, 'delete from listings where id > 1000');
      await query(server.url, 'create table later (x int)');

      const refused = await command('restore', dataDir, ['--in', archive]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('stop it first');
      expect(await query(server.url, 'select count(*)::int as n from listings')).toEqual([{ n: 1000 }]);
    } finally {
      await server.stop();
    }

    const restore = await command('restore', dataDir, ['--in', archive]);
    expect(restore.output).toContain(`Restored ${archive}`);
    expect(restore.code).toBe(0);
    // The data before the restore is kept aside, not deleted.
    expect(readdirSync(dataDir).some((name) => name.startsWith('pg.before-restore-'))).toBe(true);

    const restarted = await startEmbeddedDatabase(dataDir, { database: 'emlak' });
    try {
      expect(
        await query(
          restarted.url,
          "select count(*)::int as n, count(*) filter (where title = 'changed')::int as changed from listings",
        ),
      ).toEqual([{ n: 2000, changed: 0 }]);
      expect(await query(restarted.url, "select to_regclass('later') as later")).toEqual([{ later: null }]);
    } finally {
      await restarted.stop();
    }
  });

  it('refuses a file that is not a backup, and leaves the data as it was', slow, async () => {
    const before = readdirSync(dataDir).sort();
    const result = await command('restore', dataDir, ['--in', join(serverRoot, 'package.json')]);
    expect(result.code).toBe(1);
    expect(result.output).toContain('is not a readable backup');
    expect(readdirSync(dataDir).sort()).toEqual(before);
    expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
  });
});
