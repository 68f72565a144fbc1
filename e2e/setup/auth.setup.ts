import { expect, test as setup } from '@playwright/test';
import { savedAccounts, storageStateOf, type SavedRole } from '../support/accounts';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';

setup.describe.configure({ mode: 'parallel' });

/** Signs each role in once through the real login form and saves the session for the specs. */
for (const role of Object.keys(savedAccounts) as SavedRole[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(savedAccounts[role].email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(new Shell(page).sidebarLinks().first()).toBeVisible();
    await page.context().storageState({ path: storageStateOf(role) });
  });
}
