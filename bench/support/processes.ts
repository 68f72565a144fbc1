/**
 * The processes a benchmark measures, each apart from the load generator: the real server
 * (from source through tsx, or its build) against a given database, and a bare node:http server
 * as the same run's reference.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export type Running = {
  url: string;
  pid: number;
  stop: () => Promise<void>;
  /** How the process ended (code, or the signal that ended it); pending while it runs. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

const waitFor = async (url: string, child: ChildProcess, seconds: number) => {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s.`);
};

const stopper = (child: ChildProcess) => async () => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
};

export type ServerOptions = {
  /** Unset: the server starts the embedded PostgreSQL in `dataDir` (with the demo data). */
  databaseUrl?: string;
  dataDir?: string;
  jwtSecret: string;
  /**
   * 'source': apps/server/src/main.ts through tsx; 'dist': the build (npm run build); or the path
   * of another main.ts (a changed copy of the server, to measure a change before making it), or of
   * a built main.js (a private copy of the build, which another run's rebuild cannot change).
   */
  from: string;
  /** A fixed port; by default a free one. */
  port?: number;
  /** More environment variables (they win over the ones set here). */
  env?: Record<string, string>;
  poolSize?: number;
  /** Extra node flags, such as --cpu-prof to see where a request's time goes. */
  nodeArgs?: string[];
  /** LOG_LEVEL; 'warn' unless a benchmark means to pay for the per-request log line ('info'). */
  logLevel?: string;
  /** Where the server's stdout (its log) goes: a file descriptor; by default this process's. */
  stdout?: number;
};

/** The API server as production runs it (NODE_ENV=production, warnings only in the log). */
export const startServer = async (options: ServerOptions): Promise<Running> => {
  const port = options.port ?? (await freePort());
  const entry =
    options.from === 'dist'
      ? [join(ROOT, 'apps/server/dist/main.js')]
      : options.from.endsWith('.js')
        ? [options.from]
        : [
            '--import',
            'tsx',
            options.from === 'source' ? join(ROOT, 'apps/server/src/main.ts') : options.from,
          ];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: ROOT,
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: options.logLevel ?? 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      // An empty value means unset (config.ts): the embedded database in DATA_DIR.
      DATABASE_URL: options.databaseUrl ?? '',
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      DEMO_SEED: options.databaseUrl ? 'false' : 'true',
      JWT_SECRET: options.jwtSecret,
      ...(options.poolSize ? { DB_POOL_SIZE: String(options.poolSize) } : {}),
      ...options.env,
    },
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/v1/health/ready`, child, 120);
  } catch (error) {
    await stopper(child)();
    throw error;
  }
  return { url, pid: child.pid!, stop: stopper(child), exited };
};

/** Hello world on node:http in a process of its own: what the machine serves with no framework. */
export const startBareHttp = async (): Promise<Running> => {
  const port = await freePort();
  const source = `require('node:http').createServer((request, response) => {
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end('{"status":"ok"}');
  }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, 30);
  const exited = once(child, 'exit').then(([code, signal]) => ({ code, signal }));
  return { url, pid: child.pid!, stop: stopper(child), exited };
};
