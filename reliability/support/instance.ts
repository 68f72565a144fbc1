/**
 * The real server as a child process, from a private copy of its build (another run's rebuild of
 * apps/server/dist cannot change it under a scenario), with its log in a file of the run.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type Running } from '../../bench/support/processes';

const ROOT = join(import.meta.dirname, '..', '..');
export const RUN_DIR = join(ROOT, '.data', 'reliability');
const BUILD = join(RUN_DIR, 'server-dist');

/** The ports of this suite (docs/reliability.md): one per server a scenario runs at a time. */
export const PORTS = [4417, 4418, 4419] as const;

/** Copies apps/server/dist once per run; `npm run reliability` builds it first. */
export const privateBuild = (): string => {
  const main = join(BUILD, 'main.js');
  if (existsSync(main)) return main;
  const dist = join(ROOT, 'apps', 'server', 'dist');
  if (!existsSync(join(dist, 'main.js')))
    throw new Error('apps/server/dist/main.js is missing: run npm run build -w apps/server first.');
  mkdirSync(RUN_DIR, { recursive: true });
  cpSync(dist, BUILD, { recursive: true });
  return main;
};

export const resetRunDir = () => rmSync(RUN_DIR, { recursive: true, force: true });

export const newJwtSecret = () => randomBytes(32).toString('base64url');

const dataDirs: string[] = [];

/** A fresh directory for an embedded database (PostgreSQL runs as `postgres`: not under /root). */
export const newDataDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `emlak-rel-${name}-`));
  dataDirs.push(dir);
  return dir;
};

/** Removes the run's data directories (their servers have stopped). */
export const removeDataDirs = () => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
};

export type Instance = Running & { log: string; port: number };

export const startInstance = async (options: {
  name: string;
  port: number;
  jwtSecret: string;
  /** Unset: the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** Demo data (the embedded database always gets it). */
  demo?: boolean;
  env?: Record<string, string>;
}): Promise<Instance> => {
  mkdirSync(RUN_DIR, { recursive: true });
  const log = join(RUN_DIR, `${options.name}.log`);
  const running = await startServer({
    from: privateBuild(),
    port: options.port,
    jwtSecret: options.jwtSecret,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    stdout: openSync(log, 'a'),
    env: { ...(options.demo ? { DEMO_SEED: 'true' } : {}), ...options.env },
  });
  return { ...running, log, port: options.port };
};
