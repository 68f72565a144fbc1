import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SupportPage } from '../pages/support-page';
import { SupportTicketsPage } from '../pages/support-tickets-page';
import { expectNoSeriousViolations } from '../support/axe';
import { stateWith } from '../support/fixtures';
import { settle } from '../support/settle';
import { az, fill, texts } from '../support/texts';
import { looksToShoot, lookMatrix } from '../support/looks';

const shots = join(import.meta.dirname, '..', 'screenshots');
const subject = `Xəritə açılmır ${Date.now().toString(36)}`;
const answer = 'Brauzerin keşini təmizləyib səhifəni yeniləyin.\nProblem qalsa, yenidən yazın.';

type Role = 'agent' | 'superadmin';
/** A page of the saved session of `role` (never a new sign-in: one active device per user). */
const pageOf = async (
  browser: Browser,
  role: Role,
  options: { width?: number; lang?: string; theme?: string } = {},
): Promise<Page> => {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    isMobile: width < 600,
    hasTouch: width < 600,
    reducedMotion: 'reduce',
    storageState: stateWith(role, {
      ...(options.lang ? { lang: options.lang } : {}),
      ...(options.theme ? { 'current-theme': options.theme } : {}),
    }),
  });
  return context.newPage();
};

// One story in order: the agent asks, the SuperAdmin answers and closes, the agent reads it.
test.describe.serial('support', () => {
  let ticketId = 0;

  test('an agent sends a request with a screenshot and sees it as open', async ({ browser }) => {
    const page = await pageOf(browser, 'agent');
    const support = new SupportPage(page);
    await support.goto();
    await expect(support.page.getByText(az.support.contact.hoursValue)).toBeVisible();
    await expect(page.getByRole('link', { name: /^mailto:|@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(page.locator('a[href^="tel:+994"]')).toBeVisible();
    await support.faq.getByRole('button', { name: az.support.faq.password.q }).click();
    await expect(support.faq.getByText(az.support.faq.password.a)).toBeVisible();
    await expectNoSeriousViolations(page, '/support');

    // A real PNG: a piece of this very page.
    const screenshot = await page.screenshot({ clip: { x: 0, y: 0, width: 480, height: 300 } });
    const created = page.waitForResponse(
      (res) => res.url().endsWith('/api/v1/support/tickets') && res.request().method() === 'POST',
    );
    await support.send({
      subject,
      category: az.support.categories.bug,
      message: 'Elanlar ekranında xəritə boş görünür.\nEkran görüntüsü əlavə edirəm.',
      screenshot,
    });
    const response = await created;
    expect(response.status()).toBe(201);
    ticketId = ((await response.json()) as { id: number }).id;
    await expect(page.getByText(az.support.form.sent)).toBeVisible();
    const ticket = support.ticket(subject);
    await expect(ticket).toContainText(az.support.statuses.open);
    await expect(ticket).toContainText(az.support.mine.waiting);
    await expect(support.form.getByRole('textbox', { name: az.support.form.subject })).toHaveValue('');
    await page.context().close();
  });

  test('the SuperAdmin sees the screenshot, answers and closes the request', async ({ browser }) => {
    const page = await pageOf(browser, 'superadmin');
    const tickets = new SupportTicketsPage(page);
    await tickets.goto();
    await expect(tickets.row(subject)).toContainText(az.support.statuses.open);
    await expectNoSeriousViolations(page, '/support/tickets');

    const dialog = await tickets.open(subject, ticketId);
    await expect(dialog).toContainText('Elanlar ekranında xəritə boş görünür.');
    const image = dialog.getByRole('img', { name: fill(az.support.tickets.screenshotAlt, { id: ticketId }) });
    await expect(image).toBeVisible();
    // Loaded through the authenticated route as a blob: the real image, not a broken one.
    await expect(image).toHaveAttribute('src', /^blob:/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await expectNoSeriousViolations(page, '/support/tickets ticket dialog');
    // The dialog of an open ticket, with its answer form (the screenshot loop shoots it closed).
    await settle(page);
    await page.screenshot({
      path: join(shots, '1280', 'az-light', 'support-ticket-open.png'),
      animations: 'disabled',
    });

    await dialog.getByRole('textbox', { name: az.support.tickets.answer }).fill(answer);
    await dialog.getByRole('button', { name: az.support.tickets.sendAnswer }).click();
    await expect(page.getByText(az.support.tickets.answered)).toBeVisible();
    await expect(dialog).toContainText(az.support.statuses.answered);

    await dialog.getByRole('button', { name: az.support.tickets.close }).click();
    const confirm = tickets.dialog(az.support.tickets.closeTitle);
    await confirm.getByRole('button', { name: az.support.tickets.close }).click();
    await expect(dialog.getByText(az.support.tickets.closedNote)).toBeVisible();
    await dialog.getByRole('button', { name: az.support.tickets.dismiss }).click();
    await expect(tickets.row(subject)).toContainText(az.support.statuses.closed);
    await page.context().close();
  });

  test('the agent sees the answer and the closed status', async ({ browser }) => {
    const page = await pageOf(browser, 'agent');
    const support = new SupportPage(page);
    await support.goto();
    const ticket = support.ticket(subject);
    await expect(ticket).toContainText(az.support.statuses.closed);
    await expect(ticket).toContainText(az.support.mine.answer);
    await expect(ticket).toContainText('Brauzerin keşini təmizləyib səhifəni yeniləyin.');
    await page.context().close();
  });

  for (const { width, lang, mode } of looksToShoot(lookMatrix([1280, 390], ['az', 'en', 'ru'] as const))) {
    const folder = `${width}/${lang}-${mode}`;
    test(`screenshots of support and support tickets, ${folder}`, async ({ browser }) => {
      const local = texts(lang);
      const theme = mode === 'dark' ? 'ROYAL_BLUE_DARK' : 'ROYAL_BLUE';
      const agent = await pageOf(browser, 'agent', { width, lang, theme });
      const support = new SupportPage(agent, local);
      await support.goto();
      await expect(support.ticket(subject)).toBeVisible();
      await support.faq.getByRole('button', { name: local.support.faq.search.q }).click();
      await settle(agent);
      await agent.screenshot({
        path: join(shots, folder, 'support.png'),
        fullPage: true,
        animations: 'disabled',
      });
      await agent.context().close();

      const admin = await pageOf(browser, 'superadmin', { width, lang, theme });
      await admin.goto('/support/tickets');
      await expect(admin.getByRole('heading', { level: 1, name: local.support.tickets.title })).toBeVisible();
      await expect(admin.getByText(subject).first()).toBeVisible();
      await settle(admin);
      await admin.screenshot({
        path: join(shots, folder, 'support-tickets.png'),
        fullPage: true,
        animations: 'disabled',
      });
      const open = fill(local.support.tickets.open, { subject });
      if (width < 600) {
        // A phone's card keeps the row's actions in its "more" menu.
        await admin.getByRole('button', { name: fill(local.table.rowActions, { name: subject }) }).click();
        await admin.getByRole('menuitem', { name: open }).click();
      } else {
        await admin.getByRole('button', { name: open }).click();
      }
      const dialog = admin.getByRole('dialog', {
        name: fill(local.support.tickets.detailTitle, { id: ticketId }),
      });
      await expect(dialog.getByRole('img')).toBeVisible();
      await settle(admin);
      await admin.screenshot({
        path: join(shots, folder, 'support-ticket-dialog.png'),
        animations: 'disabled',
      });
      await admin.context().close();
    });
  }
});
