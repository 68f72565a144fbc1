import { expect, test } from '@playwright/test';
import { RoleMenusPage } from '../pages/role-menus-page';
import { RolesPage } from '../pages/roles-page';
import { Shell } from '../pages/shell';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs, stateWith } from '../support/fixtures';
import { animationsDone } from '../support/settle';
import { az, fill } from '../support/texts';

/**
 * Changes to data every other spec reads (the User role's menus and its name). This project runs
 * after all other specs, one test at a time, so no sidebar or role name is asserted mid-change.
 */
const USER_ROLE = 3;

test.describe.configure({ mode: 'serial' });

test.describe('shared reference data, as the SuperAdmin', () => {
  test.use({ storageState: signedInAs('superadmin') });

  test("ticks a menu for the User role and an agent's sidebar shows it, then unticks it", async ({
    page,
    browser,
  }) => {
    const roleMenus = new RoleMenusPage(page);
    await roleMenus.goto(USER_ROLE);
    await expectNoSeriousViolations(page, '/role-specific-menus');
    const budgets = roleMenus.menu(az.navigation.budgets);
    await expect(budgets).not.toBeChecked();
    await budgets.check();
    await expect(roleMenus.unsaved).toBeVisible();
    await expectNoSeriousViolations(page, '/role-specific-menus with changes');

    // Keep the window short: other specs check the User's sidebar exactly.
    try {
      await roleMenus.save.click();
      await expect(page.getByText(fill(az.roleMenus.saved, { role: 'User' }))).toBeVisible();
      await expect(roleMenus.unsaved).toBeHidden();

      const agent = await browser.newContext({ storageState: stateWith('agent') });
      const agentPage = await agent.newPage();
      const shell = new Shell(agentPage);
      await shell.goto('/dashboard');
      await expect(shell.sidebar.getByRole('link', { name: az.navigation.budgets })).toBeVisible();
      await agent.close();
    } finally {
      await roleMenus.goto(USER_ROLE);
      if (await budgets.isChecked()) {
        await budgets.uncheck();
        await roleMenus.save.click();
        await expect(roleMenus.unsaved).toBeHidden();
      }
    }
    await page.reload();
    await expect(roleMenus.menu(az.navigation.budgets)).not.toBeChecked();
  });

  test('renames a role and renames it back', async ({ page }) => {
    const screen = new RolesPage(page);
    await screen.goto();
    await expect(screen.table.getByRole('row')).toHaveCount(4);
    await expectNoSeriousViolations(page, 'roles table');
    await screen.renameButton('User').click();
    await animationsDone(page);
    await expectNoSeriousViolations(page, 'roles rename form');
    await screen.panel.getByRole('button', { name: az.forms.cancel }).click();

    await screen.rename('User', 'Agent');
    await screen.rename('Agent', 'User');
  });
});
