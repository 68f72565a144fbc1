/**
 * `npm run bench:web`: the JavaScript a real browser transfers for /accounts/login and to show
 * /dashboard after signing in there, against docs/quality.md's bars (200 KB and 350 KB gzip).
 *
 *   npm run bench:web -- [--no-build] [--server-main path/main.js] [--web-dist path/dist] [--url http://...]
 *
 * Self-contained: builds contracts, web and server (unless --no-build), starts the built server on a
 * free port with a temporary database and the demo seed (bench/support/web-server.ts), and drives
 * Debian's Chromium. --url measures an already running server instead.
 *
 * Counted: the response body bytes as they came over the wire (Playwright's request.sizes(), i.e.
 * Chromium's encoded length) of every JavaScript response, module preloads included, with the
 * server compressing as in production and the browser choosing the encoding it accepts. The
 * dashboard figure is everything loaded from opening the login page until the dashboard is shown
 * and the network is idle (a first visit with an empty cache).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from './support/chromium';
import { loadAverage } from './support/machine';
import { startWebServer } from './support/web-server';

const BARS_KB = { login: 200, dashboard: 350 };
const RESULTS = join(import.meta.dirname, 'results');

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'server-main': { type: 'string' },
    'web-dist': { type: 'string' },
    url: { type: 'string' },
  },
});

type Script = { url: string; bytes: number; encoding: string };

/** Records every JavaScript response the page receives, with its transferred body size. */
const recordScripts = (page: Page) => {
  const pending: Promise<Script>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({
          url: new URL(response.url()).pathname,
          bytes: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        })),
    );
  });
  return async () => Promise.all(pending);
};

/**
 * Resolves once no request has been in flight for a second. A client-side navigation (the sign-in
 * leads to /dashboard without loading a new document) has no load state of its own to wait for.
 */
const networkQuiet = (page: Page) => {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    while (inFlight > 0 || Date.now() - lastChange < 1000)
      await new Promise((resolve) => setTimeout(resolve, 100));
  };
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const sum = (scripts: Script[]) => scripts.reduce((total, script) => total + script.bytes, 0);

const loadAtStart = loadAverage();
const server = args.url
  ? { url: args.url, stop: async () => {} }
  : await startWebServer({
      build: !args['no-build'],
      serverMain: args['server-main'],
      webDist: args['web-dist'],
    });

let login: Script[];
let dashboard: Script[];
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage({ locale: 'az-AZ', timezoneId: 'Asia/Baku' });
  const scripts = recordScripts(page);
  const quiet = networkQuiet(page);
  await page.goto(`${server.url}/accounts/login`);
  await page.waitForLoadState('networkidle');
  await quiet();
  login = await scripts();

  await page.locator('input[type="email"], input[name="email"]').first().fill('agent@demo.az');
  await page.locator('input[type="password"]').fill('Demo12345!');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
  await page.getByRole('main').waitFor();
  await quiet();
  dashboard = await scripts();
  await browser.close();
} finally {
  await server.stop();
}

const bars = [
  {
    what: 'JavaScript loaded by /accounts/login (transferred)',
    bar: `<= ${BARS_KB.login} KB`,
    value: `${kb(sum(login))} KB`,
    pass: sum(login) <= BARS_KB.login * 1024,
  },
  {
    what: 'JavaScript loaded to show /dashboard after sign-in (transferred)',
    bar: `<= ${BARS_KB.dashboard} KB`,
    value: `${kb(sum(dashboard))} KB`,
    pass: sum(dashboard) <= BARS_KB.dashboard * 1024,
  },
];
const encodings = [...new Set(dashboard.map((script) => script.encoding))];
const result = {
  date: new Date().toISOString(),
  loadAverage: { atStart: loadAtStart, atEnd: loadAverage() },
  encodings,
  login: { kb: kb(sum(login)), files: login.length },
  dashboard: { kb: kb(sum(dashboard)), files: dashboard.length },
  loginFiles: login.map((script) => ({ file: script.url, kb: kb(script.bytes) })),
  largest: [...dashboard]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 15)
    .map((script) => ({ file: script.url, kb: kb(script.bytes), onLogin: login.includes(script) })),
  bars,
  pass: bars.every((bar) => bar.pass),
};
writeFileSync(join(RESULTS, 'web-bundle.json'), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(
  join(RESULTS, 'web-bundle.md'),
  [
    '# Web: JavaScript transferred for the login and dashboard screens',
    '',
    `Measured ${result.date} by \`npm run bench:web\` (bench/web-bundle.ts) on the production build served ` +
      `by the built server, Debian's Chromium, empty cache. Body bytes as transferred (encoding: ` +
      `${encodings.join(', ')}). Load average at start ${loadAtStart.join(' ')}. ` +
      (result.pass ? '**Every bar met.**' : '**Some bars missed.**'),
    '',
    '| what | bar | measured | files | result |',
    '| --- | --- | --- | --- | --- |',
    `| ${bars[0]!.what} | ${bars[0]!.bar} | ${bars[0]!.value} | ${login.length} | ${bars[0]!.pass ? 'PASS' : 'FAIL'} |`,
    `| ${bars[1]!.what} | ${bars[1]!.bar} | ${bars[1]!.value} | ${dashboard.length} | ${bars[1]!.pass ? 'PASS' : 'FAIL'} |`,
    '',
    'Largest files for the dashboard (KB transferred):',
    '',
    ...result.largest.map((file) => `- ${file.file}: ${file.kb}${file.onLogin ? ' (also on login)' : ''}`),
    '',
  ].join('\n'),
);
process.stdout.write(
  `${bars.map((bar) => `${bar.pass ? 'PASS' : 'FAIL'} ${bar.what}: ${bar.value} (${bar.bar})`).join('\n')}\n`,
);
process.exitCode = result.pass ? 0 : 1;
