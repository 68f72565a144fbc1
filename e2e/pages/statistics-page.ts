import type { Language } from '@emlak/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../support/settle';
import { fill, texts } from '../support/texts';

/** "1.234.567,50 ₼" (az) or "1 234 567,50 ₼" (ru) as whole qəpik, to sum exactly. */
export const qepikOf = (text: string): bigint => {
  const digits = text.replace(/[^\d,]/g, '');
  const [whole = '0', fraction = ''] = digits.split(',');
  return BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
};

/** "1.234" (az) as a number. */
export const countOf = (text: string) => Number(text.replace(/\D/g, ''));

/** The statistics screen (/statistics): period tabs, the admin views, the own figures. */
export class StatisticsPage {
  readonly t: ReturnType<typeof texts>['statistics'];
  readonly heading: Locator;
  readonly cards: Locator;
  readonly teamTable: Locator;
  readonly leaderboard: Locator;
  readonly range: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language = 'az',
  ) {
    const words = texts(lang);
    this.t = words.statistics;
    this.heading = page.getByRole('heading', { level: 1, name: words.navigation.statistics });
    this.cards = page.getByRole('list', { name: this.t.team.label });
    this.teamTable = page.getByRole('table', { name: new RegExp(`^${this.t.table.label}`) });
    this.leaderboard = page.getByRole('list', { name: this.t.summary.leaderboard });
    this.range = page.getByRole('group', { name: this.t.range.label });
  }

  async open(search = '') {
    await this.page.goto(`/statistics${search}`);
    await expect(this.heading).toBeVisible();
    await settle(this.page);
  }

  tab(period: keyof ReturnType<typeof texts>['statistics']['periods']) {
    return this.page.getByRole('tab', { name: this.t.periods[period] });
  }

  view(view: 'cards' | 'table' | 'summary') {
    return this.page
      .getByRole('group', { name: this.t.views.label })
      .getByRole('button', { name: this.t.views[view] });
  }

  /** The caption of the days shown ("Dövr: 1–30 noyabr 2026"). */
  caption(range: string) {
    return this.page.getByText(fill(this.t.shown, { range }), { exact: true });
  }

  /** A KPI card's value by its label ('Yerləşdirilən elanlar'). */
  kpiValue(label: string) {
    return this.page
      .locator('.MuiCard-root', { has: this.page.getByText(label, { exact: true }) })
      .locator('.MuiTypography-h5');
  }

  /** The team table's rows as text cells: the body rows and the totals row. */
  async tableCells() {
    const body = await this.teamTable
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
      );
    const totals = await this.teamTable
      .locator('tfoot tr td')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));
    return { body, totals };
  }
}

/** The commission report (/statistics/commissions). */
export class CommissionReportPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly totals: Locator;

  constructor(
    readonly page: Page,
    lang: Language = 'az',
  ) {
    const words = texts(lang);
    this.heading = page.getByRole('heading', { level: 1, name: words.navigation.commissionReport });
    this.table = page.getByRole('table', { name: words.navigation.commissionReport });
    this.totals = page.getByRole('region', { name: words.statistics.report.totals });
  }

  async open(search = '') {
    await this.page.goto(`/statistics/commissions${search}`);
    await expect(this.heading).toBeVisible();
    await settle(this.page);
  }
}
