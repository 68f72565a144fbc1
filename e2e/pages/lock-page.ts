import type { Language } from '@emlak/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { fill, texts } from '../support/texts';

/** The lock screen (/lock): password form, lockout countdown, or a notice to sign in again. */
export class LockPage {
  readonly t: ReturnType<typeof texts>;
  readonly heading: Locator;
  readonly password: Locator;
  readonly unlock: Locator;
  readonly timer: Locator;
  readonly goToLogin: Locator;

  constructor(
    readonly page: Page,
    readonly language: Language = 'az',
  ) {
    this.t = texts(language);
    this.heading = page.getByRole('heading', { name: this.t.lock.title, level: 1 });
    this.password = page.getByLabel(this.t.lock.password, { exact: true });
    this.unlock = page.getByRole('button', { name: this.t.lock.unlock });
    this.timer = page.getByRole('timer');
    this.goToLogin = page.getByRole('button', { name: this.t.lock.goToLogin });
  }

  async expectLocked() {
    await expect(this.page).toHaveURL(/\/lock$/);
    await expect(this.heading).toBeVisible();
  }

  async submit(password: string) {
    await this.password.fill(password);
    await this.unlock.click();
  }

  wrongPasswordAlert(attemptsLeft: number) {
    return this.page
      .getByRole('alert')
      .filter({ hasText: fill(this.t.lock.wrongPassword, { attempts: attemptsLeft }) });
  }

  lockoutHeading() {
    return this.page.getByRole('heading', { name: this.t.lock.tooManyAttempts });
  }
}
