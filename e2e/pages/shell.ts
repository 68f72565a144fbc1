import type { Language } from '@emlak/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { az, texts } from '../support/texts';

/** The authenticated shell: app bar, its menus and the role's sidebar. */
export class Shell {
  readonly t: ReturnType<typeof texts>;
  readonly sidebar: Locator;
  readonly accountButton: Locator;
  readonly accountMenu: Locator;
  readonly languageButton: Locator;
  readonly modeToggle: Locator;
  readonly paletteButton: Locator;

  constructor(
    readonly page: Page,
    readonly language: Language = 'az',
  ) {
    this.t = texts(language);
    this.sidebar = page.getByRole('navigation', { name: this.t.shell.mainNavigation });
    this.accountButton = page.getByRole('button', { name: this.t.shell.accountMenu });
    this.accountMenu = page.getByRole('menu');
    this.languageButton = page.getByRole('button', { name: this.t.shell.changeLanguage });
    this.modeToggle = page
      .getByRole('button', { name: this.t.shell.switchToDark })
      .or(page.getByRole('button', { name: this.t.shell.switchToLight }));
    this.paletteButton = page.getByRole('button', { name: this.t.shell.chooseThemeColour });
  }

  async goto(path: string) {
    await this.page.goto(path);
    await expect(this.sidebar).toBeVisible();
  }

  sidebarLinks() {
    return this.sidebar.getByRole('link');
  }

  /** The sidebar's links as their paths, in display order. */
  async sidebarPaths() {
    await expect(this.sidebarLinks().first()).toBeVisible();
    return this.sidebarLinks().evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  }

  async openAccountMenu() {
    await this.accountButton.click();
    await expect(this.accountMenu).toBeVisible();
  }

  accountMenuItem(name: string) {
    return this.accountMenu.getByRole('menuitem', { name });
  }

  /**
   * Chooses an item of the account menu that leaves the page, until the address matches `until`.
   * On a loaded machine a click can land while the menu is still being placed and leave it open on
   * the page (a CI run's lock test, 2026-12-07): then the item is clicked again.
   */
  private async leaveBy(name: string, until: RegExp) {
    await expect(async () => {
      if (until.test(this.page.url())) return;
      if (!(await this.accountMenu.isVisible())) await this.openAccountMenu();
      await this.accountMenuItem(name).click({ timeout: 5_000 });
      await expect(this.page).toHaveURL(until, { timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
  }

  async logout() {
    await this.leaveBy(this.t.shell.logout, /\/accounts\/login$/);
  }

  async lock() {
    await this.leaveBy(this.t.shell.lock, /\/lock$/);
  }

  /** Picks a language in the app bar's language menu (wide screens). */
  async chooseLanguage(language: Language) {
    await this.languageButton.click();
    await this.page.getByRole('menuitem', { name: az.common.languages[language] }).click();
    await expect(this.page.getByRole('menu')).toBeHidden();
  }

  /** Picks a palette in the app bar's palette popover; the swatches are named in the current language. */
  async choosePalette(paletteLabel: string) {
    await this.paletteButton.click();
    const popover = this.page.getByRole('presentation').getByLabel(this.t.shell.themeColour);
    await popover.getByRole('button', { name: paletteLabel }).click();
    await this.page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  }
}
