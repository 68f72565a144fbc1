import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DocumentsPage } from '../pages/documents-page';
import { Shell } from '../pages/shell';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs } from '../support/fixtures';
import { settle } from '../support/settle';
import { isPhone, lookContext, looksToShoot, lookMatrix } from '../support/looks';

const screenshots = join(import.meta.dirname, '..', 'screenshots');

// The agent's saved session: reading the documentation changes nothing on the server.
test.describe('documentation', () => {
  test.use({ storageState: signedInAs('agent'), viewport: { width: 1280, height: 900 } });

  test('an agent picks Installation, follows its contents, and reads it in Russian', async ({ page }) => {
    const docs = new DocumentsPage(page);
    await docs.goto();
    await expect(docs.article.getByRole('link', { name: docs.t.navigation.terms })).toHaveAttribute(
      'href',
      '/terms',
    );

    await docs.open('installation');
    await expect(page).toHaveURL(/\/documents\?page=installation$/);
    const demo = docs.sectionHeading('Demo hesablar');
    await expect(demo).not.toBeInViewport();
    await docs.contentsLink('Demo hesablar').click();
    await expect(demo).toBeInViewport();
    expect(docs.hash()).toBe('#demo-hesablar');
    await expect(page).toHaveURL(/\?page=installation#demo-hesablar$/);

    // An external link leaves in a new tab, without this window as its opener.
    const node = docs.article.getByRole('link', { name: 'Node.js' });
    await expect(node).toHaveAttribute('target', '_blank');
    await expect(node).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoSeriousViolations(page, '/documents?page=installation');

    // Back and Forward walk the anchors and the pages read.
    await page.goBack();
    await expect(page).toHaveURL(/\?page=installation$/);
    await page.goBack();
    await docs.expectPage('index');
    await page.goForward();
    await docs.expectPage('installation');

    // The interface language switches the page, live.
    await new Shell(page).chooseLanguage('ru');
    const ru = new DocumentsPage(page, 'ru');
    await ru.expectPage('installation');
    await expect(ru.sectionHeading('Требования')).toBeVisible();
    await expect(
      ru.article.getByText('Для первого запуска больше ничего: продукт сам запускает свой PostgreSQL.'),
    ).toBeVisible();
    await expect(ru.pageList.getByRole('link', { name: 'Структура проекта' })).toBeVisible();
    await expectNoSeriousViolations(page, '/documents?page=installation (ru)');
  });

  test('opening an address with an anchor scrolls to that heading', async ({ page }) => {
    const docs = new DocumentsPage(page);
    await docs.goto('installation', '#testlər');
    await expect(docs.sectionHeading('Testlər')).toBeInViewport();
  });

  test('a page shows a skeleton while it loads; one that cannot be loaded says so, and loads on retry', async ({
    page,
  }) => {
    // Every language's Installation chunk is held, then fails once: first the skeleton, then the
    // error, not a blank card.
    const chunk = /\/assets\/installation-[\w-]+\.js$/;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunk, async (route) => {
      await held;
      await route.abort();
    });
    const docs = new DocumentsPage(page);
    await page.goto('/documents?page=installation');
    await expect(docs.article.getByRole('status', { name: docs.t.documents.loading })).toBeVisible();
    await expect(docs.heading).toHaveCount(0);
    release();
    const alert = docs.article.getByRole('alert');
    await expect(alert).toContainText(docs.t.documents.loadFailed);
    await expectNoSeriousViolations(page, '/documents load error');
    await page.screenshot({
      path: join(screenshots, '1280', 'az-light', 'documents-load-error.png'),
      animations: 'disabled',
    });
    await page.unroute(chunk);
    await alert.getByRole('button', { name: docs.t.common.retry }).click();
    await docs.expectPage('installation');
  });
});

for (const { width, lang, mode } of looksToShoot(lookMatrix([1280, 390], ['az', 'en', 'ru'] as const)))
  test(`screenshots of the documentation, ${width}/${lang}-${mode}`, async ({ browser }) => {
    const phone = isPhone({ width });
    const context = await lookContext(browser, 'agent', { width, lang, mode });
    const page = await context.newPage();
    const docs = new DocumentsPage(page, lang);
    const folder = join(screenshots, String(width), `${lang}-${mode}`);
    const shoot = async (name: string) => {
      await settle(page);
      await expectNoSeriousViolations(page, `${name} ${width}/${lang}-${mode}`);
      await page.screenshot({
        path: join(folder, `${name}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    };

    await docs.goto();
    await shoot('documents');
    await docs.goto('installation');
    if (phone) {
      // One control for the pages, and the contents folded under a button.
      await expect(docs.pageSelect).toHaveValue('installation');
      await page.getByRole('button', { name: docs.t.documents.contents }).click();
      await expect(docs.contents).toBeVisible();
    } else await expect(docs.contents).toBeVisible();
    await shoot('documents-installation');
    await docs.goto('skins');
    await shoot('documents-skins');
    await context.close();
  });
