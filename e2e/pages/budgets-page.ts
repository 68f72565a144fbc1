import type { Language } from '@emlak/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../support/settle';
import { fill, texts } from '../support/texts';

/** The budgets screen (/budgets): filters, list, analytics, Generate month. */
export class BudgetsPage {
  readonly t: ReturnType<typeof texts>['budgets'];
  readonly heading: Locator;
  readonly table: Locator;
  readonly cards: Locator;
  readonly filters: Locator;
  readonly generateButton: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language = 'az',
  ) {
    const words = texts(lang);
    this.t = words.budgets;
    this.heading = page.getByRole('heading', { level: 1, name: words.navigation.budgets });
    this.table = page.getByRole('table', { name: this.t.list.title });
    this.cards = page.getByRole('list', { name: this.t.list.title });
    this.filters = page.getByRole('group', { name: this.t.filters.label });
    this.generateButton = page.getByRole('button', { name: this.t.generate.button });
  }

  async open(search = '') {
    await this.page.goto(`/budgets${search}`);
    await expect(this.heading).toBeVisible();
    await settle(this.page);
  }

  view(view: 'list' | 'analytics') {
    return this.page
      .getByRole('group', { name: this.t.view.label })
      .getByRole('button', { name: this.t.view[view] });
  }

  filter(name: 'organization' | 'year' | 'status') {
    return this.filters.getByRole('combobox', { name: this.t.filters[name] });
  }

  /** Picks an option of a select (MUI renders its options in a listbox outside the field). */
  async choose(select: Locator, option: string) {
    await select.click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The link that opens a budget from the list, by its period and organization. */
  openLink(period: string, organization: string) {
    return this.page.getByRole('link', { name: fill(this.t.list.open, { period, organization }) });
  }

  generateDialog() {
    return this.page.getByRole('dialog', { name: this.t.generate.title });
  }

  resultDialog() {
    return this.page.getByRole('dialog', { name: this.t.generate.resultTitle });
  }

  /** An analytics KPI card's value by its label. */
  kpi(label: string) {
    return this.page.locator('.MuiCard-root', { hasText: label }).locator('.MuiTypography-h5').first();
  }

  paymentRate() {
    return this.page.getByTestId('payment-rate');
  }
}

/** One budget (/budgets/:id): header, totals, line items, payments, invoice, Record payment. */
export class BudgetDetailPage {
  readonly t: ReturnType<typeof texts>['budgets'];
  readonly totals: Locator;
  readonly lineItems: Locator;
  readonly payments: Locator;
  readonly recordButton: Locator;
  readonly invoiceButton: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language = 'az',
  ) {
    this.t = texts(lang).budgets;
    this.totals = page.getByRole('region', { name: this.t.detail.summary });
    this.lineItems = page.getByRole('table', { name: this.t.detail.lineItems });
    this.payments = page.getByRole('table', { name: this.t.detail.payments });
    this.recordButton = page.getByRole('button', { name: this.t.payment.button });
    this.invoiceButton = page.getByRole('button', { name: this.t.invoice.button });
  }

  heading(organization: string, period: string) {
    return this.page.getByRole('heading', {
      level: 1,
      name: fill(this.t.detail.title, { organization, period }),
    });
  }

  async open(id: number) {
    await this.page.goto(`/budgets/${id}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(this.page);
  }

  paymentDialog() {
    return this.page.getByRole('dialog', { name: this.t.payment.title });
  }

  invoiceDialog() {
    return this.page.getByRole('dialog', { name: this.t.invoice.title });
  }
}
