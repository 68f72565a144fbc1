import { expect, type Locator, type Page } from '@playwright/test';
import { az, fill } from '../support/texts';
import { TableScreen } from './table-screen';

const t = az.users;

/** The users screen (/users). */
export class UsersPage extends TableScreen {
  readonly addButton: Locator;

  constructor(page: Page) {
    super(page, '/users', t.title);
    this.addButton = page.getByRole('button', { name: t.add });
  }

  async searchFor(name: string) {
    await this.search.fill(name);
    await expect(this.table.getByRole('row')).toHaveCount(2);
  }

  /** The form panel in create or edit mode. */
  formPanel(mode: 'create' | 'edit') {
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
}
