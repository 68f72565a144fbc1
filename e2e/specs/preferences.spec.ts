import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { SettingsPage } from '../pages/settings-page';
import { Shell } from '../pages/shell';
import { signedInAs } from '../support/fixtures';
import { az, en, ru } from '../support/texts';

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);
/** The page's background: the shell paints `background.default` over the whole viewport. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('main')!.parentElement!).backgroundColor);

test.describe('language', () => {
  test('az on the login page, en there, persisting across a reload', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    expect(await htmlLang(page)).toBe('az');
    await expect(page.getByText(az.auth.subtitle)).toBeVisible();

    await login.languageButton('en').click();
    const english = new LoginPage(page, 'en');
    await expect(english.heading).toBeVisible();
    await expect(english.submit).toBeVisible();
    expect(await htmlLang(page)).toBe('en');
    expect(await stored(page, 'lang')).toBe('en');

    await page.reload();
    await expect(english.heading).toBeVisible();
    await expect(page.getByText(en.auth.subtitle)).toBeVisible();
    expect(await htmlLang(page)).toBe('en');
  });

  test.describe('in the shell', () => {
    test.use({ storageState: signedInAs('agent', { lang: 'en' }) });

    test('en → ru from the app bar, persisting across a reload', async ({ page }) => {
      const shell = new Shell(page, 'en');
      await shell.goto('/dashboard');
      await expect(shell.sidebar.getByRole('link', { name: en.navigation.announcements })).toBeVisible();
      expect(await htmlLang(page)).toBe('en');

      await shell.chooseLanguage('ru');
      const russian = new Shell(page, 'ru');
      await expect(russian.sidebar.getByRole('link', { name: ru.navigation.announcements })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: ru.navigation.dashboard })).toBeVisible();
      expect(await htmlLang(page)).toBe('ru');
      expect(await stored(page, 'lang')).toBe('ru');

      await page.reload();
      await expect(russian.sidebar.getByRole('link', { name: ru.navigation.settings })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: ru.dashboard.todos.title })).toBeVisible();
      expect(await htmlLang(page)).toBe('ru');
    });
  });
});

test.describe('appearance', () => {
  test.use({ storageState: signedInAs('agent') });

  test('palette, dark mode and rtl persist across a reload', async ({ page }) => {
    const shell = new Shell(page);
    const settings = new SettingsPage(page);
    await settings.goto();
    expect(await page.evaluate(() => document.dir)).toBe('ltr');
    const lightBackground = await background(page);

    await shell.modeToggle.click();
    await expect(page.getByRole('button', { name: az.shell.switchToLight })).toBeVisible();
    await expect(settings.modeTile('dark')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => background(page)).not.toBe(lightBackground);
    expect(await stored(page, 'current-theme')).toBe('ROYAL_BLUE_DARK');

    // The avatar in the app bar is painted in the palette's primary colour.
    const primary = () =>
      shell.accountButton
        .locator('.MuiAvatar-root')
        .evaluate((avatar) => getComputedStyle(avatar).backgroundColor);
    const royalBlue = await primary();
    await shell.choosePalette(az.common.palettes.EMERALD_GREEN);
    await expect.poll(() => stored(page, 'current-theme')).toBe('EMERALD_GREEN_DARK');
    await expect.poll(primary).not.toBe(royalBlue);
    const emerald = await primary();
    const darkBackground = await background(page);
    expect(darkBackground).not.toBe(lightBackground);

    await settings.directionTile('rtl').click();
    await expect.poll(() => page.evaluate(() => document.dir)).toBe('rtl');
    expect(await stored(page, 'theme-direction')).toBe('rtl');
    // The sidebar moves to the right edge.
    const sidebarBox = await shell.sidebar.boundingBox();
    expect(sidebarBox!.x).toBeGreaterThan(page.viewportSize()!.width / 2);

    await page.reload();
    await expect(settings.heading).toBeVisible();
    expect(await page.evaluate(() => document.dir)).toBe('rtl');
    expect(await stored(page, 'current-theme')).toBe('EMERALD_GREEN_DARK');
    expect(await background(page)).toBe(darkBackground);
    expect(await primary()).toBe(emerald);
    await expect(settings.modeTile('dark')).toHaveAttribute('aria-pressed', 'true');
    await expect(settings.paletteTile(az.common.palettes.EMERALD_GREEN)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(settings.directionTile('rtl')).toHaveAttribute('aria-pressed', 'true');

    // And back: light and ltr.
    await settings.modeTile('light').click();
    await settings.directionTile('ltr').click();
    await expect.poll(() => background(page)).not.toBe(darkBackground);
    expect(await stored(page, 'current-theme')).toBe('EMERALD_GREEN');
    expect(await page.evaluate(() => document.dir)).toBe('ltr');
  });

  test("'/' goes to the dashboard", async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: az.navigation.dashboard })).toBeVisible();
  });
});
