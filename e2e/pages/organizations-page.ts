import { expect, type Locator, type Page } from '@playwright/test';
import { az, fill } from '../support/texts';
import { TableScreen } from './table-screen';

const t = az.organizations;

/** The organizations screen (/organizations) and an organization's page (/organizations/:id). */
export class OrganizationsPage extends TableScreen {
  readonly addButton: Locator;

  constructor(page: Page) {
    super(page, '/organizations', t.title);
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

  action(key: 'edit' | 'delete' | 'lock' | 'unlock' | 'openUsers', name: string) {
    return this.page.getByRole('button', { name: fill(t[key], { name }), exact: true });
  }
}
