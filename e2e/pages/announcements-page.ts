import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../support/settle';
import { az, fill } from '../support/texts';

/** The market search (/announcement): the search panel, the results, the drawer, saved searches. */
export class AnnouncementsPage {
  readonly t = az.announcements;
  readonly path = '/announcement';
  readonly heading: Locator;
  readonly table: Locator;
  readonly cards: Locator;
  readonly textSearch: Locator;
  readonly postButton: Locator;
  readonly saveSearchButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: az.announcements.title });
    this.table = page.getByRole('table', { name: az.announcements.resultsTitle });
    this.cards = page.getByRole('list', { name: az.announcements.resultsTitle });
    this.textSearch = page.getByRole('searchbox', { name: az.announcements.searchLabel });
    this.postButton = page.getByRole('button', { name: az.announcements.post });
    this.saveSearchButton = page.getByRole('button', { name: az.announcements.saved.saveButton });
  }

  /** Opens the screen at an address (`?city=1&rooms=2`) and waits for its first results. */
  async open(search = '', { cards = false } = {}) {
    await this.page.goto(`${this.path}${search}`);
    await expect(this.heading).toBeVisible();
    const results = cards ? this.cards.getByRole('listitem') : this.table.locator('tbody tr');
    await expect(results.first()).toBeVisible();
    await settle(this.page);
  }

  /** The search params of the address, as an object. */
  params() {
    return Object.fromEntries(new URL(this.page.url()).searchParams);
  }

  chipGroup(name: string) {
    return this.page.getByRole('group', { name });
  }

  chip(group: string, name: string) {
    return this.chipGroup(group).getByRole('button', { name, exact: true });
  }

  amount(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  get dealTabs() {
    return this.page.getByRole('tablist', { name: az.listing.fields.addType });
  }

  /** The detail drawer of the listing titled `title`. */
  drawer(title: string | RegExp) {
    return this.page.getByRole('dialog', { name: title });
  }

  /** "Add to my list" buttons of rows or cards whose listing is not in the list yet. */
  addButtons() {
    return this.page.getByRole('button', {
      name: new RegExp(`^${fill(this.t.addToList.buttonFor, { name: '' })}`),
    });
  }

  savedSearchesButton() {
    return this.page.getByRole('button', { name: new RegExp(`^${this.t.saved.menu}`) });
  }

  row(text: string | RegExp) {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  panel(title: string) {
    return this.page.getByRole('region', { name: title });
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  toast(text: string) {
    return this.page.getByText(text, { exact: true });
  }

  formField(label: string) {
    return this.panel(this.t.form.createTitle).getByRole('textbox', { name: label, exact: true });
  }

  formPicker(label: string) {
    return this.panel(this.t.form.createTitle).getByRole('combobox', { name: label });
  }
}
