import { Role } from '@emlak/contracts';
import { expect, test } from '@playwright/test';
import { Shell } from '../pages/shell';
import { forbiddenFor } from '../support/routes';
import { signedInAs } from '../support/fixtures';
import { az, en, literal } from '../support/texts';

test.describe('404', () => {
  test.use({ storageState: signedInAs('agent') });

  test('an unknown path says the page was not found and leads back to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: az.errors.notFoundTitle })).toBeVisible();
    await expect(page.getByText(az.errors.notFoundText)).toBeVisible();
    await page.getByRole('link', { name: az.errors.backHome }).click();
    // '/' redirects to the dashboard.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(new Shell(page).sidebar).toBeVisible();
  });
});

test.describe('403', () => {
  const named = ['/organizations', '/users', '/menus', '/roles', '/budgets', '/audit'];

  test('the route table forbids a User the screens the spec names', () => {
    expect(forbiddenFor(Role.User)).toEqual(expect.arrayContaining(named));
  });

  test.describe('in az', () => {
    test.use({ storageState: signedInAs('agent') });
    test('a User opening an admin screen sees the 403 screen in place', async ({ page }) => {
      const shell = new Shell(page);
      for (const path of forbiddenFor(Role.User)) {
        const url = path.replace(':id', '2');
        await page.goto(url);
        await expect(page.getByText(az.errors.forbiddenText), url).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: az.errors.forbiddenTitle })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${url}$`));
        // Inside the shell: the sidebar stays.
        await expect(shell.sidebar).toBeVisible();
      }
      await page.getByRole('link', { name: az.errors.mainPage }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });

  test.describe('in en', () => {
    test.use({ storageState: signedInAs('agent', { lang: 'en' }) });
    test("a User sees 'You do not have permission to access this page.'", async ({ page }) => {
      for (const path of named) {
        await page.goto(path);
        await expect(page.getByText('You do not have permission to access this page.'), path).toBeVisible();
        await expect(page.getByText(en.errors.forbiddenHint)).toBeVisible();
      }
    });
  });
});

test.describe('500 in en', () => {
  test.use({ storageState: signedInAs('guest', { lang: 'en' }) });
  test('/error shows the spec texts', async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByText('500 INTERNAL SERVER ERROR')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Opps, something went wrong.' })).toBeVisible();
    await expect(page.getByText('You can go to home page.')).toBeVisible();
    const goHome = page.getByRole('link', { name: 'Go Home' });
    await expect(goHome).toHaveAttribute('href', '/');
    await goHome.click();
    // A guest: '/' → /dashboard → the login page.
    await expect(page).toHaveURL(/\/accounts\/login$/);
  });
});

test.describe('500 in az', () => {
  test('/error shows the az texts', async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByText(az.errors.serverTitle)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: literal(az.errors.serverText) })).toBeVisible();
    await expect(page.getByText(az.errors.serverHint)).toBeVisible();
  });
});
