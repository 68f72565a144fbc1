import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LockPage } from '../pages/lock-page';
import { Shell } from '../pages/shell';
import type { SavedRole } from '../support/accounts';
import { stateWith } from '../support/fixtures';
import { shellScreens, slugOf, urlOf } from '../support/routes';
import { settle } from '../support/settle';
import { texts } from '../support/texts';
import { looksToShoot, lookMatrix } from '../support/looks';

/**
 * Every screen in light and dark, az and en, on a desktop and a phone, written for people to look
 * at (docs/quality.md "End to end"): e2e/screenshots/<width>/<lang>-<mode>/<screen>.png. `npm test`
 * shoots a cover of those looks, `npm run test:screenshots` all of them (support/looks.ts).
 */
test.describe.configure({ mode: 'parallel' });

const root = join(import.meta.dirname, '..', 'screenshots');
const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const languages = ['az', 'en'] as const;
const modes = ['light', 'dark'] as const;
const heightOf = (width: number) => viewports.find((viewport) => viewport.width === width)?.height ?? 900;

type Combination = { width: number; height: number; lang: string; mode: string; dir?: 'rtl' };

const open = async (browser: Browser, role: SavedRole | 'guest', combination: Combination) => {
  const context = await browser.newContext({
    viewport: { width: combination.width, height: combination.height },
    isMobile: combination.width < 600,
    hasTouch: combination.width < 600,
    reducedMotion: 'reduce',
    storageState: stateWith(role, {
      lang: combination.lang,
      'current-theme': combination.mode === 'dark' ? 'ROYAL_BLUE_DARK' : 'ROYAL_BLUE',
      'theme-direction': combination.dir ?? 'ltr',
    }),
  });
  return { context, page: await context.newPage() };
};

const folderOf = ({ width, lang, mode, dir }: Combination) =>
  join(root, String(width), `${lang}-${mode}${dir ? `-${dir}` : ''}`);

const shoot = async (page: Page, folder: string, name: string, url?: string) => {
  if (url) await page.goto(url);
  await settle(page);
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true, animations: 'disabled' });
};

for (const { width, lang, mode } of looksToShoot(lookMatrix([1440, 390], languages, modes))) {
  const combination = { width, height: heightOf(width), lang, mode };
  test(`screenshots ${width}/${lang}-${mode}`, async ({ browser }) => {
    // Every screen is shot in turn: the time grows with their number.
    test.setTimeout(45_000 + shellScreens.length * 4_000);
    const folder = folderOf(combination);
    const t = texts(lang);

    const guest = await open(browser, 'guest', combination);
    await shoot(guest.page, folder, 'login', '/accounts/login');
    await shoot(guest.page, folder, '500', '/error');
    await guest.context.close();

    const agent = await open(browser, 'agent', combination);
    await agent.page.goto('/organizations');
    await expect(agent.page.getByText(t.errors.forbiddenText)).toBeVisible();
    await shoot(agent.page, folder, '403');
    await agent.context.close();

    const admin = await open(browser, 'superadmin', combination);
    const { page } = admin;
    for (const path of shellScreens) {
      await page.goto(urlOf(path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, folder, slugOf(path));
    }
    // The shell's menus open: the account menu, and on a phone the navigation drawer.
    await page.goto('/dashboard');
    await settle(page);
    const shell = new Shell(page, lang);
    await shell.openAccountMenu();
    await shoot(page, folder, 'dashboard-account-menu');
    await page.keyboard.press('Escape');
    if (width < 900) {
      await page.getByRole('button', { name: t.shell.openMenu }).click();
      await expect(shell.sidebar).toBeVisible();
      await shoot(page, folder, 'dashboard-drawer');
    }
    await shoot(page, folder, '404', '/no/such/page');
    await shoot(page, folder, 'payment-info', '/payment-info');
    // Last: visiting the lock screen locks this context.
    await page.goto('/lock');
    await new LockPage(page, lang).expectLocked();
    await shoot(page, folder, 'lock');
    await admin.context.close();
  });
}

test('screenshots in rtl', async ({ browser }) => {
  for (const { width, height } of viewports) {
    const combination = { width, height, lang: 'az', mode: 'light', dir: 'rtl' } as const;
    const { context, page } = await open(browser, 'superadmin', combination);
    const folder = folderOf(combination);
    for (const path of ['/dashboard', '/settings'] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, folder, slugOf(path));
    }
    await shoot(page, folder, 'payment-info', '/payment-info');
    await context.close();
    const guest = await open(browser, 'guest', combination);
    await shoot(guest.page, folder, 'login', '/accounts/login');
    await guest.context.close();
  }
});

/**
 * The market search's own states, which the loop above does not open: the results as cards, a
 * listing's drawer, the phone's filter sheet; in light, dark and Russian, desktop and phone.
 */
test('screenshots of the market search (/announcement)', async ({ browser }) => {
  test.setTimeout(180_000);
  const combinations = [
    { width: 1440, height: 900, lang: 'az', mode: 'light' },
    { width: 1440, height: 900, lang: 'az', mode: 'dark' },
    { width: 1440, height: 900, lang: 'ru', mode: 'light' },
    { width: 390, height: 844, lang: 'az', mode: 'light' },
    { width: 390, height: 844, lang: 'ru', mode: 'dark' },
  ] as const;
  for (const combination of looksToShoot(combinations)) {
    const { context, page } = await open(browser, 'agent', combination);
    const folder = folderOf(combination);
    const t = texts(combination.lang);
    const phone = combination.width < 600;
    const heading = page.getByRole('heading', { level: 1 });
    await page.goto('/announcement?deal=sell&city=1&rooms=2,3&q=nerimanov');
    await expect(heading).toBeVisible();
    await shoot(page, folder, 'announcement-search');
    if (!phone) {
      await page.getByRole('button', { name: t.announcements.view.cards }).click();
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await shoot(page, folder, 'announcement-cards');
      await page.getByRole('button', { name: t.announcements.view.table }).click();
    } else {
      await page.getByRole('button', { name: t.announcements.filtersButton }).click();
      await expect(page.getByRole('dialog', { name: t.announcements.filtersTitle })).toBeVisible();
      await shoot(page, folder, 'announcement-filters');
      await page.keyboard.press('Escape');
    }
    const results = phone
      ? page.getByRole('list', { name: t.announcements.resultsTitle }).getByRole('listitem')
      : page.getByRole('table', { name: t.announcements.resultsTitle }).locator('tbody tr');
    await results.first().getByRole('link').first().click();
    await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeVisible();
    await shoot(page, folder, 'announcement-drawer');
    await context.close();
  }
});
