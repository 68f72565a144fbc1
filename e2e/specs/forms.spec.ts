import { expect, test, type Page } from '@playwright/test';
import { CitiesPage } from '../pages/cities-page';
import { ContactsPage } from '../pages/contacts-page';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';
import { signedInAs } from '../support/fixtures';
import { animationsDone } from '../support/settle';
import { az } from '../support/texts';

/**
 * The shared form behaviour every screen inherits from FormPanel (issue #8): phones checked with
 * the server's rule before sending, decimals typed the language's way, a 409 under its field, and
 * the unsaved-changes question on every way out. Nothing here changes shared data: refused forms
 * send nothing, and the one save is answered by the test itself.
 */

/** The requests of a method to an API path, recorded from now on. */
const recordRequests = (page: Page, method: string, path: string) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === `/api/v1${path}`)
      seen.push(request.postData() ?? '');
  });
  return seen;
};

test.describe('as a guest', () => {
  test.use({ storageState: signedInAs('guest') });

  test("refuses 'not-an-email' before sending, without loading the phone rule", async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    const logins = recordRequests(page, 'POST', '/accounts/login');
    const login = new LoginPage(page);
    await login.goto();
    await login.email.fill('not-an-email');
    await login.password.fill('Demo12345!');
    await login.submit.click();
    await expect(page.getByText(az.forms.invalidEmail)).toBeVisible();
    expect(logins).toEqual([]);
    await page.waitForLoadState('networkidle');
    // libphonenumber-js's metadata names every country's calling codes; the login page needs none.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.includes('country_calling_codes'))).toEqual([]);
  });
});

test.describe('as an agent', () => {
  test.use({ storageState: signedInAs('agent') });

  test('flags a wrong phone under its field before anything is sent', async ({ page }) => {
    const contacts = new ContactsPage(page);
    await contacts.goto();
    const posts = recordRequests(page, 'POST', '/contacts');
    await contacts.addButton.click();
    await expect(contacts.field('ownerName')).toBeFocused();
    await contacts.field('ownerName').fill('E2E Telefon yoxlaması');
    await contacts.field('phone1').fill('12345');
    await contacts.field('phone2').fill('abc');
    await contacts.field('email').fill('not-an-email');
    const panel = contacts.panel(az.contacts.createTitle);
    await panel.getByRole('button', { name: az.forms.create }).click();

    await expect(contacts.field('phone1')).toHaveAttribute('aria-invalid', 'true');
    await expect(contacts.field('phone2')).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByText(az.forms.invalidPhone)).toHaveCount(2);
    await expect(panel.getByText(az.forms.invalidEmail)).toBeVisible();

    // Written any way a person writes it, the same number passes (the server stores E.164).
    await contacts.field('phone1').fill('(050) 123-45-67');
    await contacts.field('phone2').fill('');
    await expect(contacts.field('phone1')).toHaveAttribute('aria-invalid', 'false');
    await expect(contacts.field('phone2')).toHaveAttribute('aria-invalid', 'false');
    expect(posts).toEqual([]);
  });

  test('asks before unsaved changes are lost: sidebar link, Escape, back', async ({ page }) => {
    const shell = new Shell(page);
    const contacts = new ContactsPage(page);
    await shell.goto('/dashboard');
    await shell.sidebar.getByRole('link', { name: az.navigation.contacts }).click();
    await expect(contacts.heading).toBeVisible();
    await contacts.addButton.click();
    await expect(contacts.field('ownerName')).toBeFocused();
    await contacts.field('ownerName').fill('E2E Yadda saxlanmamış');
    const question = page.getByRole('dialog', { name: az.forms.unsavedTitle });

    // A sidebar link: Stay keeps the form as it was.
    await shell.sidebar.getByRole('link', { name: az.navigation.dashboard }).click();
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: az.forms.stay })).toBeFocused();
    await question.getByRole('button', { name: az.forms.stay }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(contacts.field('ownerName')).toHaveValue('E2E Yadda saxlanmamış');

    // Escape in the form asks too; Escape in the question stays.
    await contacts.field('ownerName').press('Escape');
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(contacts.panel(az.contacts.createTitle)).toBeVisible();

    // The browser's back button, then Discard changes leaves.
    await page.goBack();
    await expect(question).toBeVisible();
    await animationsDone(page);
    await question.getByRole('button', { name: az.forms.discardChanges }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('as the SuperAdmin', () => {
  test.use({ storageState: signedInAs('superadmin') });

  test("reads '40,40' as 40.40 in az and shows a 409 under the field it names", async ({ page }) => {
    const cities = new CitiesPage(page);
    await cities.goto();
    const bodies: unknown[] = [];
    // The server's answer is the test's own, so that no city is added to the shared data.
    await page.route('**/api/v1/cities', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      bodies.push(route.request().postDataJSON());
      return route.fulfill({
        status: 409,
        json: {
          status: 409,
          code: 'duplicate',
          message: 'Belə şəhər artıq var',
          errors: { name: ['Bu adda şəhər artıq var: Quba'] },
          requestId: 'e2e',
        },
      });
    });
    await cities.addButton.click();
    await expect(cities.field('name')).toBeFocused();
    await cities.field('name').fill('Quba');
    await cities.field('nameEn').fill('Quba');
    await cities.field('nameRu').fill('Куба');
    await cities.field('latitude').fill('40,40');
    await cities.field('longitude').fill('48.5');
    await cities.field('displayOrder').fill('3');
    await cities.field('latitude').blur();
    await expect(cities.field('latitude')).toHaveValue('40,4');
    await expect(cities.field('longitude')).toHaveValue('48,5');

    const panel = cities.panel(az.cities.createTitle);
    await panel.getByRole('button', { name: az.forms.create }).click();
    await expect(panel.getByText('Bu adda şəhər artıq var: Quba')).toBeVisible();
    await expect(cities.field('name')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ latitude: 40.4, longitude: 48.5, displayOrder: 3 });

    // Out of bounds, the message writes the bound the az way.
    await cities.field('latitude').fill('60,5');
    await expect(panel.getByText('En dairəsi ən çox 41,95 ola bilər')).toBeVisible();

    // Closing the changed form asks; Discard changes closes it.
    await panel.getByRole('button', { name: az.forms.cancel }).click();
    const question = page.getByRole('dialog', { name: az.forms.unsavedTitle });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: az.forms.discardChanges }).click();
    await expect(panel).toBeHidden();
    expect(bodies).toHaveLength(1);
  });
});
