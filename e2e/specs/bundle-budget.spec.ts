import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

/** QUALITY.md: JavaScript loaded by /accounts/login <= 200 KB gzip (and /dashboard <= 350 KB). */
const LOGIN_BUDGET_BYTES = 200 * 1024;

const gzippedScriptBytes = async (page: Page, path: string) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  let total = 0;
  for (const url of scripts) total += gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
  return total;
};

test('the login screen loads at most 200 KB of gzipped JavaScript', async ({ page }) => {
  const bytes = await gzippedScriptBytes(page, '/accounts/login');
  test.info().annotations.push({ type: 'login JS (gzip)', description: `${Math.round(bytes / 1024)} KB` });
  expect(bytes).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
});
