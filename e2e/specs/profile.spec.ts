import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { savedAccounts } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs, stateWith } from '../support/fixtures';
import { settle } from '../support/settle';
import { az, texts } from '../support/texts';
import { looksToShoot, lookMatrix } from '../support/looks';

const shots = join(import.meta.dirname, '..', 'screenshots');

// The saved agent session: the spec reads the profile and checks the form without saving, so the
// shared account stays as it is (the password change is covered by the page and server tests).
test.describe('profile', () => {
  test.use({ storageState: signedInAs('agent') });

  test('shows the own details, role and organization, and checks the form as you type', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: az.profile.title })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Leyla Həsənova' });
    await expect(summary.getByText('LH', { exact: true })).toBeVisible();
    await expect(summary.getByText('Xəzər Əmlak Agentliyi')).toBeVisible();
    const form = page.getByRole('form', { name: az.profile.details.title });
    const email = form.getByRole('textbox', { name: az.profile.fields.email });
    await expect(email).toHaveValue(savedAccounts.agent.email);
    await expect(form.getByRole('textbox', { name: az.profile.fields.phone })).toHaveValue('+994557412233');

    // A changed e-mail (the sign-in name) asks for the current password before anything is sent.
    await email.fill('leyla.new@demo.az');
    const password = form.getByRole('textbox', { name: az.profile.fields.currentPassword });
    await expect(password).toBeVisible();
    await form.getByRole('textbox', { name: az.profile.fields.phone }).fill('12');
    await form.getByRole('textbox', { name: az.profile.fields.fin }).fill('123');
    await form.getByRole('button', { name: az.profile.save }).click();
    await expect(form.getByText(az.forms.invalidPhone)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: az.profile.fields.fin })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoSeriousViolations(page, '/profile with errors');

    // Back to the stored address: the password field goes again.
    await email.fill(savedAccounts.agent.email);
    await expect(password).toBeHidden();

    const change = page.getByRole('form', { name: az.profile.password.title });
    await change.getByRole('textbox', { name: az.profile.fields.newPassword, exact: true }).fill('abc1');
    await change.getByRole('textbox', { name: az.profile.fields.confirmPassword }).fill('abc2');
    await change.getByRole('button', { name: az.profile.password.submit }).click();
    await expect(change.getByText(az.forms.passwordsDoNotMatch)).toBeVisible();
    await expectNoSeriousViolations(page, '/profile');
  });
});

for (const { width, lang } of looksToShoot(lookMatrix([1280, 390], ['az', 'ru'] as const, ['light']))) {
  const folder = `${width}/${lang}-light`;
  test(`screenshot of the profile, ${folder}`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      isMobile: width < 600,
      hasTouch: width < 600,
      reducedMotion: 'reduce',
      storageState: stateWith('agent', { lang, 'current-theme': 'ROYAL_BLUE' }),
    });
    const page = await context.newPage();
    await page.goto('/profile');
    const local = texts(lang);
    await expect(page.getByRole('heading', { level: 1, name: local.profile.title })).toBeVisible();
    await page
      .getByRole('form', { name: local.profile.password.title })
      .getByRole('textbox', { name: local.profile.fields.newPassword, exact: true })
      .fill('abc1');
    // The rules show their ticks; the focus and scroll go back so the page is shot from its top.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await settle(page);
    await page.screenshot({
      path: join(shots, folder, 'profile.png'),
      fullPage: true,
      animations: 'disabled',
    });
    await context.close();
  });
}
