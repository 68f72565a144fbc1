import { expect, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from '../support/accounts';
import { az, texts } from '../support/texts';
import type { Language } from '@emlak/contracts';

/** The login screen (/accounts/login). */
export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    readonly language: Language = 'az',
  ) {
    const t = texts(language);
    this.heading = page.getByRole('heading', { name: t.auth.title, level: 1 });
    this.email = page.getByRole('textbox', { name: t.auth.userName });
    // The show/hide button is named after the password too; the field is the only textbox-like input.
    this.password = page.getByLabel(t.auth.password, { exact: false }).and(page.locator('input'));
    this.submit = page.getByRole('button', { name: t.auth.submit, exact: true });
  }

  async goto() {
    await this.page.goto('/accounts/login');
    await expect(this.heading).toBeVisible();
  }

  async expectShown() {
    await expect(this.page).toHaveURL(/\/accounts\/login$/);
    await expect(this.heading).toBeVisible();
  }

  /** Signs in through the form; waits until the login screen is gone. */
  async signIn(email: string, password = PASSWORD) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
    await expect(this.page).not.toHaveURL(/\/accounts\/login/);
  }

  /** The language toggle on the card; each button is named in its own language (an endonym) and its code. */
  languageButton(language: Language) {
    return this.page.getByRole('button', {
      name: `${az.common.languages[language]} (${language.toUpperCase()})`,
      exact: true,
    });
  }

  /** The notice saved at a forced sign-out (another device), shown once. */
  notice(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
