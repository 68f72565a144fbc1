import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { MapPage } from '../pages/map-page';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs } from '../support/fixtures';
import { settle } from '../support/settle';
import { az, fill, texts } from '../support/texts';
import { postedListing } from '../pages/user-ads-page';
import { isPhone, lookContext, looksToShoot, lookMatrix } from '../support/looks';

const shots = join(import.meta.dirname, '..', 'screenshots');
const t = az.map;

/** Nərimanov metro station in the gazetteer (about 40.4028, 49.8706). */
const NARIMANOV = { lat: 40.4028, lon: 49.8706 };

// The saved agent session (metered: 1,700 searches; each settled map move is one).
test.describe('map', () => {
  test.use({ storageState: signedInAs('agent') });

  test.beforeEach(async ({ context }) => {
    await MapPage.blockOtherHosts(context);
  });

  test('works with the tiles blocked: place search, radius, markers, the card and my list', async ({
    page,
  }) => {
    const map = new MapPage(page);
    const tileRequests: string[] = [];
    page.on('requestfailed', (request) => {
      if (!request.url().startsWith(baseURL)) tileRequests.push(request.url());
    });
    await map.open();
    // A listing of our own about 450 m north of the metro station (not under the place's pin): the
    // one this test adds to the (shared) list, so that no other spec's addition can make it a 409.
    const own = await postedListing(page, 123_000, {
      latitude: NARIMANOV.lat + 0.004,
      longitude: NARIMANOV.lon,
    });
    // Baku at zoom 10; the listings arrive although no tile could load.
    await expect.poll(() => map.view()[2]).toBe(10);
    const [lat, lon] = map.view();
    expect(lat).toBeCloseTo(40.41, 2);
    expect(lon).toBeCloseTo(49.83, 2);
    await expect(map.markers.first()).toBeVisible();
    await expect(page.getByText(t.messages.tilesOffline)).toBeVisible();
    expect(tileRequests.length).toBeGreaterThan(0);

    // Suggestions as one types; the pick flies to the metro station at zoom 14 and is kept.
    await map.search.fill('nerimanov m');
    const option = page
      .getByRole('option', { name: /Nərimanov/ })
      .filter({ hasText: t.kinds.metro })
      .first();
    await expect(option).toBeVisible();
    await option.click();
    await expect.poll(() => map.view()[2]).toBe(14);
    expect(map.view()[0]).toBeCloseTo(NARIMANOV.lat, 2);
    expect(map.view()[1]).toBeCloseTo(NARIMANOV.lon, 2);
    expect(Number(map.params().lat)).toBeCloseTo(NARIMANOV.lat, 2);
    await expect(
      page.getByText(new RegExp(`^${fill(t.selectedPlace, { name: '' })}.*Nərimanov`)),
    ).toBeVisible();

    // Reload keeps the selected place.
    await page.reload();
    await expect(
      page.getByText(new RegExp(`^${fill(t.selectedPlace, { name: '' })}.*Nərimanov`)),
    ).toBeVisible();

    // A radius: 5 km, then 1 km narrows the list.
    await map.chooseRadius(fill(t.radius.km, { value: '5' }));
    await expect(page.getByText(fill(t.results.inRadius, { radius: '5' }))).toBeVisible();
    await settle(page);
    const wide = await map.total();
    await map.chooseRadius(fill(t.radius.km, { value: '1' }));
    await expect(page.getByText(fill(t.results.inRadius, { radius: '1' }))).toBeVisible();
    await settle(page);
    await expect.poll(() => map.total()).toBeLessThan(wide);
    expect(await map.total()).toBeGreaterThan(0);
    expect(map.params().r).toBe('1');
    await expect(map.results.getByRole('button').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/map with a radius');

    // Our listing's entry opens its card; "Add to my list" asks, then adds.
    await map.results.getByRole('button', { name: own.title }).click();
    // The card is a region inside the map's region: the innermost one holding the link.
    const card = page
      .getByRole('region')
      .filter({ has: page.getByRole('link', { name: t.card.open }) })
      .last();
    await expect(card).toBeVisible();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    const open = card.getByRole('link', { name: t.card.open });
    expect(await open.getAttribute('href')).toMatch(/^\/announcement\?ad=\d+$/);
    await card.getByRole('button', { name: az.announcements.addToList.button }).click();
    const dialog = map.dialog(az.announcements.addToList.title);
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, '/map add to list dialog');
    await dialog.getByRole('button', { name: az.announcements.addToList.confirm }).click();
    await expect(page.getByText(fill(az.announcements.addToList.added, { name: title }))).toBeVisible();

    // "Open" goes to the listing's drawer on the market screen.
    await open.click();
    await expect(page).toHaveURL(/\/announcement\?ad=\d+$/);
    const drawer = page.getByRole('dialog', { name: title });
    await expect(drawer).toBeVisible();
    // The demo listings have coordinates: the drawer shows the pin on its small map (lazy chunk).
    const pin = drawer.getByRole('group', { name: fill(t.detail.locationOf, { name: title }) });
    await expect(pin.locator('.leaflet-container')).toBeVisible();
    await expect(pin.locator('.emlak-map-place')).toBeVisible();
    await expectNoSeriousViolations(page, '/announcement drawer with its map');
  });

  test('clusters zoom in when clicked; the place search says when nothing is found', async ({ page }) => {
    const map = new MapPage(page);
    await map.open('?at=40.45,49.9,8');
    await expect(map.markers.first()).toBeVisible();
    const clusters = await map.clusters.count();
    if (clusters > 0) {
      await map.clusters.first().click();
      await expect.poll(() => map.view()[2]).toBe(10);
    }
    await map.search.fill('qwzxvy');
    await map.search.press('Enter');
    await expect(map.alert()).toHaveText(t.messages.noResults);
    await map.search.fill('?!.,');
    await map.search.press('Enter');
    await expect(map.alert()).toHaveText(t.messages.invalidTerm);
  });
});

test.describe('map without geolocation permission', () => {
  test.use({
    storageState: signedInAs('agent'),
    geolocation: { latitude: NARIMANOV.lat, longitude: NARIMANOV.lon },
    permissions: [],
  });

  test('says the current location is unavailable when it is denied', async ({ page, context }) => {
    await MapPage.blockOtherHosts(context);
    const map = new MapPage(page);
    await map.open();
    await map.myLocation.click();
    await expect(map.alert()).toHaveText(t.messages.locationUnavailable);
  });
});

test.describe('map with geolocation granted', () => {
  test.use({
    storageState: signedInAs('agent'),
    geolocation: { latitude: NARIMANOV.lat, longitude: NARIMANOV.lon },
    permissions: ['geolocation'],
  });

  test('flies to my location, named by the server', async ({ page, context }) => {
    await MapPage.blockOtherHosts(context);
    const map = new MapPage(page);
    await map.open();
    await map.myLocation.click();
    await expect.poll(() => map.view()[2]).toBe(14);
    await expect(page.getByText(new RegExp(`^${fill(t.selectedPlace, { name: '' })}`))).toBeVisible();
  });
});

test.describe('bundles', () => {
  test.use({ storageState: signedInAs('agent') });

  test('Leaflet is loaded by the map screen only', async ({ page, context }) => {
    await MapPage.blockOtherHosts(context);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) scripts.push(request.url());
    });
    await page.goto('/dashboard');
    await settle(page);
    expect(scripts.filter((url) => /map-tiles|leaflet/.test(url))).toEqual([]);
    await page.goto('/map');
    await expect(page.locator('.leaflet-container')).toBeVisible();
    expect(scripts.filter((url) => /map-tiles/.test(url)).length).toBeGreaterThan(0);
  });
});

const shoot = async (page: Page, name: string) => {
  await settle(page);
  await page.screenshot({ path: join(shots, name), fullPage: false });
};

for (const { width, lang, mode } of looksToShoot(lookMatrix([1280, 390], ['az', 'en', 'ru'] as const))) {
  const folder = `${width}/${lang}-${mode}`;
  test(`screenshot of the map, ${folder}`, async ({ browser }) => {
    const phone = isPhone({ width });
    const context = await lookContext(browser, 'agent', { width, lang, mode });
    await MapPage.blockOtherHosts(context);
    const page = await context.newPage();
    const map = new MapPage(page, lang);
    const local = texts(lang).map;
    await map.open(`?lat=${NARIMANOV.lat}&lon=${NARIMANOV.lon}&place=N%C9%99rimanov&r=1`);
    await expect(map.markers.first()).toBeVisible();
    await map.points.first().click({ force: true });
    await expect(page.getByRole('link', { name: local.card.open })).toBeVisible();
    await expectNoSeriousViolations(page, `/map ${folder}`);
    await shoot(page, `${folder}/map.png`);
    if (phone) {
      await page.getByRole('button', { name: new RegExp(`^${local.results.show}( \\(|$)`) }).click();
      await expect(page.getByRole('list', { name: local.results.listLabel })).toBeVisible();
      await shoot(page, `${folder}/map-list.png`);
    } else {
      await page.getByRole('button', { name: local.filters.button }).click();
      await shoot(page, `${folder}/map-filters.png`);
    }
    await context.close();
  });
}
