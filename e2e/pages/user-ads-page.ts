import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../support/settle';
import { az, fill } from '../support/texts';

const t = az.userAds;

/** Calls the API from a signed-in page, with its token and device id, as the web app does. */
export const callApi = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const token = decodeURIComponent(/(?:^|; )accessToken=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const device = localStorage.getItem('app_device_id') ?? '';
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'X-Device-Id': device,
          'Device-Id': device,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
    },
    { method, path, body },
  );

/**
 * A listing of the caller's agency in Baku, posted through the API with a unique title (and, when
 * given, coordinates): a listing no other test touches.
 */
export const postedListing = async (
  page: Page,
  price: number,
  at?: { latitude: number; longitude: number },
) => {
  const cities = await callApi(page, 'GET', '/cities/dropdown');
  const baku = (cities.body as unknown as { value: number; displayText: string }[]).find(
    (city) => city.displayText === 'Bakı',
  );
  expect(baku, 'the seeded city Bakı').toBeDefined();
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  const title = `E2E satış ${stamp}`;
  const posted = await callApi(page, 'POST', '/ad', {
    title,
    price,
    addType: 'sell',
    propertyType: 1,
    cityId: baku!.value,
    rooms: 3,
    stage: 4,
    stages: 9,
    area: 92,
    phone1: `+99477${digits}`,
    baseUrl: `https://example.az/e2e/${stamp}`,
    ...at,
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  return { title, adId: Number(posted.body.id) };
};

/**
 * A listing of the caller's agency, posted through the API and added to the caller's list: a row
 * of My list no other test touches. Returns its title.
 */
export const listedListing = async (page: Page, price: number) => {
  const { title, adId } = await postedListing(page, price);
  const added = await callApi(page, 'POST', '/usersads', { adId });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { title, adId, userAdId: Number(added.body.id) };
};

/** My list (/user-announcement): the status tabs, the rows of the chosen one, the sell dialog. */
export class UserAdsPage {
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t.title });
    this.tabs = page.getByRole('tablist', { name: t.tabs });
    this.search = page.getByRole('searchbox', { name: az.table.search });
  }

  async goto(status?: 'added' | 'work' | 'sold') {
    await this.page.goto(
      status && status !== 'added' ? `/user-announcement?status=${status}` : '/user-announcement',
    );
    await expect(this.heading).toBeVisible();
    await settle(this.page);
  }

  tab(status: 'added' | 'work' | 'sold') {
    return this.tabs.getByRole('tab', { name: new RegExp(`^${az.listing.statuses[status]}`) });
  }

  table(status: 'added' | 'work' | 'sold') {
    return this.page.getByRole('table', { name: `${t.title}: ${az.listing.statuses[status]}` });
  }

  cards(status: 'added' | 'work' | 'sold') {
    return this.page.getByRole('list', { name: `${t.title}: ${az.listing.statuses[status]}` });
  }

  action(kind: 'work' | 'sell' | 'remove', name: string) {
    return this.page.getByRole('button', { name: fill(t[kind], { name }), exact: true });
  }

  get sellDialog() {
    return this.page.getByRole('dialog', { name: t.sellDialog.title });
  }

  amount(name: 'amountOfSeller' | 'amountOfBuyer' | 'soldPrice' | 'soldDate') {
    return this.sellDialog.getByRole('textbox', { name: az.listing.fields[name], exact: true });
  }

  toast(text: string) {
    return this.page.getByText(text, { exact: true });
  }
}
