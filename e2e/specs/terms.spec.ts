import { TERMS_VERSION } from '@emlak/contracts';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { dedicated } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { stateWith } from '../support/fixtures';
import { settle } from '../support/settle';
import { az, fill, texts } from '../support/texts';
import { looksToShoot, lookMatrix } from '../support/looks';

const t = az.terms;
const screenshots = join(import.meta.dirname, '..', 'screenshots');
const shot = (page: Page, width: number, lang: string, name: string) =>
  page.screenshot({
    path: join(screenshots, String(width), `${lang}-light`, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });

/** Today in Baku as the page writes a date (dd.mm.yyyy). */
const bakuToday = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Baku',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .replace(/\//g, '.');

/**
 * The demo's newcomer has not accepted the terms: signed in, the dialog asks over the dashboard.
 * Refusing signs out with the reason on the login page; signing in again asks again, and
 * accepting lets the user in and is shown on /terms with the date.
 */
test('a newcomer is asked to accept the terms after sign-in; refusing signs out, accepting lets in', async ({
  page,
}) => {
  const login = new LoginPage(page);
  const dialog = page.getByRole('dialog', { name: t.dialogTitle });

  // On a phone first.
  await page.setViewportSize({ width: 390, height: 844 });
  await login.goto();
  await login.signIn(dedicated.terms);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3, name: /Şəxsi məlumatlar/ })).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, 'terms dialog (390)');
  await page.screenshot({
    path: join(screenshots, '390', 'az-light', 'terms-dialog.png'),
    animations: 'disabled',
  });

  await dialog.getByRole('button', { name: t.refuse }).click();
  await login.expectShown();
  await expect(login.notice(az.auth.termsRefusedNotice)).toBeVisible();
  await expectNoSeriousViolations(page, 'login after refusing the terms');
  await shot(page, 390, 'az', 'terms-refused-login');

  // Signed out for real: a signed-in screen sends back to the login page.
  await page.goto('/dashboard');
  await login.expectShown();

  await page.setViewportSize({ width: 1280, height: 900 });
  await login.signIn(dedicated.terms);
  await expect(dialog).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, 'terms dialog (1280)');
  await page.screenshot({
    path: join(screenshots, '1280', 'az-light', 'terms-dialog.png'),
    animations: 'disabled',
  });
  await dialog.getByRole('button', { name: t.accept }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Accepted: not asked again after a reload, and /terms says when.
  await page.reload();
  await settle(page);
  await expect(dialog).toHaveCount(0);
  await page.goto('/terms');
  await expect(page.getByText(fill(t.acceptedOn, { date: bakuToday() }))).toBeVisible();
  await expect(page.getByRole('button', { name: t.accept })).toHaveCount(0);
});

test.describe('the terms page', () => {
  for (const { width, lang } of looksToShoot(lookMatrix([1280, 390], ['az', 'ru'] as const, ['light'])))
    test(`reads with a table of contents, accepted by the agent: ${width}/${lang}`, async ({ browser }) => {
      const l = texts(lang);
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        isMobile: width < 600,
        hasTouch: width < 600,
        reducedMotion: 'reduce',
        storageState: stateWith('agent', { lang }),
      });
      const page = await context.newPage();
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1, name: l.navigation.terms })).toBeVisible();
      await expect(page.getByText(new RegExp(TERMS_VERSION)).first()).toBeVisible();
      // The demo accounts have accepted the current version: no dialog, no buttons, the date.
      await expect(
        page.getByRole('status').filter({ hasText: l.terms.acceptedOn.split('{{')[0]! }),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const contents = page.getByRole('navigation', { name: l.terms.contents });
      const last = contents.getByRole('link').last();
      await last.click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(page.locator('#contact')).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      await expectNoSeriousViolations(page, `terms page ${width}/${lang}`);
      await shot(page, width, lang, 'terms');
      await context.close();
    });
});
