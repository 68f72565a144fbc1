import { expect, test } from '@playwright/test';

test('the server serves the app with the company name', async ({ page, request }) => {
  const health = await request.get('/api/v1/health/ready');
  expect(health.ok()).toBe(true);
  await page.goto('/accounts/login');
  await expect(page).toHaveTitle('Emlak Ofis');
});
