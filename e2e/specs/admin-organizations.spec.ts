import { expect, test } from '@playwright/test';
import { OrganizationsPage } from '../pages/organizations-page';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs } from '../support/fixtures';
import { animationsDone, panelOpened, settle } from '../support/settle';
import { az, fill } from '../support/texts';

const t = az.organizations;

test.describe('organizations as the SuperAdmin', () => {
  test.use({ storageState: signedInAs('superadmin') });

  test('creates, edits, locks and unlocks, opens the users of, and deletes an organization', async ({
    page,
  }) => {
    const screen = new OrganizationsPage(page);
    const name = `E2E Agentlik ${Date.now()}`;
    const renamed = `${name} MMC`;
    await screen.goto();
    await expect(screen.table.getByText('Xəzər Əmlak Agentliyi')).toBeVisible();
    await expectNoSeriousViolations(page, 'organizations table');

    await screen.addButton.click();
    const create = screen.formPanel('create');
    await expect(create.getByRole('textbox', { name: t.fields.name })).toBeFocused();
    await animationsDone(page);
    await expectNoSeriousViolations(page, 'organizations create form');
    await create.getByRole('textbox', { name: t.fields.name }).fill(name);
    await create.getByRole('combobox', { name: t.fields.status }).click();
    await page.getByRole('option', { name: t.statuses.pending }).click();
    await create.getByRole('button', { name: az.forms.create }).click();
    await expect(page.getByText(t.created)).toBeVisible();

    await screen.searchFor(name);
    const row = screen.row(name);
    await expect(row.getByText(t.statuses.pending)).toBeVisible();
    await expect(row.getByText(fill(t.daysLeft_other, { n: 35 }))).toBeVisible();

    await screen.action('edit', name).click();
    const edit = screen.formPanel('edit');
    await panelOpened(edit);
    await expect(edit.getByRole('textbox', { name: t.fields.name })).toHaveValue(name);
    await expect(edit.getByText(/Güzəşt müddəti .* tarixində bitir/)).toBeVisible();
    await edit.getByRole('textbox', { name: t.fields.name }).fill(renamed);
    await edit.getByRole('button', { name: az.forms.save }).click();
    await expect(page.getByText(t.updated)).toBeVisible();
    await screen.searchFor(renamed);

    await screen.action('lock', renamed).click();
    const lock = screen.dialog(t.lockTitle);
    await animationsDone(page);
    await expectNoSeriousViolations(page, 'organizations lock dialog');
    await lock.getByRole('button', { name: t.lockConfirm }).click();
    await expect(page.getByText(t.lockedToast)).toBeVisible();
    await screen.action('unlock', renamed).click();
    await screen.dialog(t.unlockTitle).getByRole('button', { name: t.unlockConfirm }).click();
    await expect(page.getByText(t.unlockedToast)).toBeVisible();
    await expect(screen.action('lock', renamed)).toBeVisible();

    await screen.action('openUsers', renamed).click();
    await expect(page).toHaveURL(/\/organizations\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText(t.detail.emptyTitle)).toBeVisible();
    await expect(page.getByText(t.detail.emptyText)).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'organization detail, empty');
    await page.getByRole('main').getByRole('link', { name: t.detail.back }).click();

    await expect(screen.heading).toBeVisible();
    await screen.searchFor(renamed);
    await screen.action('delete', renamed).click();
    const remove = screen.dialog(t.deleteTitle);
    await animationsDone(page);
    await expectNoSeriousViolations(page, 'organizations delete dialog');
    await remove.getByRole('button', { name: az.forms.delete }).click();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(screen.table.getByText(renamed)).toHaveCount(0);
  });

  test('refuses to delete an organization with users, saying to deactivate it', async ({ page }) => {
    const screen = new OrganizationsPage(page);
    await screen.goto();
    await screen.searchFor('Abşeron Mülk');
    await screen.action('delete', 'Abşeron Mülk').click();
    const dialog = screen.dialog(t.deleteTitle);
    await dialog.getByRole('button', { name: az.forms.delete }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByRole('button', { name: az.forms.cancel }).click();
    await expect(screen.table.getByText('Abşeron Mülk')).toBeVisible();
  });

  test('shows an organization’s users as numbered cards and opens the subscription panel', async ({
    page,
  }) => {
    const screen = new OrganizationsPage(page);
    await screen.goto();
    await screen.action('openUsers', 'Xəzər Əmlak Agentliyi').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Xəzər Əmlak Agentliyi' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByText('#1')).toBeVisible();
    const count = await cards.count();
    await expect(page.getByRole('tab', { name: new RegExp(t.detail.usersTab) })).toContainText(String(count));
    await settle(page);
    await expectNoSeriousViolations(page, 'organization detail, users');
    await cards
      .first()
      .getByRole('button', { name: new RegExp(t.detail.setPlan) })
      .click();
    const panel = page.getByRole('region', { name: t.detail.subscription.title });
    await expect(panel.getByRole('combobox', { name: t.detail.subscription.plan })).toBeVisible();
    const budgetsTab = page.getByRole('tab', { name: new RegExp(t.detail.budgetsTab) });
    await budgetsTab.click();
    await expect(budgetsTab).toHaveAttribute('aria-selected', 'true');
  });

  test('an unknown organization is a not-found state inside the shell', async ({ page }) => {
    await page.goto('/organizations/999999');
    await expect(page.getByRole('heading', { level: 1, name: t.detail.notFoundTitle })).toBeVisible();
  });
});

test.describe('organizations as an Admin', () => {
  test.use({ storageState: signedInAs('admin') });

  test('sees only the own organization, without SuperAdmin controls', async ({ page }) => {
    const screen = new OrganizationsPage(page);
    await screen.goto();
    await expect(screen.table.getByRole('row')).toHaveCount(2);
    await expect(screen.table.getByText('Xəzər Əmlak Agentliyi')).toBeVisible();
    await expect(screen.addButton).toHaveCount(0);
    await expect(screen.action('lock', 'Xəzər Əmlak Agentliyi')).toHaveCount(0);
    await expect(screen.action('delete', 'Xəzər Əmlak Agentliyi')).toHaveCount(0);
    await screen.action('edit', 'Xəzər Əmlak Agentliyi').click();
    const edit = screen.formPanel('edit');
    await expect(edit.getByRole('switch', { name: t.fields.isLocked })).toHaveCount(0);
    await expect(edit.getByText(t.hints.superAdminOnly)).toBeVisible();
    await animationsDone(page);
    await expectNoSeriousViolations(page, 'organizations edit form (admin)');
    await edit.getByRole('button', { name: az.forms.cancel }).click();
  });
});

test.describe('organizations as an agent', () => {
  test.use({ storageState: signedInAs('agent') });

  test('get the 403 screen', async ({ page }) => {
    for (const path of ['/organizations', '/organizations/2']) {
      await page.goto(path);
      await expect(page.getByText(az.errors.forbiddenText)).toBeVisible();
    }
  });
});
