import { expect, test } from '@playwright/test';
import { MenusPage } from '../pages/menus-page';
import { RoleMenusPage } from '../pages/role-menus-page';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs } from '../support/fixtures';
import { animationsDone } from '../support/settle';
import { az, fill } from '../support/texts';

const USER_ROLE = 3;

test.describe('menus, as the SuperAdmin', () => {
  test.use({ storageState: signedInAs('superadmin') });

  test('creates, edits and deletes a menu', async ({ page }) => {
    const menus = new MenusPage(page);
    const key = `e2eGuide${Date.now().toString(36)}`;
    await menus.goto();
    await expectNoSeriousViolations(page, '/menus table');

    await menus.addButton.click();
    const panel = menus.panel(az.menus.createTitle);
    await expect(menus.field('name')).toBeFocused();
    await animationsDone(page);
    await expectNoSeriousViolations(page, '/menus form');
    await menus.field('name').fill(key);
    await menus.field('url').fill(`/${key.toLowerCase()}`);
    await menus.field('icon').fill('MenuBook');
    await menus.field('description').fill('Created by the browser test');
    await panel.getByRole('button', { name: az.forms.create }).click();
    await expect(menus.toast(az.menus.created)).toBeVisible();
    await menus.search.fill(key);
    const row = menus.row(key);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(az.menus.untranslated);
    await expect(row).toContainText('MenuBook');

    await row.getByRole('button', { name: fill(az.menus.edit, { name: key }) }).click();
    await expect(menus.field('name')).toHaveValue(key);
    // The panel focuses its first field once open; typing before that would land there.
    await expect(menus.field('name')).toBeFocused();
    await menus.field('description').fill('Edited by the browser test');
    await page.getByRole('switch', { name: az.menus.statusLabels.active }).uncheck();
    await menus.panel(az.menus.editTitle).getByRole('button', { name: az.forms.save }).click();
    await expect(menus.toast(az.menus.updated)).toBeVisible();
    await expect(row).toContainText('Edited by the browser test');
    await expect(row).toContainText(az.menus.statusLabels.inactive);

    await row.getByRole('button', { name: fill(az.menus.delete, { name: key }) }).click();
    const dialog = menus.dialog(az.menus.deleteTitle);
    await expect(dialog).toContainText(key);
    await animationsDone(page);
    await expectNoSeriousViolations(page, '/menus delete dialog');
    await dialog.getByRole('button', { name: az.forms.delete }).click();
    await expect(menus.toast(az.menus.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test.describe('menus, as an Admin', () => {
  test.use({ storageState: signedInAs('admin') });

  test('reads the menus and the role menus without write controls', async ({ page }) => {
    const menus = new MenusPage(page);
    await menus.goto();
    await expect(page.getByText(az.menus.readOnly, { exact: false })).toBeVisible();
    await expect(menus.addButton).toHaveCount(0);
    await expect(menus.table.getByRole('button', { name: /^Sil: / })).toHaveCount(0);

    const roleMenus = new RoleMenusPage(page);
    await roleMenus.goto(USER_ROLE);
    await expect(roleMenus.menu(az.navigation.contacts)).toBeChecked();
    await expect(roleMenus.menu(az.navigation.contacts)).toBeDisabled();
    await expect(roleMenus.save).toHaveCount(0);
  });
});

test.describe('menus, as a User', () => {
  test.use({ storageState: signedInAs('agent') });

  for (const path of ['/menus', '/role-specific-menus', '/audit'])
    test(`${path} answers with the 403 screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(az.errors.forbiddenText)).toBeVisible();
    });
});
