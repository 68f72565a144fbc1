import { expect, type Page } from '@playwright/test';
import { az } from '../support/texts';
import { TableScreen } from './table-screen';

/** The audit log screen (/audit). */
export class AuditPage extends TableScreen {
  readonly t = az.audit;

  constructor(page: Page) {
    super(page, '/audit', az.audit.title);
  }

  /** Shows more rows per page: entries of parallel specs may push an entry off the first five. */
  async showRows(count: number) {
    await this.page.getByRole('combobox', { name: az.table.rowsPerPage }).click();
    await this.page.getByRole('option', { name: String(count), exact: true }).click();
    await expect(this.page.getByRole('listbox')).toBeHidden();
  }
}
