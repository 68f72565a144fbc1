import type { Language } from '@emlak/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../support/settle';
import { fill, texts } from '../support/texts';

/** Today in Baku as YYYY-MM-DD: the server's and the dashboard's "today". */
export const bakuToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Baku',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** The dashboard (/dashboard): today's figures, the to-do list and the month calendar. */
export class DashboardPage {
  readonly t;
  /** The texts every screen shares (the month calendar's buttons among them). */
  readonly common;
  readonly heading: Locator;
  readonly figures: Locator;
  readonly todoForm: Locator;
  readonly todoList: Locator;
  readonly calendar: Locator;
  readonly todayButton: Locator;
  readonly team: Locator;
  readonly myList: Locator;

  constructor(
    readonly page: Page,
    readonly language: Language = 'az',
  ) {
    const all = texts(language);
    this.t = all.dashboard;
    this.common = all.common;
    this.heading = page.getByRole('heading', { level: 1, name: all.navigation.dashboard });
    this.figures = page.getByRole('region', { name: this.t.todayTitle });
    this.todoForm = page.getByRole('form', { name: this.t.todos.newTodo });
    this.todoList = page.getByRole('list', { name: this.t.todos.list });
    this.calendar = page.getByRole('region', { name: this.t.calendar.title });
    this.todayButton = this.calendar.getByRole('button', { name: this.t.calendar.today, exact: true });
    this.team = page.getByRole('region', { name: this.t.team.title });
    this.myList = page.getByRole('region', { name: this.t.myListTitle });
  }

  async goto() {
    await this.page.goto('/dashboard');
    await expect(this.heading).toBeVisible();
    await settle(this.page);
  }

  /** A KPI card of today's figures, by its label. */
  kpi(label: string) {
    return this.figures.locator('.MuiCard-root').filter({ hasText: label });
  }

  /** The figure a KPI card shows (its second line), as a whole number: "1.250" → 1250. */
  async kpiCount(label: string) {
    const lines = (await this.kpi(label).innerText()).split('\n').filter((line) => line.trim());
    return Number(lines[1]!.replace(/\D/g, ''));
  }

  field(name: 'title' | 'note') {
    return this.todoForm.getByRole('textbox', { name: this.t.todos.fields[name], exact: true });
  }

  /** Called with the due date's calendar open (a screenshot, an axe run). */
  onPickerOpen?: () => Promise<void>;

  /** Adds a to-do through the form; `dueToday` picks today in the due date's calendar. */
  async addTodo(title: string, { dueToday = false, note }: { dueToday?: boolean; note?: string } = {}) {
    await this.field('title').fill(title);
    if (dueToday) {
      await this.todoForm.getByRole('button', { name: this.t.todos.pickDueDate }).click();
      const picker = this.page.getByRole('dialog', { name: this.t.todos.fields.dueDate });
      await expect(picker).toBeVisible();
      await this.onPickerOpen?.();
      await picker.getByRole('gridcell', { name: String(Number(bakuToday().slice(8))), exact: true }).click();
      await expect(picker).toHaveCount(0);
    }
    if (note) await this.field('note').fill(note);
    await this.todoForm.getByRole('button', { name: this.t.todos.add, exact: true }).click();
    await expect(this.page.getByText(this.t.todos.added, { exact: true })).toBeVisible();
  }

  todo(title: string) {
    return this.todoList.getByRole('listitem').filter({ hasText: title });
  }

  checkbox(title: string, done = false) {
    return this.todoList.getByRole('checkbox', {
      name: fill(done ? this.t.todos.markOpen : this.t.todos.markDone, { title }),
    });
  }

  /** A day cell of the month calendar (YYYY-MM-DD). */
  day(iso: string) {
    return this.calendar.locator(`[data-day="${iso}"]`);
  }

  monthButton(direction: 'next' | 'previous') {
    return this.calendar.getByRole('button', {
      name: direction === 'next' ? this.common.nextMonth : this.common.previousMonth,
    });
  }
}
