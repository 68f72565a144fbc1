import type { Budget, BudgetDetail } from '@emlak/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganization,
  createSignedInWorld,
  createTestContext,
  createUser,
  type SignedInWorld,
  type TestContext,
} from '../../../test/helpers';
import { budgetLineItems, budgets } from '../../db/schema';
import { bakuDate } from '../../lib/baku-time';
import { createBudgetsService } from './budgets.service';
import { actorOf, bakuNoon, createBillingFixture } from './budgets.test-support';
import { closeEndedMonths } from './month-close';

describe('budget computation (decisions 3 and 6)', () => {
  let ctx: TestContext;
  let world: SignedInWorld;
  let fixture: Awaited<ReturnType<typeof createBillingFixture>>;

  const generate = (payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/adminbudget/generate',
      headers: world.as.superAdmin,
      payload,
    });
  const detail = async (id: number) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/adminbudget/${id}`, headers: world.as.superAdmin })
    ).json<BudgetDetail>();
  const lineOf = (budget: BudgetDetail, subscriptionId: number) =>
    budget.lineItems.find((line) => line.subscriptionId === subscriptionId);

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createSignedInWorld(ctx);
    fixture = await createBillingFixture(ctx.db, world.orgA.id);
    // The operator's own users are never billed, even with a subscription.
    await fixture.subscribe(
      world.superAdmin.id,
      fixture.plans.p100.id,
      '2025-04-01',
      '2025-05-11',
      world.operator.id,
    );
  });
  afterAll(() => ctx.close());

  it('issues April 2025 with one line per subscription, each worked out by hand', async () => {
    const res = await generate({ year: 2025, month: 4 });
    expect(res.statusCode, res.body).toBe(200);
    const issued = res.json<{ budgets: Budget[] }>().budgets;
    // orgA only: orgB has no subscription, the operator is never billed.
    expect(issued.map((budget) => budget.organizationId)).toEqual([world.orgA.id]);
    const april = await detail(issued[0]!.id);
    expect(april).toMatchObject({
      year: 2025,
      month: 4,
      status: 2,
      periodDescription: '2025-04',
      periodStart: '2025-04-01',
      periodEnd: '2025-04-30',
      dueDate: '2025-05-10',
      totalCost: '193.17',
      paidAmount: '0.00',
      remainingAmount: '193.17',
      isPaid: false,
      lineItemCount: 4,
    });
    expect(april.issuedAt).not.toBeNull();
    const { s1, s2, s3, s5 } = fixture.subs;
    // Starts mid-month: 16..30 April = 15 days of 100 -> 50.00.
    expect(lineOf(april, s1.id)).toMatchObject({
      daysUsed: 15,
      dailyRate: '3.3333',
      lineTotal: '50.00',
      startDate: '2025-04-16',
      endDate: '2025-05-01',
      userId: fixture.users.u1.id,
      userName: fixture.users.u1.name,
      userEmail: fixture.users.u1.email,
      subscriptionPlanId: fixture.plans.p100.id,
      subscriptionPlanName: fixture.plans.p100.name,
    });
    // Ends mid-month (superseded on the 8th): 1..7 April = 7 days of 85 -> 595 / 30 = 19.8333 -> 19.83.
    expect(lineOf(april, s2.id)).toMatchObject({
      daysUsed: 7,
      dailyRate: '2.8333',
      lineTotal: '19.83',
      startDate: '2025-04-01',
      endDate: '2025-04-08',
    });
    // Two plans in one month for one user: the second from the 8th, 23 days of 100 -> 76.67.
    expect(lineOf(april, s3.id)).toMatchObject({
      daysUsed: 23,
      lineTotal: '76.67',
      userId: fixture.users.u2.id,
    });
    // Spans two months: 1..28 April = 28 days of 50 -> 46.67.
    expect(lineOf(april, s5.id)).toMatchObject({ daysUsed: 28, dailyRate: '1.6667', lineTotal: '46.67' });
  });

  it('issues March: a period ending on the 1st has no day in the month before', async () => {
    const [march] = (await generate({ year: 2025, month: 3 })).json<{ budgets: Budget[] }>().budgets;
    const lines = (await detail(march!.id)).lineItems;
    expect(lines.map((line) => [line.subscriptionId, line.daysUsed, line.lineTotal])).toEqual([
      [fixture.subs.s5.id, 12, '20.00'],
      [fixture.subs.s2.id, 3, '8.50'],
    ]);
    expect(march!.totalCost).toBe('28.50');
    expect(march!.dueDate).toBe('2025-04-10');
  });

  it('is idempotent: a second generate answers the same budget and lines, nothing duplicated', async () => {
    const first = (await generate({ year: 2025, month: 4 })).json<{ budgets: Budget[] }>().budgets;
    const before = await detail(first[0]!.id);
    const again = await generate({ year: 2025, month: 4, organizationId: world.orgA.id });
    expect(again.statusCode).toBe(200);
    const second = again.json<{ budgets: Budget[] }>().budgets;
    expect(second).toEqual(first);
    expect(await detail(first[0]!.id)).toEqual(before);
    const rows = await ctx.db.select().from(budgets).where(eq(budgets.organizationId, world.orgA.id));
    expect(rows.filter((row) => row.year === 2025 && row.month === 4)).toHaveLength(1);
  });

  it('concurrent generate calls and ticks issue a month once with the same lines', async () => {
    const calls = await Promise.all([
      generate({ year: 2025, month: 2 }),
      generate({ year: 2025, month: 2 }),
      closeEndedMonths(ctx.db, bakuNoon('2025-03-05'), { catchUp: true }),
      generate({ year: 2025, month: 2, organizationId: world.orgA.id }),
      closeEndedMonths(ctx.db, bakuNoon('2025-03-05')),
    ]);
    const answers = calls.filter((call) => call !== null && 'statusCode' in call);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const ids = answers.map((answer) =>
      answer.json<{ budgets: Budget[] }>().budgets.map((budget) => budget.id),
    );
    expect(new Set(ids.flat()).size).toBe(1);
    const february = await detail(ids[0]![0]!);
    expect(february).toMatchObject({ status: 2, totalCost: '46.67', dueDate: '2025-03-10' });
    expect(february.lineItems.map((line) => [line.subscriptionId, line.daysUsed, line.lineTotal])).toEqual([
      [fixture.subs.s4.id, 28, '46.67'],
    ]);
    const lines = await ctx.db
      .select()
      .from(budgetLineItems)
      .where(eq(budgetLineItems.budgetId, february.id));
    expect(lines).toHaveLength(1);
  });

  it('closes a month whose total is 0 at issue', async () => {
    const organization = await createOrganization(ctx.db);
    const trial = await createUser(ctx.db, { organizationId: organization.id });
    await fixture.subscribe(trial.id, fixture.plans.free.id, '2025-01-10', '2025-02-19', organization.id);
    const res = await generate({ year: 2025, month: 1, organizationId: organization.id });
    const [january] = res.json<{ budgets: Budget[] }>().budgets;
    expect(january).toMatchObject({
      status: 3,
      totalCost: '0.00',
      isPaid: true,
      paidDate: null,
      lineItemCount: 1,
    });
  });

  it('the running month is a project, recomputed when read; a future month is refused', async () => {
    const now = new Date();
    const [year, month] = bakuDate(now).split('-').map(Number) as [number, number];
    const user = fixture.users.u1;
    const start = bakuDate(now, -2);
    await fixture.subscribe(user.id, fixture.plans.p85.id, start, bakuDate(now, 38));
    const res = await generate({ year, month, organizationId: world.orgA.id });
    expect(res.statusCode, res.body).toBe(200);
    const [project] = res.json<{ budgets: Budget[] }>().budgets;
    expect(project).toMatchObject({ status: 1, issuedAt: null, isOverdue: false });
    // A subscription created after the project was computed shows on the next read.
    await fixture.subscribe(fixture.users.u3.id, fixture.plans.p50.id, bakuDate(now), bakuDate(now, 40));
    const reread = await detail(project!.id);
    expect(reread.lineItemCount).toBe(project!.lineItemCount + 1);

    const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
    const future = await generate(next);
    expect(future.statusCode).toBe(400);
    expect(future.json<{ errors: Record<string, string[]> }>().errors.month).toHaveLength(1);
    const missing = await generate({ year: 2025, month: 4, organizationId: 999_999 });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ errors: object }>().errors)).toEqual(['organizationId']);
  });

  it('statuses, due date and overdue days follow a fixed clock', async () => {
    const service = (day: string) => createBudgetsService(ctx.db, { now: () => bakuNoon(day) });
    const admin = actorOf(world.adminA, 'organization');
    const [april] = (await service('2025-05-10').list(admin, { year: 2025 })).filter((b) => b.month === 4);
    expect(april).toMatchObject({ dueDate: '2025-05-10', isOverdue: false, daysOverdue: 0 });
    const [late] = (await service('2025-05-11').list(admin, { year: 2025 })).filter((b) => b.month === 4);
    expect(late).toMatchObject({ isOverdue: true, daysOverdue: 1 });
    const [later] = (await service('2025-05-24').list(admin, { year: 2025 })).filter((b) => b.month === 4);
    expect(later).toMatchObject({ isOverdue: true, daysOverdue: 14 });
  });
});
