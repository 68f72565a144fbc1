import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CommissionReportPage, countOf, qepikOf, StatisticsPage } from '../pages/statistics-page';
import { callApi } from '../pages/user-ads-page';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs, stateWith } from '../support/fixtures';
import { animationsDone, settle } from '../support/settle';
import { az, fill, texts } from '../support/texts';
import { looksToShoot } from '../support/looks';

const shots = join(import.meta.dirname, '..', 'screenshots');

/** A Baku day `days` before today, YYYY-MM-DD. */
const bakuDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Baku',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() - days * 86_400_000));

// The 90 days up to yesterday: the demo's deals spread over the year, and the other specs only add
// today's sales and listings, so these figures hold still while this spec reads them.
const FROM = bakuDay(90);
const TO = bakuDay(1);
const PAST = `?period=custom&from=${FROM}&to=${TO}`;

/** The figure columns of the team table, after the name: counts and amounts. */
const MONEY = new Set([2, 4, 6, 7, 8]);

const sumColumns = (rows: string[][]) =>
  Array.from({ length: 8 }, (_, index) => {
    const column = index + 1;
    return MONEY.has(index + 1)
      ? String(rows.reduce((sum, row) => sum + qepikOf(row[column]!), 0n))
      : String(rows.reduce((sum, row) => sum + countOf(row[column]!), 0));
  });

const asSums = (totals: string[]) =>
  totals
    .slice(1)
    .map((cell, index) => (MONEY.has(index + 1) ? String(qepikOf(cell)) : String(countOf(cell))));

test.describe('an Admin', () => {
  test.use({ storageState: signedInAs('admin') });

  test('sees every agent of the agency as cards, in the table with totals equal to the rows, and in the summary', async ({
    page,
  }) => {
    const statistics = new StatisticsPage(page);
    await statistics.open(PAST);
    await expect(statistics.tab('custom')).toHaveAttribute('aria-selected', 'true');
    const answer = await callApi(
      page,
      'GET',
      `/ad/dashboard/admin/summary?period=custom&from=${FROM}&to=${TO}`,
    );
    expect(answer.status).toBe(200);
    const users = answer.body.users as { name: string; soldCount: number }[];
    expect(users.length).toBeGreaterThanOrEqual(5);
    expect(
      users.some((user) => user.soldCount > 0),
      'the demo has sales in the last 90 days',
    ).toBe(true);

    // Cards: one per user of the organization, zeros too.
    await expect(statistics.cards.getByRole('listitem')).toHaveCount(users.length);
    await expect(
      statistics.cards.getByRole('listitem', {
        name: fill(az.statistics.team.cardLabel, { name: 'Leyla Həsənova' }),
      }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, '/statistics, cards');

    // Table: the totals row is the sum of the rows, column by column, exactly.
    await statistics.view('table').click();
    await expect(page).toHaveURL(/view=table/);
    await expect(statistics.teamTable.locator('tfoot')).toBeVisible();
    const { body, totals } = await statistics.tableCells();
    expect(body).toHaveLength(users.length);
    expect(totals[0]).toBe(az.statistics.table.totals);
    expect(asSums(totals)).toEqual(sumColumns(body));
    expect(countOf(totals[3]!), 'sold in the period').toBeGreaterThan(0);
    await expectNoSeriousViolations(page, '/statistics, table');

    // Summary: the team's totals, the split, the per-agent chart and the leaderboard.
    await statistics.view('summary').click();
    await expect(page.getByRole('heading', { name: az.statistics.summary.teamTotals })).toBeVisible();
    await expect(statistics.leaderboard.getByRole('listitem').first()).toBeVisible();
    await expect(
      page.getByRole('img', { name: new RegExp(`^${az.statistics.summary.perAgent}`) }),
    ).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, '/statistics, summary');

    // A reload keeps the period and the view.
    await page.reload();
    await expect(statistics.tab('custom')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: az.statistics.summary.teamTotals })).toBeVisible();
  });

  test('a custom range is checked as the server checks it, the message under the day', async ({ page }) => {
    const statistics = new StatisticsPage(page);
    await statistics.open(`?period=custom&from=${TO}&to=${FROM}`);
    await expect(statistics.range.getByText(az.statistics.range.order)).toBeVisible();
    await expect(page.getByText(az.statistics.range.invalidTitle)).toBeVisible();
    await expectNoSeriousViolations(page, '/statistics, invalid range');
    // The tabs bring a valid period back.
    await statistics.tab('month').click();
    await expect(statistics.range).toHaveCount(0);
    await expect(statistics.cards.getByRole('listitem').first()).toBeVisible();
  });

  test('the commission report lists the agents’ deals with the totals', async ({ page }) => {
    const statistics = new StatisticsPage(page);
    await statistics.open(PAST);
    await page.getByRole('link', { name: az.statistics.report.open }).click();
    const report = new CommissionReportPage(page);
    await expect(report.heading).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/statistics/commissions\\?period=custom&from=${FROM}&to=${TO}`));
    await expect(report.table.locator('tbody tr').first()).toContainText(/₼/);
    await expect(report.totals).toContainText('₼');
    await settle(page);
    await expectNoSeriousViolations(page, '/statistics/commissions');
    // By month: one row per agent and month.
    await page.getByRole('combobox', { name: az.statistics.report.groupBy.label }).click();
    await page.getByRole('option', { name: az.statistics.report.groupBy.month }).click();
    await expect(page).toHaveURL(/groupBy=month/);
    await expect(report.table.locator('tbody tr').first()).toBeVisible();
  });
});

test.describe('a User', () => {
  test.use({ storageState: signedInAs('agent') });

  test('sees only the own figures, and the own rows of the report', async ({ page }) => {
    const statistics = new StatisticsPage(page);
    await statistics.open(PAST);
    const own = await callApi(page, 'GET', `/ad/dashboard/summary?period=custom&from=${FROM}&to=${TO}`);
    expect(own.status).toBe(200);
    await expect(statistics.kpiValue(az.statistics.figures.soldCount)).toHaveText(String(own.body.soldCount));
    await expect(statistics.kpiValue(az.statistics.figures.adsCount)).toHaveText(String(own.body.adsCount));
    await expect(page.getByRole('group', { name: az.statistics.views.label })).toHaveCount(0);
    await expect(statistics.cards).toHaveCount(0);
    const team = await callApi(
      page,
      'GET',
      `/ad/dashboard/admin/summary?period=custom&from=${FROM}&to=${TO}`,
    );
    expect(team.status).toBe(403);
    await settle(page);
    await expectNoSeriousViolations(page, '/statistics, User');

    const report = new CommissionReportPage(page);
    await report.open(PAST);
    const rows = report.table.locator('tbody tr');
    await expect(rows.first()).toContainText('Leyla Həsənova');
    const names = await rows.locator('td:first-child').allInnerTexts();
    expect(new Set(names.map((name) => name.trim()))).toEqual(new Set(['Leyla Həsənova']));
    await expectNoSeriousViolations(page, '/statistics/commissions, User');
  });
});

/** The screens as people see them: desktop and phone, az and ru, light and dark. */
const open = async (browser: Browser, role: 'admin' | 'agent', width: number, lang: string, mode: string) => {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    isMobile: width < 600,
    hasTouch: width < 600,
    reducedMotion: 'reduce',
    storageState: stateWith(role, {
      lang,
      'current-theme': mode === 'dark' ? 'ROYAL_BLUE_DARK' : 'ROYAL_BLUE',
    }),
  });
  return { context, page: await context.newPage() };
};

const shoot = async (page: Page, folder: string, name: string) => {
  await settle(page);
  await page.screenshot({ path: join(shots, folder, `${name}.png`), fullPage: true, animations: 'disabled' });
};

for (const { width, lang, mode } of looksToShoot([
  { width: 1280, lang: 'az', mode: 'light' },
  { width: 1280, lang: 'ru', mode: 'dark' },
  { width: 390, lang: 'az', mode: 'dark' },
  { width: 390, lang: 'ru', mode: 'light' },
] as const)) {
  const folder = `${width}/${lang}-${mode}`;
  test(`screenshots of Statistics and the commission report, ${folder}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const words = texts(lang);
    const admin = await open(browser, 'admin', width, lang, mode);
    const statistics = new StatisticsPage(admin.page, lang);
    await statistics.open(PAST);
    await expect(statistics.cards.getByRole('listitem').first()).toBeVisible();
    await shoot(admin.page, folder, 'statistics-cards');
    await statistics.view('table').click();
    await expect(statistics.teamTable.locator('tfoot')).toBeVisible();
    await shoot(admin.page, folder, 'statistics-table');
    await statistics.view('summary').click();
    await expect(statistics.leaderboard).toBeVisible();
    await shoot(admin.page, folder, 'statistics-summary');
    await statistics.open(`?period=custom&from=${TO}&to=${FROM}`);
    await expect(statistics.range.getByText(words.statistics.range.order)).toBeVisible();
    await shoot(admin.page, folder, 'statistics-invalid-range');
    const report = new CommissionReportPage(admin.page, lang);
    await report.open(`${PAST}&groupBy=month`);
    await expect(report.totals).toContainText('₼');
    await shoot(admin.page, folder, 'statistics-commissions');
    await admin.context.close();

    const agent = await open(browser, 'agent', width, lang, mode);
    const own = new StatisticsPage(agent.page, lang);
    await own.open('?period=year');
    await expect(agent.page.getByText(words.statistics.chart.title)).toBeVisible();
    await animationsDone(agent.page);
    await shoot(agent.page, folder, 'statistics-own');
    await agent.context.close();
  });
}
