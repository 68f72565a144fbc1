import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../support/settle';
import { az, fill } from '../support/texts';

const t = az.roles;

/** The roles screen (/roles). */
export class RolesPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t.title });
    this.table = page.getByRole('table', { name: t.listTitle });
    this.panel = page.getByRole('region', { name: t.editTitle });
  }

  async goto() {
    await this.page.goto('/roles');
    await expect(this.heading).toBeVisible();
    await settle(this.page);
  }

  /** How the screen shows a role: the seeded names translated, a given name as written. */
  shown(name: string) {
    return (t.names as Record<string, string>)[name] ?? name;
  }

  renameButton(name: string) {
    return this.page.getByRole('button', { name: fill(t.rename, { name: this.shown(name) }), exact: true });
  }

  async rename(from: string, to: string) {
    await this.renameButton(from).click();
    const field = this.panel.getByRole('textbox', { name: t.fields.name });
    // Focus arrives when the panel has finished opening: only then is it safe to type and save.
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(from);
    await field.fill(to);
    await this.panel.getByRole('button', { name: az.forms.save }).click();
    await expect(this.panel).toBeHidden();
    await expect(this.table.getByText(this.shown(to), { exact: true })).toBeVisible();
  }
}
