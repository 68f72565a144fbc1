import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../support/settle';
import { az, fill } from '../support/texts';

const t = az.users;

/** The users screen (/users). */
export class UsersPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly addButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t.title });
    this.table = page.getByRole('table', { name: t.title });
    this.search = page.getByRole('searchbox', { name: az.table.search });
    this.addButton = page.getByRole('button', { name: t.add });
  }

  async goto() {
    await this.page.goto('/users');
    await expect(this.heading).toBeVisible();
    await settle(this.page);
  }

  async searchFor(name: string) {
    await this.search.fill(name);
    await expect(this.table.getByRole('row')).toHaveCount(2);
  }

  row(name: string) {
    return this.table.getByRole('row').filter({ hasText: name });
  }

  panel(mode: 'create' | 'edit') {
    return this.page.getByRole('region', { name: mode === 'create' ? t.createTitle : t.editTitle });
  }

  field(panel: Locator, key: keyof typeof t.fields) {
    return panel.getByRole('textbox', { name: t.fields[key], exact: true });
  }

  password(panel: Locator, key: 'password' | 'confirmPassword' | 'newPassword') {
    return panel.getByLabel(t.fields[key], { exact: false }).and(panel.locator(`input[name="${key}"]`));
  }

  async choose(panel: Locator, key: keyof typeof t.fields, option: string) {
    await panel.getByRole('combobox', { name: t.fields[key] }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  action(key: 'edit' | 'delete' | 'lock' | 'unlock' | 'resetPassword', name: string) {
    return this.page.getByRole('button', { name: fill(t[key], { name }), exact: true });
  }

  dialog(title: string) {
    return this.page.getByRole('dialog', { name: title });
  }
}
