import type { Page } from '@playwright/test';
import { az, fill } from '../support/texts';
import { TableScreen } from './table-screen';

/** The SuperAdmin's support tickets (/support/tickets): the table and a ticket's dialog. */
export class SupportTicketsPage extends TableScreen {
  constructor(page: Page) {
    super(page, '/support/tickets', az.support.tickets.title);
  }

  /** Opens a ticket from its row. */
  async open(subject: string, id: number) {
    await this.row(subject)
      .getByRole('button', { name: fill(az.support.tickets.open, { subject }) })
      .click();
    return this.dialog(fill(az.support.tickets.detailTitle, { id }));
  }
}
