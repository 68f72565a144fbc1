import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { callApi } from '../pages/user-ads-page';
import { dedicated } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { settle } from '../support/settle';
import { az, fill } from '../support/texts';

type ApiPlan = { name: string; price: string; isActive: boolean; isPopular: boolean; displayOrder: number };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The spec's five packages, in their display order (section 9). */
const SPEC_PACKAGES = ['Temel', 'Standart', 'Premium', 'Profesyonel', 'Usta'];

/**
 * The payment gate as a new user meets it: an agent of an agency long past its grace period whose
 * subscription ran out (the demo's expired@demo.az, renewed by nobody) is sent from a business
 * screen to the payment page, which offers the packages the API sells.
 */
test('an agent without a subscription is sent to the payment page with the packages', async ({ page }) => {
  const t = az.payment;
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(dedicated.gated);
  // Signing in is open; the landing screen may already meet the gate. Let that run its course.
  await expect(page).toHaveURL(/\/(dashboard|payment-info)$/);
  await settle(page);

  // A business call of the market screen answers 402 and the app goes to the payment page.
  const refused = page.waitForResponse(
    (response) => response.url().includes('/api/v1/') && response.status() === 402,
  );
  await page.goto('/announcement');
  const request = (await refused).request();
  await expect(page).toHaveURL(/\/payment-info$/);
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  // Its body is gone with the page; the same request again says why.
  const path = new URL(request.url()).pathname.replace('/api/v1', '') + new URL(request.url()).search;
  const again = await callApi(page, request.method(), path, request.postDataJSON() ?? undefined);
  expect(again).toMatchObject({ status: 402, body: { code: 'payment_required' } });

  // The packages are the active plans from the API: the spec's five, in order.
  const answer = await callApi(page, 'GET', '/adminplan/plans');
  expect(answer.status).toBe(200);
  const offered = (answer.body as unknown as ApiPlan[])
    .filter((plan) => plan.isActive)
    .sort((a, b) => a.displayOrder - b.displayOrder);
  expect(offered.map((plan) => plan.name)).toEqual(SPEC_PACKAGES);

  const carousel = page.getByRole('region', { name: t.carousel });
  await expect(carousel).toBeVisible();
  // One dot per package; each one brings its package to the front.
  const dot = new RegExp(`^${t.goTo.split('{{number}}').map(escaped).join('\\d+')}$`);
  await expect(carousel.getByRole('button', { name: dot })).toHaveCount(offered.length);
  for (const [index, plan] of offered.entries()) {
    await carousel.getByRole('button', { name: fill(t.goTo, { number: index + 1 }) }).click();
    const slide = carousel.getByRole('group', {
      name: fill(t.slide, { number: index + 1, total: offered.length }),
    });
    await expect(slide.getByRole('heading', { level: 3, name: plan.name })).toBeVisible();
    await expect(slide.getByText(String(Number(plan.price)), { exact: true })).toBeVisible();
    await expect(slide.getByText(t.mostPopular)).toHaveCount(plan.isPopular ? 1 : 0);
  }
  expect(offered.filter((plan) => plan.isPopular).map((plan) => plan.name)).toEqual(['Premium']);
  // The demo's inactive trial plan is never offered.
  await expect(page.getByText('Sınaq')).toHaveCount(0);
  await settle(page);
  await expectNoSeriousViolations(page, 'payment info (gated agent)');
});
