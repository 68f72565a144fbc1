import { expect, test } from '@playwright/test';
import { LockPage } from '../pages/lock-page';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';
import { dedicated, PASSWORD } from '../support/accounts';
import { signedInAs } from '../support/fixtures';
import { az, fill } from '../support/texts';

const WRONG = 'not-the-password';

test.describe('lock from the account menu', () => {
  test('a wrong password shows the attempts left; the right one returns to the page', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(dedicated.lock);
    const shell = new Shell(page);
    await shell.goto('/contacts?tab=2');

    await shell.lock();
    const lock = new LockPage(page);
    await lock.expectLocked();
    expect(await page.evaluate(() => localStorage.getItem('lockScreen_isLocked'))).toBe('true');

    // Still locked after a reload.
    await page.reload();
    await lock.expectLocked();

    await lock.submit('ab');
    await expect(page.getByText(az.lock.validation.lockPasswordMin)).toBeVisible();

    await lock.submit(WRONG);
    await expect(lock.wrongPasswordAlert(2)).toBeVisible();

    await lock.submit(PASSWORD);
    await expect(page).toHaveURL(/\/contacts\?tab=2$/);
    await expect(page.getByRole('heading', { level: 1, name: az.navigation.contacts })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lockScreen_isLocked'))).toBe('false');

    // Locked again, a screen opened by its address is kept behind the lock, and reached after it.
    await shell.lock();
    await lock.expectLocked();
    await page.goto('/cities');
    await lock.expectLocked();
    await lock.submit(PASSWORD);
    await expect(page).toHaveURL(/\/cities$/);
  });
});

test.describe('auto-lock', () => {
  test.use({ storageState: signedInAs('agent', { lockScreen_testTimeoutMs: '1500' }) });

  test('locks after the idle time-out and unlocks back to the page', async ({ page }) => {
    // Not Shell.goto, which waits for the sidebar: on a slow machine the 1.5 s idle time-out can
    // run out before the sidebar is drawn, and the lock screen has none (a CI run, 2026-11-27).
    await page.goto('/cities');
    const lock = new LockPage(page);
    // No mouse, keys, scroll or touch: the shortened idle time-out runs out.
    await expect(page).toHaveURL(/\/lock$/);
    await lock.expectLocked();
    await lock.submit(PASSWORD);
    await expect(page).toHaveURL(/\/cities$/);
    // Turned off in the settings, it no longer locks. On a slow machine the 1.5 s can run out again
    // before the settings are drawn (a CI run, 2026-11-27): then unlock, and turn it off from there.
    await page.goto('/settings');
    const autoLock = page.getByRole('switch', { name: az.settings.lock.autoLock });
    await expect(async () => {
      if (/\/lock$/.test(page.url())) await lock.submit(PASSWORD);
      if (await autoLock.isChecked({ timeout: 5_000 })) await autoLock.click({ timeout: 2_000 });
      await expect(autoLock).not.toBeChecked({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await page.waitForTimeout(2500);
    await expect(page).toHaveURL(/\/settings$/);
  });
});

test.describe('lockout', () => {
  test.use({ storageState: signedInAs('guest', { lockScreen_testLockoutMs: '4000' }) });

  test('three wrong passwords sign out with a countdown; after it, signing in works', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(dedicated.lockout);
    await new Shell(page).lock();
    const lock = new LockPage(page);
    await lock.expectLocked();

    await lock.submit(WRONG);
    await expect(lock.wrongPasswordAlert(2)).toBeVisible();
    await lock.submit(WRONG);
    await expect(lock.wrongPasswordAlert(1)).toBeVisible();
    await lock.submit(WRONG);

    await expect(lock.lockoutHeading()).toBeVisible();
    await expect(page.getByText(az.lock.lockoutText)).toBeVisible();
    await expect(lock.timer).toHaveText(new RegExp(fill(az.lock.tryAgainIn, { time: '00:0[0-4]' })));
    // The way to the login page stays open during the lockout (the login form refuses until it ends).
    await expect(lock.goToLogin).toBeEnabled();
    // Signed out: the session is gone from the browser.
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();

    // The countdown ticks down in mm:ss.
    const first = await lock.timer.textContent();
    await expect(lock.timer).not.toHaveText(first!);

    // The shortened lockout ends: the lock screen offers to sign in again.
    const signInAgain = page.getByRole('button', { name: az.lock.signInAgain });
    await expect(signInAgain).toBeVisible({ timeout: 10_000 });
    await signInAgain.click();
    await login.expectShown();
    await expect(login.submit).toBeEnabled();
    await login.signIn(dedicated.lockout);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
