import { expect, type Locator, type Page } from '@playwright/test';
import { az, fill } from '../support/texts';
import { TableScreen } from './table-screen';

const t = az.plans;

/** The plans screen (/plans): everyone reads it, the SuperAdmin adds, edits, switches and deletes. */
export class PlansPage extends TableScreen {
  readonly t = t;
  readonly addButton: Locator;

  constructor(page: Page) {
    super(page, '/plans', t.title);
    this.addButton = page.getByRole('button', { name: t.add });
  }

  async searchFor(name: string) {
    await this.search.fill(name);
    await expect(this.table.getByRole('row')).toHaveCount(2);
  }

  formPanel(mode: 'create' | 'edit') {
    return this.page.getByRole('region', { name: mode === 'create' ? t.createTitle : t.editTitle });
  }

  field(panel: Locator, name: 'name' | 'priceAzn' | 'requestLimit' | 'description') {
    return panel.getByRole('textbox', { name: t.fields[name], exact: true });
  }

  action(key: 'edit' | 'delete', name: string) {
    return this.page.getByRole('button', { name: fill(t[key], { name }), exact: true });
  }

  activeSwitch(name: string) {
    return this.page.getByRole('switch', { name: fill(t.activeFor, { name }) });
  }
}
