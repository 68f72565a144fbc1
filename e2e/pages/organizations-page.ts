import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../support/settle';
import { az, fill } from '../support/texts';

const t = az.organizations;

/** The organizations screen (/organizations) and an organization's page (/organizations/:id). */
export class OrganizationsPage {
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
    await this.page.goto('/organizations');
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

  action(key: 'edit' | 'delete' | 'lock' | 'unlock' | 'openUsers', name: string) {
    return this.page.getByRole('button', { name: fill(t[key], { name }), exact: true });
  }

  dialog(title: string) {
    return this.page.getByRole('dialog', { name: title });
  }
}
