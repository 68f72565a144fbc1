import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { texts } from '../support/texts';
import type { Language } from '@emlak/contracts';

/**
 * The map screen (/map): the place search, my location, the radius, the style switcher, the
 * Leaflet map with its markers and clusters, the list beside it and a marker's card.
 */
export class MapPage {
  readonly path = '/map';
  readonly t: ReturnType<typeof texts>['map'];
  readonly heading: Locator;
  readonly search: Locator;
  readonly myLocation: Locator;
  readonly radius: Locator;
  readonly styleSelect: Locator;
  readonly results: Locator;
  readonly markers: Locator;
  readonly points: Locator;
  readonly clusters: Locator;

  constructor(
    readonly page: Page,
    readonly language: Language = 'az',
  ) {
    const local = texts(language);
    this.t = local.map;
    this.heading = page.getByRole('heading', { level: 1, name: local.navigation.map });
    this.search = page.getByRole('combobox', { name: this.t.search.label });
    this.myLocation = page.getByRole('button', { name: this.t.myLocation });
    this.radius = page.getByRole('combobox', { name: this.t.radius.label });
    this.styleSelect = page.getByRole('combobox', { name: this.t.styles.label });
    this.results = page.getByRole('list', { name: this.t.results.listLabel });
    this.points = page.locator('.emlak-map-point');
    this.clusters = page.locator('.emlak-map-cluster');
    this.markers = page.locator('.emlak-map-point, .emlak-map-cluster');
  }

  /**
   * The browser tests run with no internet: every request off the app's own origin (the tile
   * hosts) fails, as it would offline. The map must work without them.
   */
  static async blockOtherHosts(context: BrowserContext) {
    const own = new URL(baseURL).origin;
    await context.route(
      (url) => url.origin !== own && url.protocol.startsWith('http'),
      (route) => route.abort('internetdisconnected'),
    );
  }

  async open(search = '') {
    await this.page.goto(`${this.path}${search}`);
    await expect(this.heading).toBeVisible();
  }

  /** The search params of the address, as an object. */
  params() {
    return Object.fromEntries(new URL(this.page.url()).searchParams);
  }

  /** The map's view from the address: [lat, lon, zoom]. */
  view() {
    return (this.params().at ?? '').split(',').map(Number);
  }

  /** How many listings the list's count line names ('1.234 elan'). */
  async total() {
    const line = this.page.getByRole('status').filter({ hasText: this.countPattern });
    await expect(line).toBeVisible();
    return Number(((await line.textContent()) ?? '').replace(/\D/g, ''));
  }

  /** '12 elan', '1.234 elan', '1 234 объявления' but not the meter's status. */
  get countPattern() {
    const word = this.t.results.count_other.replace('{{formatted}} ', '');
    return new RegExp(`^[\\d.,\\s\u00a0\u202f]+ ${word}$`);
  }

  /** Picks a radius; again when a re-render (the map settling after a reload) closed the menu first. */
  async chooseRadius(label: string) {
    await expect(async () => {
      if (!(await this.page.getByRole('listbox').isVisible())) await this.radius.click();
      await this.page.getByRole('option', { name: label, exact: true }).click({ timeout: 3_000 });
      await expect(this.radius).toContainText(label, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }

  alert() {
    return this.page.getByRole('alert');
  }

  card(title: string | RegExp) {
    return this.page.getByRole('region', { name: title });
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  toast(text: string) {
    return this.page.getByText(text);
  }
}
