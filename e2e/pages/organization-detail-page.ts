import { expect, type Locator, type Page } from '@playwright/test';
import { animationsDone, settle } from '../support/settle';
import { az, fill } from '../support/texts';

const t = az.organizations.detail;

/** An organization's page (/organizations/:id): the subscription panel and the users' cards. */
export class OrganizationDetailPage {
  readonly panel: Locator;
  readonly panelToggle: Locator;
  readonly planField: Locator;
  /** The plan select's value (its hidden input): empty until a plan is chosen or pre-filled. */
  readonly prefilledPlanId: Locator;

  constructor(
    readonly page: Page,
    readonly id: number,
  ) {
    this.panel = page.getByRole('region', { name: t.subscription.title });
    this.panelToggle = this.panel.getByRole('button', { name: new RegExp(t.subscription.title) });
    this.planField = this.panel.getByRole('combobox', { name: t.subscription.plan });
    this.prefilledPlanId = this.panel.locator('input[name="subscriptionPlanId"]');
  }

  async goto() {
    await this.page.goto(`/organizations/${this.id}`);
    await expect(this.page.getByRole('article').first()).toBeVisible();
    await settle(this.page);
  }

  setPlanFor(name: string) {
    return this.page.getByRole('button', { name: fill(t.setPlanFor, { name }), exact: true });
  }

  /** The badge text of the picked user's current plan, once their subscriptions have been read. */
  badge(plan: string) {
    return this.panel.getByText(fill(t.subscription.currentPlan, { plan }), { exact: true });
  }

  /** Opens the plan select (once the panel has finished expanding) and picks a plan. */
  async choosePlan(name: string) {
    const option = this.page.getByRole('option', { name, exact: true });
    await animationsDone(this.page);
    await expect(async () => {
      if (!(await option.isVisible())) await this.planField.click();
      await expect(option).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await option.click();
  }
}
