import { expect, test } from '@playwright/test';
import { AnnouncementsPage } from '../pages/announcements-page';
import { LoginPage } from '../pages/login-page';
import { az } from '../support/texts';

/** The demo agent on the 25-search trial plan (a dedicated account: nobody else signs it in). */
const METER_AGENT = 'meter@demo.az';
const LIMIT = 25;

const countOk = (statuses: number[]) => statuses.filter((status) => status === 200).length;

const meterText = (remaining: number) =>
  az.queryMeter.left_other.replace('{{limit}}', String(LIMIT)).replace('{{remaining}}', String(remaining));

test('an agent on a plan of N searches gets exactly N, the meter counting down, then the plan-limit message', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const searches: number[] = [];
  page.on('response', (response) => {
    if (/\/api\/v1\/ad\/(all\/)?table$/.test(new URL(response.url()).pathname))
      searches.push(response.status());
  });

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(METER_AGENT);

  const market = new AnnouncementsPage(page);
  // Every load of the market screen is one search; the meter follows the count the server answers.
  for (let used = 1; used <= LIMIT; used++) {
    if (used === 1) await market.open();
    else await page.reload();
    await expect(page.getByText(meterText(LIMIT - used), { exact: true })).toBeVisible();
    // Playwright may report the response event after the page has already drawn the answer
    // (seen on a loaded CI machine), so the count is awaited, not read once.
    await expect.poll(() => countOk(searches)).toBe(used);
  }

  // The next search is refused with the plan's own message, and nothing more was counted.
  await page.reload();
  await expect(page.getByText(az.queryMeter.limitReached).first()).toBeVisible();
  await expect(page.getByText(meterText(0), { exact: true })).toBeVisible();
  await expect.poll(() => countOk(searches)).toBe(LIMIT);
  await expect.poll(() => searches.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
  expect(searches.every((status) => status === 200 || status === 429)).toBe(true);
});
