import type { Page } from '@playwright/test';
import { az } from '../support/texts';
import { TableScreen } from './table-screen';

/** The cities screen (/cities): every role reads it, the SuperAdmin adds and edits. */
export class CitiesPage extends TableScreen {
  readonly t = az.cities;
  readonly addButton;

  constructor(page: Page) {
    super(page, '/cities', az.cities.title);
    this.addButton = page.getByRole('button', { name: az.cities.add });
  }

  field(name: keyof typeof az.cities.fields) {
    return this.page.getByRole('textbox', { name: this.t.fields[name], exact: true });
  }
}
