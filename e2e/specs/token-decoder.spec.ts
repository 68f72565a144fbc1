import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs, stateWith } from '../support/fixtures';
import { settle } from '../support/settle';
import { az, texts } from '../support/texts';
import { looksToShoot } from '../support/looks';

const shots = join(import.meta.dirname, '..', 'screenshots');
const words = az.tokenDecoder;

/** The value beside a claim's name in the claims list. */
const claimValue = (page: Page, claim: string) =>
  page.locator('dt', { has: page.locator('code', { hasText: new RegExp(`^${claim}$`) }) }).locator('+ dd');

test.describe('an agent', () => {
  test.use({ storageState: signedInAs('agent') });

  test('decodes the current token in the browser, sees the countdown, and garbage is an invalid token', async ({
    page,
  }) => {
    await page.goto('/token-decoder');
    await expect(page.getByRole('heading', { level: 1, name: az.navigation.tokenDecoder })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(words.notVerified);
    await settle(page);

    // Decoding sends nothing: no request after this point carries the token in its address or body.
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));

    await page.getByRole('button', { name: words.input.useCurrent }).click();
    const token = await page.getByRole('textbox', { name: words.input.label }).inputValue();
    expect(token.split('.')).toHaveLength(3);

    await expect(claimValue(page, 'UserId')).toHaveText(/^\d+$/);
    await expect(claimValue(page, 'RoleId')).toContainText(az.roles.names.User);
    await expect(claimValue(page, 'FullName')).not.toBeEmpty();
    await expect(claimValue(page, 'exp')).toHaveText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d$/);
    // Our server's own claims are explained too.
    await expect(claimValue(page, 'iss')).toHaveText('emlak-office');
    await expect(claimValue(page, 'sid')).not.toBeEmpty();
    await expect(page.getByRole('region', { name: words.header })).toContainText('"alg": "HS256"');

    // The countdown moves by the second.
    const status = page.getByRole('status');
    await expect(status).toHaveText(/^\d\d:\d\d:\d\d sonra bitir$/);
    const first = await status.textContent();
    await expect(status).not.toHaveText(first ?? '', { timeout: 3000 });
    await expectNoSeriousViolations(page, '/token-decoder with the current token');

    const field = page.getByRole('textbox', { name: words.input.label });
    await field.fill('this is not a token');
    await expect(page.getByRole('alert')).toContainText(words.invalid);
    await expect(page.getByRole('alert')).toContainText(words.reasons.format);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoSeriousViolations(page, '/token-decoder with an invalid token');

    expect(sent.filter((line) => line.includes(token) || line.includes('this is not a token'))).toEqual([]);
  });
});

for (const { width, lang, mode } of looksToShoot([
  { width: 1280, lang: 'az', mode: 'light' },
  { width: 1280, lang: 'ru', mode: 'dark' },
  { width: 390, lang: 'az', mode: 'dark' },
  { width: 390, lang: 'ru', mode: 'light' },
] as const)) {
  const folder = `${width}/${lang}-${mode}`;
  test(`screenshot of the token checker, ${folder}`, async ({ browser }) => {
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
    await page.goto('/token-decoder');
    const local = texts(lang);
    await expect(page.getByRole('heading', { level: 1, name: local.navigation.tokenDecoder })).toBeVisible();
    await page.getByRole('button', { name: local.tokenDecoder.input.useCurrent }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await settle(page);
    await page.screenshot({
      path: join(shots, folder, 'token-decoder.png'),
      fullPage: true,
      animations: 'disabled',
    });
    await page.getByRole('textbox', { name: local.tokenDecoder.input.label }).fill('abc.def');
    await expect(page.getByRole('alert')).toBeVisible();
    await settle(page);
    await page.screenshot({
      path: join(shots, folder, 'token-decoder-invalid.png'),
      fullPage: true,
      animations: 'disabled',
    });
    await context.close();
  });
}
