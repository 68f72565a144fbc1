import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';
import { savedAccounts } from '../support/accounts';
import { sidebarScreens } from '../support/routes';
import { az } from '../support/texts';

/**
 * The only SuperAdmin signs in and out here, in the `last` project: a new sign-in revokes the
 * saved SuperAdmin session the other specs use (one active device per user).
 */
test('the SuperAdmin sees every screen in the sidebar and logs out', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(savedAccounts.superadmin.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const shell = new Shell(page);
  const paths = await shell.sidebarPaths();
  // Every screen of the route table that has a menu.
  expect([...paths].sort()).toEqual([...sidebarScreens].sort());
  await expect(page.getByRole('heading', { level: 1, name: az.navigation.dashboard })).toBeVisible();

  await shell.logout();
  await login.expectShown();
  await page.goto('/audit');
  await login.expectShown();
});
