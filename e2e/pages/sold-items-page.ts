import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../support/settle';
import { az } from '../support/texts';
import { TableScreen } from './table-screen';

const t = az.userAds.soldItems;

/** Sold items (/sold-item): the table, the totals of the filter and the sale-date range. */
export class SoldItemsPage extends TableScreen {
  readonly totals: Locator;
  readonly range: Locator;

  constructor(page: Page) {
    super(page, '/sold-item', t.title);
    this.totals = page.getByRole('region', { name: t.totals.label });
    this.range = page.getByRole('group', { name: t.range });
  }

  async open() {
    await this.page.goto(this.path);
    await expect(this.heading).toBeVisible();
    await settle(this.page);
  }

  /** One figure of the totals row, by its label ('Satış sayı', 'Ümumi komissiya'). */
  total(label: keyof typeof t.totals) {
    return this.totals.locator('dt', { hasText: t.totals[label] }).locator('xpath=following-sibling::dd[1]');
  }
}
