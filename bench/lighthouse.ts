/**
 * `npm run bench:lighthouse`: Lighthouse's performance and accessibility scores (desktop preset) of
 * /accounts/login and of /dashboard signed in, against docs/quality.md's bars (>= 95 each).
 *
 *   npm run bench:lighthouse -- [--no-build] [--server-main path/main.js] [--web-dist path/dist] [--url http://...] [--reports DIR]
 *
 * Self-contained like bench/web-bundle.ts: builds (unless --no-build) and starts the built server
 * with a temporary database and the demo seed. Debian's Chromium is started by Playwright with a
 * remote-debugging port, in its default (persistent) context; Playwright signs in there, and
 * Lighthouse drives the same browser through that port with storage reset off, so the dashboard is
 * audited with the session the app keeps in the browser's storage. The dashboard goes first: the
 * login page signs out. Only the scores are kept (bench/results/lighthouse.{json,md}); `--reports DIR`
 * also writes each page's full Lighthouse report there (its long tasks, script timings and traces'
 * summaries: what to look at when a score drops).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath } from './support/chromium';
import { loadAverage } from './support/machine';
import { freePort } from './support/processes';
import { startWebServer } from './support/web-server';

const BAR = 95;
const RESULTS = join(import.meta.dirname, 'results');

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'server-main': { type: 'string' },
    'web-dist': { type: 'string' },
    url: { type: 'string' },
    reports: { type: 'string' },
  },
});

type Scores = { performance: number; accessibility: number; failedAudits: string[] };

const loadAtStart = loadAverage();
const server = args.url
  ? { url: args.url, stop: async () => {} }
  : await startWebServer({
      build: !args['no-build'],
      serverMain: args['server-main'],
      webDist: args['web-dist'],
    });

const port = await freePort();
const profile = mkdtempSync(join(tmpdir(), 'emlak-lighthouse-'));
const scores: Record<string, Scores> = {};
try {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    locale: 'az-AZ',
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.url}/accounts/login`);
    await page.locator('input[type="email"]').fill('agent@demo.az');
    await page.locator('input[type="password"]').fill('Demo12345!');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    // Lighthouse opens its own tab; leave the dashboard so that two tabs do not poll at once.
    await page.goto('about:blank');

    for (const [name, path] of [
      ['dashboard', '/dashboard'],
      ['login', '/accounts/login'],
    ] as const) {
      const run = await lighthouse(
        `${server.url}${path}`,
        {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
        },
        desktopConfig,
      );
      if (!run) throw new Error(`Lighthouse returned nothing for ${path}.`);
      const { categories, audits, finalDisplayedUrl } = run.lhr;
      if (args.reports) {
        mkdirSync(args.reports, { recursive: true });
        writeFileSync(join(args.reports, `${name}.json`), JSON.stringify(run.lhr));
      }
      if (!finalDisplayedUrl.endsWith(path)) throw new Error(`${path} ended at ${finalDisplayedUrl}.`);
      scores[name] = {
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        // What to fix: every scored audit short of full marks, with its numeric value if any.
        failedAudits: Object.values(audits)
          .filter(
            (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
          )
          .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
      };
    }
  } finally {
    await context.close();
  }
} finally {
  rmSync(profile, { recursive: true, force: true });
  await server.stop();
}

const bars = Object.entries(scores).flatMap(([name, score]) =>
  (['performance', 'accessibility'] as const).map((category) => ({
    what: `Lighthouse ${category}, ${name === 'login' ? '/accounts/login' : '/dashboard (signed in)'}`,
    bar: `>= ${BAR}`,
    value: score[category],
    pass: score[category] >= BAR,
  })),
);
const result = {
  date: new Date().toISOString(),
  lighthouse: '12.2.3, desktop preset, simulated throttling',
  loadAverage: { atStart: loadAtStart, atEnd: loadAverage() },
  scores,
  bars,
  pass: bars.every((bar) => bar.pass),
};
writeFileSync(join(RESULTS, 'lighthouse.json'), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(
  join(RESULTS, 'lighthouse.md'),
  [
    '# Lighthouse: login and dashboard',
    '',
    `Measured ${result.date} by \`npm run bench:lighthouse\` (bench/lighthouse.ts): Lighthouse ` +
      `${result.lighthouse}, Debian's Chromium headless, production build served by the built server. ` +
      `Load average at start ${loadAtStart.join(' ')}, at the end ${result.loadAverage.atEnd.join(' ')}. ` +
      (result.pass ? '**Every bar met.**' : '**Some bars missed.**'),
    '',
    '| what | bar | score | result |',
    '| --- | --- | --- | --- |',
    ...bars.map((bar) => `| ${bar.what} | ${bar.bar} | ${bar.value} | ${bar.pass ? 'PASS' : 'FAIL'} |`),
    '',
    ...Object.entries(scores).map(
      ([name, score]) => `Audits below 90 on ${name}: ${score.failedAudits.join(', ') || 'none'}.`,
    ),
    '',
  ].join('\n'),
);
process.stdout.write(
  `${bars.map((bar) => `${bar.pass ? 'PASS' : 'FAIL'} ${bar.what}: ${bar.value}`).join('\n')}\n`,
);
process.exitCode = result.pass ? 0 : 1;
