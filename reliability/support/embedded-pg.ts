/**
 * The embedded PostgreSQL a server started in its DATA_DIR, seen from outside: its postmaster
 * and backends (to freeze, thaw or kill them), and how to start it again as it was started
 * (postmaster.opts holds its command line), as the `postgres` system user when run as root.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const postmasterPid = (dataDir: string): number =>
  Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** The postmaster and every process it started (backends, checkpointer, ...). */
export const postgresProcesses = (dataDir: string): number[] => {
  const root = postmasterPid(dataDir);
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  return [root, ...[...parentOf].filter(([, parent]) => parent === root).map(([pid]) => pid)];
};

export const signalAll = (pids: number[], signal: NodeJS.Signals) => {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
};

const alive = (pid: number) =>
  existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');

/** Starts the cluster again with the command line it last ran with; resolves once it accepts connections. */
export const restartPostgres = async (dataDir: string, killed: number[]) => {
  const until = Date.now() + 10_000;
  while (killed.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  const options = readFileSync(join(dataDir, 'pg', 'postmaster.opts'), 'utf8').trim();
  const [binary, ...args] = [...options.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
  const asPostgres =
    userInfo().uid === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
          gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
        }
      : {};
  const child = spawn(binary!, args, { ...asPostgres, stdio: 'ignore', detached: true });
  child.unref();
  // Crash recovery first: it accepts connections a few seconds later (more under load).
  const port = Number(args[args.indexOf('-p') + 1]);
  const { password } = JSON.parse(readFileSync(join(dataDir, 'pg-credentials.json'), 'utf8')) as {
    password: string;
  };
  const ready = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      password,
      database: 'postgres',
    });
    try {
      await client.connect();
      await client.end();
      return child.pid!;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > ready) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
};
