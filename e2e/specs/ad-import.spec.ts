import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs } from '../support/fixtures';
import { settle } from '../support/settle';
import { az } from '../support/texts';

test.use({ storageState: signedInAs('admin') });

const t = az.adImport;
const shots = join(import.meta.dirname, '..', 'screenshots');

/** Three listings with fresh source links; the second one's price is no number. */
const csvWithOneBadRow = () => {
  const stamp = Date.now().toString(36);
  return [
    'baseUrl;title;price;addType;propertyType;rooms;area;city;district;phone1',
    `https://example.az/e2e-import/${stamp}-1;E2E idxal ${stamp} 1;185000;sell;1;3;98;Bakı;Nərimanov;050 123 45 67`,
    `https://example.az/e2e-import/${stamp}-2;E2E idxal ${stamp} 2;çox baha;sell;1;2;60;Bakı;Yasamal;055 765 43 21`,
    `https://example.az/e2e-import/${stamp}-3;E2E idxal ${stamp} 3;950;rent;1;1;45,5;Bakı;Yasamal;070 222 33 44`,
  ].join('\n');
};

test('an Admin imports a CSV with one bad row and reads the report', async ({ page }) => {
  await page.goto('/announcement/import');
  await expect(page.getByRole('heading', { level: 1, name: az.navigation.announcementImport })).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, '/announcement/import');
  const start = page.getByRole('button', { name: t.start });
  await expect(start).toBeDisabled();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'elanlar.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvWithOneBadRow(), 'utf8'),
  });
  await expect(page.getByText('elanlar.csv')).toBeVisible();
  await start.click();

  const report = page.getByRole('region', { name: t.report.title });
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report.getByTestId('import-processed')).toHaveText('3');
  await expect(report.getByTestId('import-inserted')).toHaveText('2');
  await expect(report.getByTestId('import-updated')).toHaveText('0');
  await expect(report.getByTestId('import-failed')).toHaveText('1');
  const errors = report.getByRole('table', { name: t.report.errors });
  const bad = errors.getByRole('row').filter({ hasText: 'price' });
  await expect(bad).toHaveCount(1);
  await expect(bad.getByRole('cell').first()).toHaveText('2');
  await expectNoSeriousViolations(page, '/announcement/import report');
  await page.screenshot({
    path: join(shots, '1440', 'az-light', 'announcement-import-report.png'),
    fullPage: true,
  });

  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: t.report.download }).click();
  expect((await download).suggestedFilename()).toBe(`${t.report.fileName}.csv`);
});

test('a file of another type is refused before it is sent', async ({ page }) => {
  await page.goto('/announcement/import');
  await settle(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'elanlar.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('PK'),
  });
  await expect(page.getByRole('alert')).toContainText('elanlar.xlsx');
  await expect(page.getByRole('button', { name: t.start })).toBeDisabled();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the import screen fits a phone and offers the sample file', async ({ page }) => {
    await page.goto('/announcement/import');
    await settle(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.columns.sample }).click();
    expect((await download).suggestedFilename()).toBe(`${t.columns.sampleFile}.csv`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, '/announcement/import, phone');
    await page.screenshot({
      path: join(shots, '390', 'az-light', 'announcement-import.png'),
      fullPage: true,
    });
  });
});
