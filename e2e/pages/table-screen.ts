import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../support/settle';
import { az } from '../support/texts';

/** What every DataTable screen has: its heading, its table, the row of a text and the quick search. */
export class TableScreen {
  readonly heading: Locator;
  readonly table: Locator;
  readonly search: Locator;

  constructor(
    readonly page: Page,
    readonly path: string,
    readonly title: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: title });
    this.table = page.getByRole('table', { name: title });
    this.search = page.getByRole('searchbox', { name: az.table.search });
  }

  async goto() {
    await this.page.goto(this.path);
    await expect(this.heading).toBeVisible();
    await expect(this.table.locator('tbody tr').first()).toBeVisible();
    await settle(this.page);
  }

  row(text: string | RegExp) {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  /** The form panel, by its title ('Yeni menyu', 'Menyunu redaktə et'). */
  panel(title: string) {
    return this.page.getByRole('region', { name: title });
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  toast(text: string) {
    return this.page.getByText(text, { exact: true });
  }
}
