import type { Language } from '@emlak/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { texts } from '../support/texts';

/** The settings screen (/settings): appearance, language, currency, lock. */
export class SettingsPage {
  readonly t: ReturnType<typeof texts>;
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    readonly language: Language = 'az',
  ) {
    this.t = texts(language);
    this.heading = page.getByRole('heading', { name: this.t.settings.title, level: 1 });
  }

  async goto() {
    await this.page.goto('/settings');
    await expect(this.heading).toBeVisible();
  }

  /** A tile of one of the choice groups ('Rejim', 'Yazı istiqaməti', 'Dil', ...). */
  choice(group: string, option: string) {
    return this.page.getByRole('group', { name: group, exact: true }).getByRole('button', { name: option });
  }

  modeTile(mode: 'light' | 'dark') {
    return this.choice(this.t.settings.appearance.mode, this.t.settings.appearance[mode]);
  }

  directionTile(direction: 'ltr' | 'rtl') {
    return this.choice(this.t.settings.appearance.direction, this.t.settings.appearance[direction]);
  }

  /** The palette tiles are named after the palette (in the current language). */
  paletteTile(label: string) {
    return this.page.getByRole('button', { name: label, exact: true });
  }
}
