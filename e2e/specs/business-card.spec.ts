import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { savedAccounts } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs, stateWith } from '../support/fixtures';
import { settle } from '../support/settle';
import { az, fill, texts } from '../support/texts';
import { looksToShoot, lookMatrix } from '../support/looks';

const shots = join(import.meta.dirname, '..', 'screenshots');
const words = az.businessCard;
// The seeded agent (apps/server/src/db/seed/demo/accounts.ts); the spec only reads the profile.
const agent = { name: 'Leyla Həsənova', phone: '+994557412233', organization: 'Xəzər Əmlak Agentliyi' };

/**
 * What a phone camera reads from the QR code: the image drawn on a canvas in the page, its
 * pixels decoded by jsQR here, the bytes taken as UTF-8.
 */
const scanQrCode = async (page: Page, name: string) => {
  const image = page.getByRole('img', { name });
  const pixels = await image.evaluate(async (element: HTMLImageElement) => {
    const copy = new Image();
    copy.src = element.src;
    await copy.decode();
    const size = 600;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(copy, 0, 0, size, size);
    return { size, data: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.size, pixels.size);
  expect(code, 'a readable QR code').not.toBeNull();
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(code!.binaryData));
};

test.describe('business card', () => {
  test.use({ storageState: signedInAs('agent') });

  test('shows the card, its QR code is the vCard that downloads, and the page passes axe', async ({
    page,
  }) => {
    await page.goto('/business-card');
    await expect(page.getByRole('heading', { level: 1, name: az.navigation.businessCard })).toBeVisible();
    const card = page.getByRole('article', { name: fill(words.cardLabel, { name: agent.name }) });
    await expect(card.getByRole('heading', { level: 2, name: agent.name })).toBeVisible();
    await expect(card.getByText(agent.organization)).toBeVisible();
    await expect(card.getByRole('link', { name: '+994 55 741 22 33' })).toHaveAttribute(
      'href',
      `tel:${agent.phone}`,
    );
    await expect(card.getByRole('link', { name: savedAccounts.agent.email })).toBeVisible();
    const qrName = fill(words.qrAlt, { name: agent.name });
    await expect(card.getByRole('img', { name: qrName })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: words.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${agent.name}.vcf`);
    const vcard = await readFile(await download.path(), 'utf8');
    expect(vcard.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(vcard).toContain(`\r\nFN:${agent.name}\r\n`);
    expect(vcard).toContain('\r\nN:Həsənova;Leyla;;;\r\n');
    expect(vcard).toContain(`\r\nORG:${agent.organization}\r\n`);
    expect(vcard).toContain(`\r\nTEL;TYPE=CELL:${agent.phone}\r\n`);
    expect(vcard).toContain(`\r\nEMAIL;TYPE=INTERNET:${savedAccounts.agent.email}\r\n`);
    expect(vcard.endsWith('END:VCARD\r\n')).toBe(true);

    // The client's camera reads exactly the file: same name, same phone, Azerbaijani letters kept.
    expect(await scanQrCode(page, qrName)).toBe(vcard);

    await settle(page);
    await expectNoSeriousViolations(page, '/business-card');
  });

  test('shares a text version through the clipboard where the browser has no share sheet', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/business-card');
    await expect(page.getByRole('heading', { level: 2, name: agent.name })).toBeVisible();
    test.skip(await page.evaluate(() => 'share' in navigator), 'this Chromium has the Web Share API');
    await page.getByRole('button', { name: words.share }).click();
    await expect(page.getByText(words.copied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')).toEqual(
      expect.arrayContaining([
        agent.name,
        agent.organization,
        '+994 55 741 22 33',
        savedAccounts.agent.email,
      ]),
    );
  });

  test('prints the card alone, at business-card size', async ({ page }) => {
    await page.goto('/business-card');
    await expect(page.getByRole('heading', { level: 2, name: agent.name })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const card = page.getByRole('article', { name: fill(words.cardLabel, { name: agent.name }) });
    const box = await card.boundingBox();
    // 85 x 55 mm at 96 px per inch.
    expect(box!.width).toBeCloseTo((85 / 25.4) * 96, 0);
    expect(box!.height).toBeCloseTo((55 / 25.4) * 96, 0);
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(page.getByRole('button', { name: words.download })).toBeHidden();
    await expect(card.getByRole('img', { name: fill(words.qrAlt, { name: agent.name }) })).toBeVisible();
    await page.screenshot({
      path: join(shots, 'print', 'business-card.png'),
      clip: box!,
      animations: 'disabled',
    });
  });
});

for (const { width, lang } of looksToShoot(lookMatrix([1280, 390], ['az', 'ru'] as const, ['light']))) {
  const folder = `${width}/${lang}-light`;
  test(`screenshot of the business card, ${folder}`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      isMobile: width < 600,
      hasTouch: width < 600,
      reducedMotion: 'reduce',
      storageState: stateWith('agent', { lang, 'current-theme': 'ROYAL_BLUE' }),
    });
    const page = await context.newPage();
    await page.goto('/business-card');
    const local = texts(lang);
    await expect(
      page.getByRole('img', { name: fill(local.businessCard.qrAlt, { name: agent.name }) }),
    ).toBeVisible();
    await settle(page);
    await page.screenshot({
      path: join(shots, folder, 'business-card.png'),
      fullPage: true,
      animations: 'disabled',
    });
    await context.close();
  });
}
