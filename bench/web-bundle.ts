// Measures the JavaScript a browser loads for /accounts/login and for /dashboard after sign-in,
// gzipped, against docs/quality.md's budgets (200 KB and 350 KB). Needs a running server with demo data:
//   npm start            (in another terminal)
//   npx tsx bench/web-bundle.ts [--url http://127.0.0.1:3000]
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

const url = process.argv.includes('--url')
  ? process.argv[process.argv.indexOf('--url') + 1]!
  : 'http://127.0.0.1:3000';
const budgets = { login: 200 * 1024, dashboard: 350 * 1024 };

const scriptsLoaded = (page: Page) => {
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.add(response.url());
  });
  return urls;
};

const gzipBytes = async (page: Page, urls: Set<string>) => {
  let total = 0;
  for (const script of urls)
    total += gzipSync(await (await page.request.get(script)).body(), { level: 9 }).length;
  return total;
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage();
const scripts = scriptsLoaded(page);
await page.goto(`${url}/accounts/login`);
await page.waitForLoadState('networkidle');
const login = await gzipBytes(page, scripts);

await page
  .getByLabel(/e-poçt|e-mail/i)
  .first()
  .fill('agent@demo.az');
await page.locator('input[type="password"]').fill('Demo12345!');
await page.keyboard.press('Enter');
await page.waitForURL('**/dashboard');
await page.waitForLoadState('networkidle');
const dashboard = await gzipBytes(page, scripts);
await browser.close();

const result = {
  date: new Date().toISOString(),
  loginGzipKB: Math.round(login / 1024),
  loginBudgetKB: budgets.login / 1024,
  dashboardGzipKB: Math.round(dashboard / 1024),
  dashboardBudgetKB: budgets.dashboard / 1024,
  withinBudget: login <= budgets.login && dashboard <= budgets.dashboard,
};
writeFileSync(new URL('./results/web-bundle.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(result)}\n`);
