import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4300);
export const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium, with the flags this machine's closed network needs. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/**
 * Four projects, each after the one before: `setup` signs each role in once and saves its session
 * under e2e/.auth/<port>/; `specs` use those sessions (or dedicated accounts); `serial` changes
 * reference data the others read (role menus, role names), one test at a time; `last` holds what
 * must not run while the saved sessions are in use: signing the only SuperAdmin in again revokes the
 * saved SuperAdmin session (one active device per user).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous for a shared 2-core machine: under CI's own load (2 browsers, the server, PostgreSQL)
  // a slow hour has taken 10-15 s to show a lazy screen that renders in well under one when idle
  // (2026-11-27). A timeout only costs time when a test is failing anyway.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // The JSON report holds each test's start time and worker: where a CI run's browser phase spent
  // its minutes, idle workers included (docs/decisions.md "Server test files share their worker's
  // modules" has the CI budget).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: { baseURL, trace: 'off', screenshot: 'only-on-failure', locale: 'az-AZ', timezoneId: 'Asia/Baku' },
  projects: [
    { name: 'setup', testMatch: /setup\/.*\.setup\.ts$/, use: chromium },
    {
      name: 'specs',
      testMatch: /specs\/.*\.spec\.ts$/,
      testIgnore: /\.(last|serial)\.spec\.ts$/,
      dependencies: ['setup'],
      use: chromium,
    },
    // Changes to shared reference data (role menus, role names), after every spec that reads them.
    { name: 'serial', testMatch: /specs\/.*\.serial\.spec\.ts$/, dependencies: ['specs'], use: chromium },
    { name: 'last', testMatch: /specs\/.*\.last\.spec\.ts$/, dependencies: ['serial'], use: chromium },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `${baseURL}/api/v1/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
