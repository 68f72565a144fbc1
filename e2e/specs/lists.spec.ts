import { expect, test, type Page } from '@playwright/test';
import { CardList } from '../pages/card-list';
import { ContactsPage } from '../pages/contacts-page';
import { OwnersPage } from '../pages/owners-page';
import { UsersPage } from '../pages/users-page';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs } from '../support/fixtures';
import { settle } from '../support/settle';
import { az, fill } from '../support/texts';

const DEMO_AGENT = 'Leyla Həsənova';
const ADMIN = 'Kamran Əliyev';

/** The page is not wider than the viewport: nothing scrolls sideways on a phone. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('lists on a phone (390 px)', () => {
  test.use({
    storageState: signedInAs('admin'),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test('users are cards with their key fields and one "more" menu for the actions', async ({
    page,
  }, testInfo) => {
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: az.users.title })).toBeVisible();
    const cards = new CardList(page, az.users.title);
    const leyla = cards.card(DEMO_AGENT);
    await expect(leyla).toBeVisible();
    await expect(page.getByRole('table', { name: az.users.title })).toHaveCount(0);
    await expect(leyla.getByText('agent@demo.az')).toBeVisible();
    await expect(leyla.getByText('+994 55 741 22 33')).toBeVisible();
    // One button per card: the actions live in its menu, not in a column that takes half the width.
    await expect(leyla.getByRole('button')).toHaveCount(1);
    await settle(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, '/users at 390 px');
    await page.screenshot({ path: testInfo.outputPath('users-390.png'), fullPage: true });

    await cards.moreButton(DEMO_AGENT).click();
    await expect(cards.menu).toBeVisible();
    const edit = cards.menu.getByRole('menuitem', { name: fill(az.users.edit, { name: DEMO_AGENT }) });
    await expect(edit).toBeFocused();
    await expect(
      cards.menu.getByRole('menuitem', { name: fill(az.users.resetPassword, { name: DEMO_AGENT }) }),
    ).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, '/users at 390 px with a row menu open');
    await page.screenshot({ path: testInfo.outputPath('users-390-menu.png') });
    await edit.click();
    await expect(cards.menu).toBeHidden();
    const panel = page.getByRole('region', { name: az.users.editTitle });
    await expect(panel.getByRole('textbox', { name: az.users.fields.email, exact: true })).toHaveValue(
      'agent@demo.az',
    );
  });

  test('the card list sorts and pages without column headers', async ({ page }) => {
    await page.goto('/users');
    const cards = new CardList(page, az.users.title);
    await expect(cards.card(DEMO_AGENT)).toBeVisible();
    await page.getByRole('combobox', { name: az.table.sortBy }).click();
    await page.getByRole('option', { name: az.users.fields.fullName, exact: true }).click();
    await page.getByRole('button', { name: az.table.sortAscending }).click();
    await expect(page.getByRole('button', { name: az.table.sortDescending })).toBeVisible();
    await expect(cards.list.getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('quick search over every declared field', () => {
  test.use({ storageState: signedInAs('admin') });

  test('users: an e-mail fragment finds the demo agent', async ({ page }) => {
    const users = new UsersPage(page);
    await users.goto();
    await expect(users.search).toHaveAttribute('placeholder', az.users.searchPlaceholder);
    await users.search.fill('agent@');
    await expect(users.row(DEMO_AGENT)).toBeVisible();
    await expect(users.row(ADMIN)).toHaveCount(0);
    // Our clear button is the only one (Chromium's own one of type="search" is hidden).
    await expect(page.getByRole('button', { name: az.table.clearSearch })).toHaveCount(1);
    await page.getByRole('button', { name: az.table.clearSearch }).click();
    await expect(users.row(ADMIN)).toBeVisible();
  });
});

test.describe('contacts', () => {
  test.use({ storageState: signedInAs('agent') });

  test("an e-mail domain finds the contacts with it; an agent's screen says it is the agency's", async ({
    page,
  }) => {
    const contacts = new ContactsPage(page);
    await contacts.goto();
    await expect(page.getByText(az.contacts.subtitle)).toBeVisible();
    await contacts.search.fill('mail.az');
    const rows = contacts.table.locator('tbody tr');
    await expect(rows.first()).toContainText('@mail.az');
    for (const row of await rows.all()) await expect(row).toContainText('@mail.az');
  });
});

test.describe('contacts as the SuperAdmin', () => {
  test.use({ storageState: signedInAs('superadmin') });

  test("say they are every agency's, with an agency column", async ({ page }) => {
    const contacts = new ContactsPage(page);
    await contacts.goto();
    await expect(page.getByText(az.contacts.subtitleAll)).toBeVisible();
    await expect(
      contacts.table.getByRole('columnheader', { name: az.contacts.fields.organizationName }),
    ).toBeVisible();
  });
});

test.describe('a phone in dark mode', () => {
  test.use({
    storageState: signedInAs('agent', { 'current-theme': 'ROYAL_BLUE_DARK' }),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test('contacts are cards there too', async ({ page }, testInfo) => {
    await page.goto('/contacts');
    const cards = new CardList(page, az.contacts.title);
    await expect(cards.list.getByRole('listitem').first()).toBeVisible();
    await settle(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('contacts-390-dark.png'), fullPage: true });
  });
});

test.describe('rtl', () => {
  test.use({ storageState: signedInAs('agent', { 'theme-direction': 'rtl' }) });

  test('phone numbers and e-mail addresses read left to right inside rtl text', async ({
    page,
  }, testInfo) => {
    const contacts = new ContactsPage(page);
    await contacts.goto();
    expect(await page.evaluate(() => document.dir)).toBe('rtl');
    const phone = contacts.table.locator('tbody tr').first().getByRole('link').first().locator('bdi');
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await expect(phone).toHaveText(/^\+994 \d{2} \d{3} \d{2} \d{2}$/);
    // On screen "+994" comes first, at the left, and the last digit group last, at the right.
    const [first, last] = await phone.evaluate((element) => {
      const text = element.firstChild as Text;
      const box = (start: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + 1);
        return range.getBoundingClientRect().left;
      };
      return [box(0), box(text.length - 1)];
    });
    expect(first).toBeLessThan(last);
    await settle(page);
    await page.screenshot({ path: testInfo.outputPath('contacts-rtl.png') });
  });
});

test.describe('wide tables on a desktop (1440 px)', () => {
  test.use({ storageState: signedInAs('agent'), viewport: { width: 1440, height: 900 } });

  test('column headers are never cut short', async ({ page }, testInfo) => {
    const owners = new OwnersPage(page);
    await owners.goto();
    // The header's words end inside its cell, left of the sticky actions column that would hide them.
    const actions = await owners.table.locator('thead th').last().boundingBox();
    const headers = owners.table.locator('thead th:not(.DataTable-actions)');
    expect(await headers.count()).toBeGreaterThan(4);
    for (const header of await headers.all()) {
      const [textRight, cellRight] = await header.evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell.querySelector('.MuiTableSortLabel-root') ?? cell);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 1);
        return [Math.max(...rects.map((rect) => rect.right)), cell.getBoundingClientRect().right];
      });
      const name = await header.innerText();
      expect(textRight, name).toBeLessThanOrEqual(cellRight + 0.5);
      expect(textRight, name).toBeLessThanOrEqual(actions!.x + 0.5);
    }
    await page.screenshot({ path: testInfo.outputPath('owners-1440.png') });
  });
});

test.describe('keyboard', () => {
  test.use({ storageState: signedInAs('admin') });

  test('"skip to content" is the first tab stop and moves focus into the main region', async ({ page }) => {
    const users = new UsersPage(page);
    await users.goto();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: az.shell.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
      true,
    );
  });

  test('a sortable column header shows a visible focus ring', async ({ page }) => {
    const users = new UsersPage(page);
    await users.goto();
    const header = users.table.getByRole('columnheader', { name: az.users.fields.email }).getByRole('button');
    await header.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(header).toBeFocused();
    const outline = await header.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.outlineWidth, style: style.outlineStyle };
    });
    expect(outline).toEqual({ width: '2px', style: 'solid' });
  });
});
