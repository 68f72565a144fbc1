import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { OrganizationDetailPage } from '../pages/organization-detail-page';
import { PlansPage } from '../pages/plans-page';
import type { SavedRole } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs, stateWith } from '../support/fixtures';
import { DEMO_ORGANIZATION_ID } from '../support/routes';
import { animationsDone, panelOpened, settle } from '../support/settle';
import { az, fill, texts } from '../support/texts';
import { looksToShoot, lookMatrix } from '../support/looks';

const t = az.plans;
const sub = az.organizations.detail.subscription;

/** An agent of the first demo agency whose plan nothing else depends on (the lockout account). */
const AGENT = 'Elvin İsmayılov';

/** Today in Baku as the panel writes a date (dd.mm.yyyy). */
const bakuToday = () => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Baku',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  return parts.replace(/\//g, '.');
};

test.describe('plans as the SuperAdmin', () => {
  test.use({ storageState: signedInAs('superadmin') });

  test('creates a plan, edits it, switches it off and deletes it', async ({ page }) => {
    const screen = new PlansPage(page);
    const name = `E2E Plan ${Date.now()}`;
    await screen.goto();
    await expect(screen.row('Premium').getByText('100,00 AZN')).toBeVisible();
    await expectNoSeriousViolations(page, 'plans table');

    await screen.addButton.click();
    const create = screen.formPanel('create');
    await expect(screen.field(create, 'name')).toBeFocused();
    await create.getByRole('button', { name: az.forms.create }).click();
    await expect(create.getByText(fill(az.forms.required, { field: t.fields.name }))).toBeVisible();
    await animationsDone(page);
    await expectNoSeriousViolations(page, 'plans create form with errors');
    await screen.field(create, 'name').fill(name);
    await screen.field(create, 'priceAzn').fill('42,5');
    await screen.field(create, 'requestLimit').fill('777');
    await screen.field(create, 'description').fill('E2E sınaq planı');
    await create.getByRole('button', { name: az.forms.create }).click();
    await expect(page.getByText(t.created)).toBeVisible();

    await screen.searchFor(name);
    const row = screen.row(name);
    await expect(row.getByText('42,50 AZN')).toBeVisible();
    await expect(row.getByText('777', { exact: true })).toBeVisible();
    await expect(screen.activeSwitch(name)).toBeChecked();

    await screen.action('edit', name).click();
    const edit = screen.formPanel('edit');
    await panelOpened(edit);
    await expect(screen.field(edit, 'name')).toHaveValue(name);
    await screen.field(edit, 'requestLimit').fill('1500');
    await edit.getByRole('button', { name: az.forms.save }).click();
    await expect(page.getByText(t.updated)).toBeVisible();
    await expect(row.getByText('1.500', { exact: true })).toBeVisible();

    await screen.activeSwitch(name).click();
    await expect(page.getByText(fill(t.deactivated, { name }))).toBeVisible();
    await expect(screen.activeSwitch(name)).not.toBeChecked();
    await page.reload();
    await screen.searchFor(name);
    await expect(screen.activeSwitch(name)).not.toBeChecked();

    await screen.action('delete', name).click();
    const remove = screen.dialog(t.deleteTitle);
    await animationsDone(page);
    await expectNoSeriousViolations(page, 'plans delete dialog');
    await remove.getByRole('button', { name: az.forms.delete }).click();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(screen.table.getByText(name)).toHaveCount(0);
  });

  test('refuses to delete a plan with subscriptions, saying to deactivate it', async ({ page }) => {
    const screen = new PlansPage(page);
    await screen.goto();
    await screen.action('delete', 'Premium').click();
    const dialog = screen.dialog(t.deleteTitle);
    await dialog.getByRole('button', { name: az.forms.delete }).click();
    await expect(dialog.getByRole('alert')).toContainText(/deaktiv/);
    await dialog.getByRole('button', { name: az.forms.cancel }).click();
    await expect(screen.row('Premium')).toBeVisible();
  });

  test('sets a plan for an agent from the organization detail and sees the badge change', async ({
    page,
  }) => {
    const detail = new OrganizationDetailPage(page, DEMO_ORGANIZATION_ID);
    await detail.goto();
    await expect(detail.panelToggle).toHaveAttribute('aria-expanded', 'false');
    // The collapsed header says it (the collapsed body says it too, hidden).
    await expect(detail.panelToggle.getByText(sub.selectUser)).toBeVisible();

    await detail.setPlanFor(AGENT).click();
    await expect(detail.panelToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(detail.panel.getByText(AGENT, { exact: true })).toBeVisible();
    const badge = detail.panel.getByText(new RegExp(`^${fill(sub.currentPlan, { plan: '' })}`));
    await expect(badge).toBeVisible();
    const before = await badge.textContent();
    // The newest subscription's plan is pre-filled.
    await expect(detail.prefilledPlanId).toHaveValue(/^\d+$/);
    const current = (await detail.planField.textContent())?.trim();
    await settle(page);
    await expectNoSeriousViolations(page, 'organization detail, subscription panel');

    // Cancel forgets the user and collapses.
    await detail.panel.getByRole('button', { name: sub.cancel }).click();
    await expect(detail.panelToggle).toHaveAttribute('aria-expanded', 'false');

    const target = current === 'Usta' ? 'Profesyonel' : 'Usta';
    await detail.setPlanFor(AGENT).click();
    await expect(detail.planField).toHaveText(current ?? '');
    await detail.choosePlan(target);
    await detail.panel.getByRole('button', { name: sub.add }).click();
    await expect(page.getByText(sub.created)).toBeVisible();
    await expect(detail.panelToggle).toHaveAttribute('aria-expanded', 'false');

    await detail.setPlanFor(AGENT).click();
    await expect(
      detail.panel.getByText(new RegExp(`^${target} · ${bakuToday().replace(/\./g, '\\.')} –`)),
    ).toBeVisible();
    await expect(detail.planField).toHaveText(target);
    const after = await badge.textContent();
    expect(after).not.toBe(before);
  });
});

test.describe('plans as an Admin', () => {
  test.use({ storageState: signedInAs('admin') });

  test('reads the plans without write controls', async ({ page }) => {
    const screen = new PlansPage(page);
    await screen.goto();
    await expect(page.getByText(new RegExp(t.readOnly))).toBeVisible();
    await expect(screen.addButton).toHaveCount(0);
    await expect(screen.action('edit', 'Premium')).toHaveCount(0);
    await expect(screen.activeSwitch('Premium')).toHaveCount(0);
    await expect(screen.row('Premium').getByText(t.active, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'plans table (admin)');
  });
});

test.describe('the payment page', () => {
  test.use({ storageState: signedInAs('agent') });

  test('offers the active plans from the API with the most popular badge', async ({ page }) => {
    await page.goto('/payment-info');
    const carousel = page.getByRole('region', { name: az.payment.carousel });
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole('button', { name: fill(az.payment.goTo, { number: 1 }) })).toBeVisible();
    await carousel.getByRole('button', { name: fill(az.payment.goTo, { number: 3 }) }).click();
    await expect(carousel.getByRole('heading', { level: 3, name: 'Premium' })).toBeVisible();
    await expect(carousel.getByText(az.payment.mostPopular)).toBeVisible();
    // The demo's inactive trial plan is never offered.
    await expect(page.getByText('Sınaq')).toHaveCount(0);
    await settle(page);
    await expectNoSeriousViolations(page, 'payment info');
  });
});

/** Screenshots for people to look at: e2e/screenshots/<width>/<lang>-<mode>/billing-*.png. */
test.describe('billing screenshots', () => {
  test.describe.configure({ mode: 'parallel' });
  const root = join(import.meta.dirname, '..', 'screenshots');

  const open = async (browser: Browser, role: SavedRole, width: number, lang: string, mode: string) => {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      isMobile: width < 600,
      hasTouch: width < 600,
      reducedMotion: 'reduce',
      storageState: stateWith(role, {
        lang,
        'current-theme': mode === 'dark' ? 'ROYAL_BLUE_DARK' : 'ROYAL_BLUE',
      }),
    });
    return { context, page: await context.newPage() };
  };

  for (const { width, lang, mode } of looksToShoot(lookMatrix([1440, 390], ['az', 'ru'] as const)))
    test(`billing screenshots ${width}/${lang}-${mode}`, async ({ browser }) => {
      const folder = join(root, String(width), `${lang}-${mode}`);
      const l = texts(lang);
      const shot = (page: Page, name: string) =>
        page.screenshot({ path: join(folder, `${name}.png`), fullPage: true, animations: 'disabled' });

      const admin = await open(browser, 'superadmin', width, lang, mode);
      await admin.page.goto('/plans');
      await expect(admin.page.getByRole('heading', { level: 1, name: l.plans.title })).toBeVisible();
      await expect(admin.page.getByText('Premium').first()).toBeVisible();
      await settle(admin.page);
      await shot(admin.page, 'billing-plans');
      await admin.page.getByRole('button', { name: l.plans.add }).click();
      await expect(admin.page.getByRole('region', { name: l.plans.createTitle })).toBeVisible();
      await admin.page.getByRole('button', { name: l.forms.create, exact: true }).click();
      await settle(admin.page);
      await shot(admin.page, 'billing-plans-form');

      await admin.page.goto(`/organizations/${DEMO_ORGANIZATION_ID}`);
      await admin.page
        .getByRole('button', {
          name: fill(l.organizations.detail.setPlanFor, { name: 'Leyla Həsənova' }),
        })
        .click();
      const panel = admin.page.getByRole('region', { name: l.organizations.detail.subscription.title });
      // The newest subscription's plan pre-filled (the select's own input holds its value).
      await expect(panel.locator('input[name="subscriptionPlanId"]')).toHaveValue(/^\d+$/);
      await settle(admin.page);
      // Picking a user scrolls the panel into view; the full-page shot starts from the top.
      await admin.page.evaluate(() => window.scrollTo(0, 0));
      await shot(admin.page, 'billing-subscription-panel');
      await admin.context.close();

      const agent = await open(browser, 'agent', width, lang, mode);
      await agent.page.goto('/payment-info');
      await expect(agent.page.getByRole('region', { name: l.payment.carousel })).toBeVisible();
      await settle(agent.page);
      await shot(agent.page, 'billing-payment-info');
      // The agent's search meter beside the market search box.
      await agent.page.goto('/announcement');
      // Any plural form of "N of M searches left".
      const meterText = new RegExp(
        Object.entries(l.queryMeter)
          .filter(([key]) => key.startsWith('left_'))
          .map(([, text]) => text.replace(/\{\{\w+\}\}/g, '[\\d\\s.,]+'))
          .join('|'),
      );
      await expect(agent.page.getByText(meterText)).toBeVisible();
      await settle(agent.page);
      await shot(agent.page, 'billing-announcements-meter');
      await agent.context.close();
    });
});
