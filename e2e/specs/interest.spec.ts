import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs, stateWith } from '../support/fixtures';
import { settle } from '../support/settle';
import { az, texts } from '../support/texts';
import { looksToShoot } from '../support/looks';

const shots = join(import.meta.dirname, '..', 'screenshots');
const words = az.interest;

/** The figure under a result's label in a calculator's results. */
const figure = (page: Page, results: string, label: string) =>
  page.getByRole('group', { name: results }).locator('dt', { hasText: label }).locator('+ dd');

const retype = async (page: Page, label: string, text: string) => {
  const box = page.getByRole('textbox', { name: label, exact: true });
  await box.fill(text);
};

test.describe('a User', () => {
  test.use({ storageState: signedInAs('agent') });

  test('computes a 3 % commission and a 20-year mortgage, and the page passes axe', async ({ page }) => {
    await page.goto('/interest');
    await expect(page.getByRole('heading', { level: 1, name: az.navigation.interest })).toBeVisible();

    await retype(page, words.commission.price, '150000');
    await retype(page, words.commission.percent, '3');
    await retype(page, words.commission.sellerShare, '50');
    await expect(figure(page, words.commission.title, words.commission.result.commission)).toHaveText(
      '4.500 ₼',
    );
    await expect(figure(page, words.commission.title, words.commission.result.buyer)).toHaveText('2.250 ₼');

    // 125.000 less 20 % is 100.000; at 8 % for 20 years that is 836,44 a month.
    await retype(page, words.mortgage.price, '125000');
    await retype(page, words.mortgage.years, '20');
    await expect(figure(page, words.mortgage.title, words.mortgage.result.monthly)).toHaveText('836,44 ₼');
    const table = page.getByRole('table', { name: words.mortgage.table.title });
    await expect(table.locator('tbody tr')).toHaveCount(20);
    await expect(table.locator('tbody tr').last()).toContainText('0,00');
    await settle(page);
    await expectNoSeriousViolations(page, '/interest');

    // A wrong value is named under its field, and the preferential terms warn above their loan.
    await retype(page, words.mortgage.price, '');
    await expect(page.getByText(`${words.mortgage.price} tələb olunur`)).toBeVisible();
    await retype(page, words.mortgage.price, '150000');
    await page.getByRole('button', { name: words.mortgage.preset.preferential }).click();
    await expect(page.getByRole('alert')).toContainText(words.mortgage.warnings.title);
    await expectNoSeriousViolations(page, '/interest, preferential with a warning');
  });
});

for (const { width, lang, mode } of looksToShoot([
  { width: 1280, lang: 'az', mode: 'light' },
  { width: 1280, lang: 'ru', mode: 'dark' },
  { width: 390, lang: 'az', mode: 'dark' },
  { width: 390, lang: 'en', mode: 'light' },
] as const)) {
  const folder = `${width}/${lang}-${mode}`;
  test(`screenshot of the interest calculator, ${folder}`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      isMobile: width < 600,
      hasTouch: width < 600,
      reducedMotion: 'reduce',
      storageState: stateWith('agent', {
        lang,
        'current-theme': mode === 'dark' ? 'ROYAL_BLUE_DARK' : 'ROYAL_BLUE',
      }),
    });
    const page = await context.newPage();
    await page.goto('/interest');
    const local = texts(lang);
    await expect(page.getByRole('heading', { level: 1, name: local.navigation.interest })).toBeVisible();
    await page.getByRole('button', { name: local.interest.mortgage.preset.preferential }).click();
    await page
      .getByRole('button', {
        name: local.interest.mortgage.table.showMonths.replace('{{year}}', '1'),
        exact: true,
      })
      .click();
    await settle(page);
    await page.screenshot({
      path: join(shots, folder, 'interest.png'),
      fullPage: true,
      animations: 'disabled',
    });
    await context.close();
  });
}
