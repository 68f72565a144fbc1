import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../support/settle';
import { az } from '../support/texts';

/** The role-specific menus screen (/role-specific-menus). */
export class RoleMenusPage {
  readonly t = az.roleMenus;
  readonly heading: Locator;
  readonly save: Locator;
  readonly unsaved: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: az.roleMenus.title });
    this.save = page.getByRole('button', { name: az.roleMenus.save, exact: true });
    this.unsaved = page.getByText(az.roleMenus.unsaved);
  }

  async goto(roleId?: number) {
    await this.page.goto(roleId ? `/role-specific-menus?role=${roleId}` : '/role-specific-menus');
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByRole('checkbox').first()).toBeVisible();
    await settle(this.page);
  }

  /** The checkbox of a menu, by its screen title ('Büdcələr'). */
  menu(title: string) {
    return this.page.getByRole('checkbox', { name: title, exact: true });
  }
}
