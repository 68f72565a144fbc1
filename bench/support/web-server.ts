/**
 * The built server serving the production build of the web app, as the browser benchmarks
 * (web-bundle, lighthouse) need it: like e2e/serve.mjs, a fresh embedded database in a temporary
 * DATA_DIR with the demo seed, NODE_ENV=production (so responses are compressed as in production).
 * Builds the contracts, the web app and the server first unless told not to.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './processes';

const ROOT = join(import.meta.dirname, '..', '..');

export type WebServerOptions = {
  /** Run `npm run build` for contracts, web and server first (the default). */
  build: boolean;
  /** The server build to start; apps/server/dist/main.js by default. */
  serverMain?: string;
  /** The web build to serve; apps/web/dist by default. */
  webDist?: string;
};

export type WebServer = { url: string; stop: () => Promise<void> };

const build = () => {
  for (const workspace of ['packages/contracts', 'apps/web', 'apps/server']) {
    const run = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`npm run build -w ${workspace} failed.`);
  }
};

const waitUntilReady = async (url: string, exited: () => boolean) => {
  // The first start creates the embedded database and seeds it: this can take a minute.
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (exited()) throw new Error('The server exited before it was ready.');
    try {
      if ((await fetch(`${url}/api/v1/health/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not ready within 180 s.`);
};

export const startWebServer = async (options: WebServerOptions): Promise<WebServer> => {
  if (options.build) build();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'emlak-web-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_SEED: 'true',
    WEB_DIST: options.webDist ?? join(ROOT, 'apps/web/dist'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [options.serverMain ?? join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
};
