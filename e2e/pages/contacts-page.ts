import type { Page } from '@playwright/test';
import { az } from '../support/texts';
import { TableScreen } from './table-screen';

/** The contacts screen (/contacts). */
export class ContactsPage extends TableScreen {
  readonly t = az.contacts;
  readonly addButton;
  readonly phoneSearch;

  constructor(page: Page) {
    super(page, '/contacts', az.contacts.title);
    this.addButton = page.getByRole('button', { name: az.contacts.add });
    this.phoneSearch = page.getByRole('searchbox', { name: az.contacts.phoneSearch });
  }

  field(name: keyof typeof az.contacts.fields) {
    return this.page.getByRole('textbox', { name: this.t.fields[name], exact: true });
  }
}
