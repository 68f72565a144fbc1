import type { Page } from '@playwright/test';
import { az } from '../support/texts';
import { TableScreen } from './table-screen';

/** The menus screen (/menus). */
export class MenusPage extends TableScreen {
  readonly t = az.menus;
  readonly addButton;

  constructor(page: Page) {
    super(page, '/menus', az.menus.title);
    this.addButton = page.getByRole('button', { name: az.menus.add });
  }

  field(name: keyof typeof az.menus.fields) {
    return this.page.getByRole('textbox', { name: this.t.fields[name], exact: true });
  }
}
