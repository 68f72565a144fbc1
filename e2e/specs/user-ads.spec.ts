import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SoldItemsPage } from '../pages/sold-items-page';
import { callApi, listedListing, UserAdsPage } from '../pages/user-ads-page';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs, stateWith } from '../support/fixtures';
import { animationsDone, settle } from '../support/settle';
import { az, fill, texts } from '../support/texts';

test.use({ storageState: signedInAs('agent') });

const t = az.userAds;
const shots = join(import.meta.dirname, '..', 'screenshots');

/** The number of the listing's status tab: "İşdədir 4" → 4. */
const countOf = async (tab: ReturnType<UserAdsPage['tab']>) =>
  Number((await tab.innerText()).replace(/\D/g, ''));

const sell = async (list: UserAdsPage, amounts: { seller: string; buyer: string }) => {
  await list.amount('amountOfSeller').fill(amounts.seller);
  await list.amount('amountOfBuyer').fill(amounts.buyer);
};

test('an agent works a listing, sells it with seller and buyer commission and finds it on Sold items', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const listing = await listedListing(page, 185_000);
  const list = new UserAdsPage(page);
  await list.goto();
  await expectNoSeriousViolations(page, '/user-announcement');
  const workedBefore = await countOf(list.tab('work'));
  await list.search.fill(listing.title);
  const row = list.table('added').getByRole('row').filter({ hasText: listing.title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('185.000 ₼');

  // Work: the row moves to the "in work" tab, whose count grows by one.
  await list.action('work', listing.title).click();
  await expect(list.toast(t.worked)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(() => countOf(list.tab('work'))).toBe(workedBefore + 1);
  await list.tab('work').click();
  await expect(page).toHaveURL(/status=work/);
  await list.search.fill(listing.title);
  const working = list.table('work').getByRole('row').filter({ hasText: listing.title });
  await expect(working).toHaveCount(1);

  // Sell: the amounts checked first, the commission and its share shown as typed.
  await list.action('sell', listing.title).click();
  await expect(list.amount('amountOfSeller')).toBeFocused();
  await expect(list.amount('soldPrice')).toHaveValue('185000');
  await list.sellDialog.getByRole('button', { name: t.sellDialog.confirm }).click();
  await expect(
    list.sellDialog.getByText(fill(az.forms.required, { field: az.listing.fields.amountOfSeller })),
  ).toBeVisible();
  await sell(list, { seller: '3700,555', buyer: '1850,50' });
  await list.sellDialog.getByRole('button', { name: t.sellDialog.confirm }).click();
  await expect(list.amount('amountOfSeller')).toHaveAttribute('aria-invalid', 'true');
  await list.amount('amountOfSeller').fill('3700');
  await expect(list.sellDialog.getByText('5.550,50 ₼')).toBeVisible();
  await expect(
    list.sellDialog.getByText(fill(t.sellDialog.commissionShare, { percent: '3%' })),
  ).toBeVisible();
  await animationsDone(page);
  await expectNoSeriousViolations(page, 'sell dialog');
  await page.screenshot({ path: join(shots, '1440', 'az-light', 'user-announcement-sell-dialog.png') });
  await list.sellDialog.getByRole('button', { name: t.sellDialog.confirm }).click();
  await expect(list.toast(t.sold)).toBeVisible();
  await expect(list.sellDialog).toHaveCount(0);
  await expect(working).toHaveCount(0);

  // Sold once on the whole platform: a second sale is refused.
  const again = await callApi(page, 'POST', '/usersads/sell', {
    id: listing.userAdId,
    amountOfSeller: 1,
    amountOfBuyer: 1,
  });
  expect(again.status).toBe(409);
  expect(again.body.code).toBe('already_sold');

  await list.tab('sold').click();
  await list.search.fill(listing.title);
  const sold = list.table('sold').getByRole('row').filter({ hasText: listing.title });
  await expect(sold).toContainText('5.550,50 ₼');
  await expect(sold.getByRole('button')).toHaveCount(0); // a sold row has no actions

  // Sold items: the row with the spec's fields, the totals of the filter.
  const soldItems = new SoldItemsPage(page);
  await soldItems.open();
  await expect(soldItems.total('count')).not.toHaveText('');
  await soldItems.search.fill(listing.title);
  const item = soldItems.row(listing.title);
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('185.000 ₼');
  await expect(item).toContainText('3.700 ₼');
  await expect(item).toContainText('1.850,50 ₼');
  const source = item.getByRole('link', { name: fill(t.soldItems.openSourceLabel, { name: listing.title }) });
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(soldItems.total('count')).toHaveText('1');
  await expect(soldItems.total('price')).toHaveText('185.000 ₼');
  await expect(soldItems.total('seller')).toHaveText('3.700 ₼');
  await expect(soldItems.total('buyer')).toHaveText('1.850,50 ₼');
  await expect(soldItems.total('commission')).toHaveText('5.550,50 ₼');
  await expectNoSeriousViolations(page, '/sold-item');
});

test('Sold items narrows by a sale-date range, and its totals follow the filter', async ({ page }) => {
  const soldItems = new SoldItemsPage(page);
  await soldItems.open();
  await expect(soldItems.table.locator('tbody tr').first()).toBeVisible();
  const all = Number((await soldItems.total('count').innerText()).replace(/\D/g, ''));
  expect(all).toBeGreaterThan(0);
  await soldItems.range.getByRole('textbox', { name: t.soldItems.from }).fill('01.01.2000');
  await soldItems.range.getByRole('textbox', { name: t.soldItems.to }).fill('31.12.2000');
  await expect(soldItems.total('count')).toHaveText('0');
  await expect(soldItems.page.getByText(az.table.emptyFiltered)).toBeVisible();
  await soldItems.page.getByRole('button', { name: az.table.clearFilters }).first().click();
  await expect(soldItems.total('count')).toHaveText(new RegExp(`^${all.toLocaleString('de-DE')}$`));
  await expect(soldItems.range.getByRole('textbox', { name: t.soldItems.from })).toHaveValue('');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('an agent sells from a card of My list and sees the sale among the cards of Sold items', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const listing = await listedListing(page, 120_000);
    const list = new UserAdsPage(page);
    await list.goto();
    await list.search.fill(listing.title);
    const card = list.cards('added').getByRole('listitem').filter({ hasText: listing.title });
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: fill(az.table.rowActions, { name: listing.title }) }).click();
    await page.getByRole('menuitem', { name: fill(t.sell, { name: listing.title }) }).click();
    await sell(list, { seller: '2400', buyer: '0' });
    await expect(
      list.sellDialog.getByText(fill(t.sellDialog.commissionShare, { percent: '2%' })),
    ).toBeVisible();
    await animationsDone(page);
    await expectNoSeriousViolations(page, 'sell dialog, phone');
    await page.screenshot({ path: join(shots, '390', 'az-light', 'user-announcement-sell-dialog.png') });
    await list.sellDialog.getByRole('button', { name: t.sellDialog.confirm }).click();
    await expect(list.toast(t.sold)).toBeVisible();

    const soldItems = new SoldItemsPage(page);
    await soldItems.open();
    await soldItems.search.fill(listing.title);
    const cards = page.getByRole('list', { name: t.soldItems.title }).getByRole('listitem');
    await expect(cards.filter({ hasText: listing.title })).toHaveCount(1);
    await expect(cards).toHaveCount(1);
    await expect(soldItems.total('commission')).toHaveText('2.400 ₼');
    await expectNoSeriousViolations(page, '/sold-item, phone');
  });
});

/** My list and Sold items as people see them: light, dark, Russian, phone. */
const shoot = async (page: Page, folder: string, name: string) => {
  await settle(page);
  await page.screenshot({ path: join(shots, folder, `${name}.png`), fullPage: true, animations: 'disabled' });
};

for (const { folder, lang, mode, width } of [
  { folder: '1440/az-dark', lang: 'az', mode: 'dark', width: 1440 },
  { folder: '1440/ru-light', lang: 'ru', mode: 'light', width: 1440 },
  { folder: '390/ru-dark', lang: 'ru', mode: 'dark', width: 390 },
] as const) {
  test(`screenshots of My list and Sold items, ${folder}`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      isMobile: width < 600,
      reducedMotion: 'reduce',
      storageState: stateWith('agent', {
        lang,
        'current-theme': mode === 'dark' ? 'ROYAL_BLUE_DARK' : 'ROYAL_BLUE',
      }),
    });
    const page = await context.newPage();
    const words = texts(lang);
    await page.goto('/user-announcement?status=work');
    await expect(page.getByRole('heading', { level: 1, name: words.userAds.title })).toBeVisible();
    await shoot(page, folder, 'user-announcement-work');
    const firstSell = page.getByRole('button', {
      name: new RegExp(`^${fill(words.userAds.sell, { name: '' })}`),
    });
    if (width < 600) {
      await page
        .getByRole('button', { name: new RegExp(`^${fill(words.table.rowActions, { name: '' })}`) })
        .first()
        .click();
      await page
        .getByRole('menuitem', { name: new RegExp(`^${fill(words.userAds.sell, { name: '' })}`) })
        .click();
    } else await firstSell.first().click();
    await expect(page.getByRole('dialog', { name: words.userAds.sellDialog.title })).toBeVisible();
    await animationsDone(page);
    await shoot(page, folder, 'user-announcement-sell-dialog');
    await page.keyboard.press('Escape');
    await page.goto('/sold-item');
    await expect(page.getByRole('heading', { level: 1, name: words.userAds.soldItems.title })).toBeVisible();
    await shoot(page, folder, 'sold-item');
    await context.close();
  });
}
