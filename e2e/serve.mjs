// Starts the built server for the browser tests: a fresh embedded database with demo data,
// the e2e build of the web app, on the port the Playwright config names.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '4300';
// One data directory per port, so two runs on different ports never share (or wipe) a database.
const dataDir = join(root, '.data', `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

Object.assign(process.env, {
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DEMO_SEED: 'true',
  // A run may serve its own copy of the builds (E2E_WEB_DIST, E2E_SERVER_MAIN), so that a rebuild
  // of the shared dist folders by another run on this machine cannot pull files from under its pages.
  WEB_DIST: process.env.E2E_WEB_DIST ?? join(root, 'apps', 'web', 'dist-e2e'),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
});
delete process.env.DATABASE_URL;

await import(process.env.E2E_SERVER_MAIN ?? '../apps/server/dist/main.js');
