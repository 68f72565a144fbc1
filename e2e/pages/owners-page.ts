import type { Page } from '@playwright/test';
import { az } from '../support/texts';
import { TableScreen } from './table-screen';

/** The owners screen (/owners). */
export class OwnersPage extends TableScreen {
  readonly t = az.owners;

  constructor(page: Page) {
    super(page, '/owners', az.owners.title);
  }

  /** The first row's "announcements" button (rows are sorted by listing count, most first). */
  viewButtons() {
    return this.table.getByRole('button', { name: /^Elanlar: / });
  }

  /** Save-to-contacts buttons of owners not in contacts yet. */
  enabledSaveButtons() {
    return this.table
      .getByRole('button', { name: /^Kontaktlara əlavə et: / })
      .and(this.page.locator(':enabled'));
  }
}
