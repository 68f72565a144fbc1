import type { Locator, Page } from '@playwright/test';
import { az, fill } from '../support/texts';

/** A DataTable below `sm` (a phone): one card per row and a "more" (⋮) menu for each row's actions. */
export class CardList {
  readonly list: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.list = page.getByRole('list', { name: title });
  }

  card(text: string | RegExp) {
    return this.list.getByRole('listitem').filter({ hasText: text });
  }

  /** The "more" button of the row named `name` ("Əməliyyatlar: Leyla Həsənova"). */
  moreButton(name: string) {
    return this.page.getByRole('button', { name: fill(az.table.rowActions, { name }), exact: true });
  }

  get menu() {
    return this.page.getByRole('menu');
  }
}
