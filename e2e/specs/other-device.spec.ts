import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';
import { dedicated } from '../support/accounts';
import { az, en } from '../support/texts';

// Both tests sign the same dedicated user in; a file's tests run one after the other.
test('a sign-in on another device signs the first one out with the other-device message', async ({
  browser,
}) => {
  // Two browser contexts: two devices (each its own app_device_id), the same user.
  const deviceA = await browser.newContext();
  const deviceB = await browser.newContext();
  const pageA = await deviceA.newPage();
  const pageB = await deviceB.newPage();

  const loginA = new LoginPage(pageA);
  await loginA.goto();
  await loginA.signIn(dedicated.otherDevice);
  await expect(new Shell(pageA).sidebar).toBeVisible();

  const loginB = new LoginPage(pageB);
  await loginB.goto();
  await loginB.signIn(dedicated.otherDevice);
  await expect(new Shell(pageB).sidebar).toBeVisible();

  // Device A's next call is refused (403 other_device): signed out, told why on the login page.
  await pageA.goto('/cities');
  await loginA.expectShown();
  await expect(loginA.notice(az.http.otherDevice)).toBeVisible();
  expect(az.http.otherDevice).toMatch(/^Profilinizə başqa cihazdan daxil olundu\./);

  // Shown once: a reload of the login page no longer shows it.
  await pageA.reload();
  await expect(loginA.heading).toBeVisible();
  await expect(loginA.notice(az.http.otherDevice)).toHaveCount(0);

  // Device B keeps working.
  await pageB.goto('/cities');
  await expect(pageB.getByRole('heading', { level: 1, name: az.navigation.cities })).toBeVisible();

  await deviceA.close();
  await deviceB.close();
});

test.describe('in en', () => {
  test('the message reads in English', async ({ browser }) => {
    const deviceA = await browser.newContext();
    const deviceB = await browser.newContext();
    const pageA = await deviceA.newPage();
    const pageB = await deviceB.newPage();
    // The language is stored once the page has started (it writes its language then), not before.
    await new LoginPage(pageA).goto();
    await pageA.evaluate(() => localStorage.setItem('lang', 'en'));

    const loginA = new LoginPage(pageA, 'en');
    await loginA.goto();
    await loginA.signIn(dedicated.otherDevice);
    await expect(new Shell(pageA, 'en').sidebar).toBeVisible();

    const loginB = new LoginPage(pageB);
    await loginB.goto();
    await loginB.signIn(dedicated.otherDevice);
    await expect(new Shell(pageB).sidebar).toBeVisible();

    // A reload: the shell asks for the user's menu, which the server refuses.
    await pageA.reload();
    await loginA.expectShown();
    await expect(loginA.notice(en.http.otherDevice)).toBeVisible();
    expect(en.http.otherDevice).toMatch(/^Your profile was accessed from another device\./);

    await deviceA.close();
    await deviceB.close();
  });
});
