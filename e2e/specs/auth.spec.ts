import { Role, type RoleId } from '@emlak/contracts';
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';
import { dedicated } from '../support/accounts';
import { mayOpen, shellScreens } from '../support/routes';
import { az } from '../support/texts';

/** What each role's sidebar offers (the demo's role menus): every screen for admins, the agent's own for users. */
const userMenus = [
  '/dashboard',
  '/announcement',
  '/user-announcement',
  '/sold-item',
  '/statistics',
  '/map',
  '/contacts',
  '/owners',
  '/cities',
  '/plans',
  '/interest',
  '/business-card',
  '/documents',
  '/profile',
  '/settings',
  '/support',
  '/terms',
  '/token-decoder',
];
const adminOnly = [
  '/organizations',
  '/users',
  '/roles',
  '/menus',
  '/role-specific-menus',
  '/budgets',
  '/audit',
];

const expectSidebarOf = async (page: Page, roleId: RoleId) => {
  const paths = await new Shell(page).sidebarPaths();
  // Every link leads to a screen the role may open, and the menus are the role's own.
  for (const path of paths)
    expect(
      mayOpen(
        roleId,
        shellScreens.find((screen) => screen === path)!,
      ),
      path,
    ).toBe(true);
  if (roleId === Role.User) expect(paths).toEqual(userMenus);
  else expect([...paths].sort()).toEqual([...userMenus, ...adminOnly].sort());
};

/** Signs in, checks the sidebar, logs out from the account menu; the guard then keeps the user out. */
const signInAndOut = async (page: Page, email: string, roleId: RoleId) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const shell = new Shell(page);
  await expect(page.getByRole('heading', { level: 1, name: az.navigation.dashboard })).toBeVisible();
  await expectSidebarOf(page, roleId);
  await expect(shell.sidebar.getByRole('link', { name: az.navigation.dashboard })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await shell.logout();
  await login.expectShown();
  await page.goto('/dashboard');
  await login.expectShown();
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();
};

test.describe('sign in and out', () => {
  test('an Admin sees every menu and logs out', async ({ page }) => {
    await signInAndOut(page, dedicated.admin, Role.Admin);
  });

  test('a User sees only the agent menus and logs out', async ({ page }) => {
    await signInAndOut(page, dedicated.user, Role.User);
  });

  test('the login form names an empty field', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.submit.click();
    await expect(page.getByText(`${az.auth.userName} tələb olunur`)).toBeVisible();
    await expect(page).toHaveURL(/\/accounts\/login$/);
  });
});

test.describe('route guard', () => {
  test('a guest is sent to the login page and back to the page asked for', async ({ page }) => {
    await page.goto('/cities?page=2');
    const login = new LoginPage(page);
    await login.expectShown();
    await login.signIn(dedicated.user);
    await expect(page).toHaveURL(/\/cities\?page=2$/);
    await expect(page.getByRole('heading', { level: 1, name: az.navigation.cities })).toBeVisible();
  });

  test("a guest opening '/' ends on the login page", async ({ page }) => {
    await page.goto('/');
    await new LoginPage(page).expectShown();
  });
});
