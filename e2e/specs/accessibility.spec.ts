import { expect, test, type Browser, type Page } from '@playwright/test';
import { LockPage } from '../pages/lock-page';
import { Shell } from '../pages/shell';
import { expectNoSeriousViolations } from '../support/axe';
import { stateWith } from '../support/fixtures';
import { roleFor, shellScreens, urlOf } from '../support/routes';
import { animationsDone, settle } from '../support/settle';
import { az } from '../support/texts';
import type { SavedRole } from '../support/accounts';

test.describe.configure({ mode: 'parallel' });

const modes = [
  { mode: 'light', theme: 'ROYAL_BLUE' },
  { mode: 'dark', theme: 'ROYAL_BLUE_DARK' },
] as const;

const open = async (browser: Browser, role: SavedRole | 'guest', theme: string) => {
  const context = await browser.newContext({
    storageState: stateWith(role, { 'current-theme': theme }),
    reducedMotion: 'reduce',
  });
  return { context, page: await context.newPage() };
};

const visit = async (page: Page, url: string) => {
  await page.goto(url);
  await settle(page);
};

for (const { mode, theme } of modes) {
  for (const role of ['agent', 'admin', 'superadmin'] as const) {
    const screens = shellScreens.filter((path) => roleFor(path) === role);
    if (screens.length === 0) continue;
    test(`axe, ${mode}: the ${role}'s screens (${screens.length})`, async ({ browser }) => {
      // Each screen is opened, settled and scanned in turn: the time grows with their number. On
      // a slow machine under CI's load the agent's 19 took 7 s each (a 144 s budget ran out on
      // the last menu, 2026-12-02); a timeout only costs time when the test is failing anyway.
      test.setTimeout(30_000 + screens.length * 10_000);
      const { context, page } = await open(browser, role, theme);
      for (const path of screens) {
        await visit(page, urlOf(path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page, `${path} (${role}, ${mode})`);
      }
      // The shell's own menus, open.
      const shell = new Shell(page);
      await shell.openAccountMenu();
      await animationsDone(page);
      await expectNoSeriousViolations(page, `account menu (${role}, ${mode})`);
      await page.keyboard.press('Escape');
      await shell.languageButton.click();
      await animationsDone(page);
      await expectNoSeriousViolations(page, `language menu (${role}, ${mode})`);
      await page.keyboard.press('Escape');
      await shell.paletteButton.click();
      await animationsDone(page);
      await expectNoSeriousViolations(page, `palette popover (${role}, ${mode})`);
      await context.close();
    });
  }

  test(`axe, ${mode}: login, error screens, payment-info, lock`, async ({ browser }) => {
    const guest = await open(browser, 'guest', theme);
    await visit(guest.page, '/accounts/login');
    await expectNoSeriousViolations(guest.page, `login (${mode})`);
    // The form's own error messages shown.
    await guest.page.getByRole('button', { name: az.auth.submit, exact: true }).click();
    await expectNoSeriousViolations(guest.page, `login with errors (${mode})`);
    await visit(guest.page, '/error');
    await expectNoSeriousViolations(guest.page, `500 (${mode})`);
    await guest.context.close();

    const agent = await open(browser, 'agent', theme);
    await visit(agent.page, '/no/such/page');
    await expectNoSeriousViolations(agent.page, `404 (${mode})`);
    await visit(agent.page, '/organizations');
    await expect(agent.page.getByText(az.errors.forbiddenText)).toBeVisible();
    await expectNoSeriousViolations(agent.page, `403 (${mode})`);
    await visit(agent.page, '/payment-info');
    await expectNoSeriousViolations(agent.page, `payment-info (${mode})`);
    await visit(agent.page, '/lock');
    await new LockPage(agent.page).expectLocked();
    await expectNoSeriousViolations(agent.page, `lock (${mode})`);
    // A password too short for the rules: the field's error shown (checked in the browser only).
    await new LockPage(agent.page).submit('ab');
    await expect(agent.page.getByText(az.lock.validation.lockPasswordMin)).toBeVisible();
    await expectNoSeriousViolations(agent.page, `lock with an error (${mode})`);
    await agent.context.close();
  });
}

// The market search's parts the screen list above does not open: the cards, a listing's drawer
// and, on a phone, the filter sheet.
for (const { mode, theme } of modes)
  test(`axe, ${mode}: the market search's cards, drawer and filter sheet`, async ({ browser }) => {
    const t = az.announcements;
    const { context, page } = await open(browser, 'agent', theme);
    await visit(page, '/announcement?city=1');
    await page.getByRole('button', { name: t.view.cards }).click();
    // The button's tooltip, shown while the pointer rests on it, is not what is checked here.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await settle(page);
    await expectNoSeriousViolations(page, `/announcement cards (${mode})`);
    await page.getByRole('list', { name: t.resultsTitle }).getByRole('link').first().click();
    await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, `/announcement drawer (${mode})`);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: t.filtersButton }).click();
    await expect(page.getByRole('dialog', { name: t.filtersTitle })).toBeVisible();
    await animationsDone(page);
    await expectNoSeriousViolations(page, `/announcement filter sheet (${mode})`);
    await context.close();
  });
