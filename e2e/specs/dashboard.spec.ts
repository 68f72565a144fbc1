import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { bakuToday, DashboardPage } from '../pages/dashboard-page';
import { callApi, listedListing } from '../pages/user-ads-page';
import type { SavedRole } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs, stateWith } from '../support/fixtures';
import { animationsDone, settle } from '../support/settle';
import { az, fill } from '../support/texts';

const t = az.dashboard;
const figures = az.statistics.figures;
const shots = join(import.meta.dirname, '..', 'screenshots');

/** A to-do title no other run shares. */
const unique = (title: string) => `${title} ${Date.now().toString(36)}`;

/** Removes every to-do of the signed-in user, so a run starts from an empty list. */
const clearTodos = async (page: DashboardPage['page']) => {
  const list = await callApi(page, 'GET', '/todos');
  for (const todo of list.body as unknown as { id: number }[]) {
    // An empty object: the helper always sends a JSON content type, and JSON cannot be empty.
    expect((await callApi(page, 'DELETE', `/todos/${todo.id}`, {})).status).toBe(204);
  }
};

test.describe('the agent’s dashboard', () => {
  test.use({ storageState: signedInAs('agent') });

  test('a sale of today shows in the figures and on the calendar; a to-do is added, ticked off and deleted', async ({
    page,
  }) => {
    const dashboard = new DashboardPage(page);
    const today = bakuToday();
    await dashboard.goto();
    await clearTodos(page);
    const soldBefore = await dashboard.kpiCount(figures.soldCount);

    // A sale today, seeded through the API as the sell dialog would send it.
    const listing = await listedListing(page, 240_000);
    const sold = await callApi(page, 'POST', '/usersads/sell', {
      id: listing.userAdId,
      amountOfSeller: 2400,
      amountOfBuyer: 1200,
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    await dashboard.goto();
    // Other specs sell as this agent too: at least this one more.
    expect(await dashboard.kpiCount(figures.soldCount)).toBeGreaterThanOrEqual(soldBefore + 1);
    await expect(dashboard.kpi(figures.commission)).not.toContainText(/^0 ₼$/m);
    await expect(dashboard.day(today)).toHaveAttribute('data-marks', 'sales');
    await expect(dashboard.day(today)).toHaveAttribute('aria-current', 'date');
    await expect(dashboard.calendar.getByText(/\d+ satış/)).toBeVisible();

    // Empty list first, with its hint.
    await expect(page.getByText(t.todos.emptyTitle)).toBeVisible();
    await expectNoSeriousViolations(page, '/dashboard (empty to-do list)');

    // Validation under the field before anything is sent.
    await dashboard.todoForm.getByRole('button', { name: t.todos.add, exact: true }).click();
    await expect(
      dashboard.todoForm.getByText(fill(az.forms.required, { field: t.todos.fields.title })),
    ).toBeVisible();

    // A to-do due today: the calendar marks today for it too.
    const title = unique('E2E satıcıya zəng');
    dashboard.onPickerOpen = async () => {
      await animationsDone(page);
      await expectNoSeriousViolations(page, '/dashboard (due date calendar)');
      await page.screenshot({ path: join(shots, '1280', 'az-light', 'dashboard-due-date.png') });
    };
    await dashboard.addTodo(title, { dueToday: true, note: 'Qiyməti soruş' });
    const item = dashboard.todo(title);
    await expect(item).toBeVisible();
    await expect(item.getByText(t.todos.dueToday, { exact: true })).toBeVisible();
    await expect(item).toContainText(today.split('-').reverse().join('.'));
    await expect(dashboard.day(today)).toHaveAttribute('data-marks', 'sales todos');
    await expect(dashboard.calendar.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    await expectNoSeriousViolations(page, '/dashboard (a to-do due today)');

    // Ticked off: struck through, and today keeps only its sales mark.
    // A click, not check(): the box is ticked by the list's update a moment after the click.
    await dashboard.checkbox(title).click();
    await expect(dashboard.checkbox(title, true)).toBeChecked();
    await expect(item.getByText(title, { exact: true })).toHaveCSS('text-decoration-line', 'line-through');
    await expect(dashboard.day(today)).toHaveAttribute('data-marks', 'sales');
    // Still ticked after a reload: the server kept it.
    await dashboard.goto();
    await expect(dashboard.checkbox(title, true)).toBeChecked();

    // Deleted after the question.
    await dashboard
      .todo(title)
      .getByRole('button', { name: fill(t.todos.delete, { title }) })
      .click();
    const question = page.getByRole('dialog', { name: t.todos.deleteTitle });
    await question.getByRole('button', { name: az.forms.delete }).click();
    await expect(page.getByText(t.todos.deleted, { exact: true })).toBeVisible();
    await expect(dashboard.todo(title)).toHaveCount(0);
    await expect(page.getByText(t.todos.emptyTitle)).toBeVisible();
  });

  test('the Today button brings the calendar back from another month', async ({ page }) => {
    const dashboard = new DashboardPage(page);
    const today = bakuToday();
    await dashboard.goto();
    await expect(dashboard.day(today)).toBeVisible();
    await dashboard.monthButton('next').click();
    await dashboard.monthButton('next').click();
    await expect(dashboard.day(today)).toHaveCount(0);
    await dashboard.todayButton.click();
    await expect(dashboard.day(today)).toBeVisible();
    await expect(dashboard.day(today)).toHaveAttribute('aria-selected', 'true');
    await dashboard.monthButton('previous').click();
    await expect(dashboard.day(today)).toHaveCount(0);
    await dashboard.todayButton.click();
    await expect(dashboard.day(today)).toHaveAttribute('aria-selected', 'true');
  });

  test('My list by status links to each tab', async ({ page }) => {
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    const work = dashboard.myList.getByRole('link', {
      name: new RegExp(`^\\d+ ${az.listing.statuses.work} `),
    });
    await work.click();
    await expect(page).toHaveURL(/\/user-announcement\?status=work$/);
  });
});

test('an agency Admin sees the team’s day; an agent does not', async ({ browser }) => {
  const open = async (role: SavedRole) => {
    const context = await browser.newContext({ storageState: stateWith(role) });
    const page = await context.newPage();
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    return { context, dashboard };
  };
  const admin = await open('admin');
  await expect(admin.dashboard.team).toBeVisible();
  await expect(admin.dashboard.team.getByText(t.team.agentsSold)).toBeVisible();
  await expect(admin.dashboard.team.getByText(/^\d+ \/ \d+$/)).toBeVisible();
  await expectNoSeriousViolations(admin.dashboard.page, '/dashboard (Admin)');
  await admin.context.close();
  const agent = await open('agent');
  await expect(agent.dashboard.todoList.or(agent.dashboard.page.getByText(t.todos.emptyTitle))).toBeVisible();
  await expect(agent.dashboard.team).toHaveCount(0);
  await agent.context.close();
});

/**
 * The dashboard with to-dos in each state (overdue, due today, later, done) at desktop and phone
 * widths, in az and ru, light and dark: e2e/screenshots/<width>/<lang>-<mode>/dashboard-agent.png.
 */
test('screenshots of the dashboard', async ({ browser }) => {
  test.setTimeout(180_000);
  const seed = await browser.newContext({ storageState: stateWith('agent') });
  const seeder = await seed.newPage();
  await seeder.goto('/dashboard');
  await clearTodos(seeder);
  const day = (offset: number) => {
    const date = new Date(`${bakuToday()}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  };
  const seeded = [
    { title: 'Müqavilənin surətini notariusa apar', dueDate: day(-2), note: 'Sənədlər qovluqdadır' },
    { title: 'Nərimanovdakı 3 otaqlı mənzilə baxış — alıcı ilə', dueDate: day(0) },
    { title: 'Yasamalda sahibkarla qiyməti razılaşdır', dueDate: day(3) },
    { title: 'Elanın şəkillərini yenilə' },
    { title: 'Satıcıya zəng et', dueDate: day(-1), done: true },
  ];
  for (const todo of seeded) {
    const { done, ...values } = todo;
    const created = await callApi(seeder, 'POST', '/todos', values);
    expect(created.status).toBe(201);
    if (done)
      await callApi(seeder, 'PUT', `/todos/${created.body.id}`, { ...values, done: true, version: 1 });
  }
  await seed.close();

  const combos = [
    { width: 1280, height: 900, lang: 'az', mode: 'light' },
    { width: 1280, height: 900, lang: 'ru', mode: 'dark' },
    { width: 1280, height: 900, lang: 'ru', mode: 'light' },
    { width: 390, height: 844, lang: 'az', mode: 'light' },
    { width: 390, height: 844, lang: 'az', mode: 'dark' },
    { width: 390, height: 844, lang: 'ru', mode: 'light' },
  ] as const;
  const shoot = async (role: SavedRole, combo: (typeof combos)[number], name: string) => {
    const context = await browser.newContext({
      viewport: { width: combo.width, height: combo.height },
      isMobile: combo.width < 600,
      hasTouch: combo.width < 600,
      reducedMotion: 'reduce',
      storageState: stateWith(role, {
        lang: combo.lang,
        'current-theme': combo.mode === 'dark' ? 'ROYAL_BLUE_DARK' : 'ROYAL_BLUE',
      }),
    });
    const page = await context.newPage();
    const dashboard = new DashboardPage(page, combo.lang);
    await dashboard.goto();
    // The Admin has no to-dos: the empty list says so.
    await expect(
      role === 'agent' ? dashboard.todoList : page.getByText(dashboard.t.todos.emptyTitle),
    ).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(
      page,
      `/dashboard (${role}, ${combo.width} px, ${combo.lang}, ${combo.mode})`,
    );
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(combo.width);
    await page.screenshot({
      path: join(shots, String(combo.width), `${combo.lang}-${combo.mode}`, `${name}.png`),
      fullPage: true,
      animations: 'disabled',
    });
    await context.close();
  };
  for (const combo of combos) await shoot('agent', combo, 'dashboard-agent');
  await shoot('admin', combos[0], 'dashboard-admin');
  await shoot('admin', combos[3], 'dashboard-admin');
});
