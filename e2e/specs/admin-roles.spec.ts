import { expect, test } from '@playwright/test';
import { RolesPage } from '../pages/roles-page';
import { signedInAs } from '../support/fixtures';
import { az } from '../support/texts';

test.describe('roles as an Admin', () => {
  test.use({ storageState: signedInAs('admin') });

  test('reads the roles without rename controls', async ({ page }) => {
    const screen = new RolesPage(page);
    await screen.goto();
    await expect(screen.table.getByText(az.roles.names.SuperAdmin, { exact: true })).toBeVisible();
    await expect(page.getByText(az.roles.readOnly, { exact: false })).toBeVisible();
    await expect(screen.renameButton(az.roles.names.User)).toHaveCount(0);
  });
});

test.describe('roles as an agent', () => {
  test.use({ storageState: signedInAs('agent') });

  test('get the 403 screen', async ({ page }) => {
    await page.goto('/roles');
    await expect(page.getByText(az.errors.forbiddenText)).toBeVisible();
  });
});
