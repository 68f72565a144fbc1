import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../support/settle';
import { az, type texts } from '../support/texts';

type Texts = ReturnType<typeof texts>;

/** The support screen (/support): contact, FAQ, the request form and the own requests. */
export class SupportPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly mine: Locator;
  readonly faq: Locator;

  constructor(
    readonly page: Page,
    readonly local: Texts = az,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: local.support.title });
    this.form = page.getByRole('form', { name: local.support.form.title });
    this.mine = page.getByRole('region', { name: local.support.mine.title });
    this.faq = page.getByRole('region', { name: local.support.faq.title });
  }

  async goto() {
    await this.page.goto('/support');
    await expect(this.heading).toBeVisible();
    await settle(this.page);
  }

  /** Fills and sends a request; `screenshot` is the image file to attach. */
  async send(request: { subject: string; category: string; message: string; screenshot?: Buffer }) {
    const { form } = this.support;
    await this.form.getByRole('textbox', { name: form.subject }).fill(request.subject);
    await this.form.getByRole('combobox', { name: form.category }).click();
    await this.page.getByRole('option', { name: request.category }).click();
    await this.form.getByRole('textbox', { name: form.message }).fill(request.message);
    if (request.screenshot) {
      await this.form
        .locator('input[type=file]')
        .setInputFiles({ name: 'ekran.png', mimeType: 'image/png', buffer: request.screenshot });
      await expect(this.form.getByText('ekran.png')).toBeVisible();
    }
    await this.form.getByRole('button', { name: form.submit }).click();
  }

  /** One of the own requests, by its subject. */
  ticket(subject: string) {
    return this.mine.getByRole('article', { name: subject });
  }

  private get support() {
    return this.local.support;
  }
}
