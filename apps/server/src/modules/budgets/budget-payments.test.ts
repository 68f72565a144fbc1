import type { Budget, BudgetDetail } from '@emlak/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntriesOf,
  createOrganization,
  createSignedInWorld,
  createTestContext,
  type SignedInWorld,
  type TestContext,
} from '../../../test/helpers';
import { budgets, payments } from '../../db/schema';
import { bakuDate } from '../../lib/baku-time';
import { createBillingFixture } from './budgets.test-support';

type ErrorBody = { code: string; message: string; errors?: Record<string, string[]> };

describe('budget payments', () => {
  let ctx: TestContext;
  let world: SignedInWorld;

  const post = (url: string, payload: object, headers = world.as.superAdmin) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...headers, 'accept-language': 'en' },
      payload,
    });
  const pay = (id: number, amount: number, extra: object = {}) =>
    post(`/adminbudget/${id}/payments`, { amount, paidDate: '2025-05-12', ...extra });

  /** April 2025 of a fresh agency, issued: 193.17 owed (see budgets.test-support.ts). */
  const issuedApril = async () => {
    const organization = await createOrganization(ctx.db);
    await createBillingFixture(ctx.db, organization.id);
    const res = await post('/adminbudget/generate', {
      year: 2025,
      month: 4,
      organizationId: organization.id,
    });
    const [budget] = res.json<{ budgets: Budget[] }>().budgets;
    expect(budget).toMatchObject({ status: 2, totalCost: '193.17' });
    return budget!;
  };
  const stored = async (id: number) => (await ctx.db.select().from(budgets).where(eq(budgets.id, id)))[0]!;
  const paymentCount = async (id: number) =>
    (await ctx.db.select().from(payments).where(eq(payments.budgetId, id))).length;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createSignedInWorld(ctx);
  });
  afterAll(() => ctx.close());

  it('a partial payment, then the rest, closes the budget', async () => {
    const budget = await issuedApril();
    const partial = await pay(budget.id, 100, { paymentReference: 'TR-1', notes: 'first part' });
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json<BudgetDetail>()).toMatchObject({
      status: 2,
      paidAmount: '100.00',
      remainingAmount: '93.17',
      isPaid: false,
      paidDate: null,
      paymentReference: 'TR-1',
    });
    const rest = await pay(budget.id, 93.17, { paidDate: '2025-05-14' });
    expect(rest.statusCode, rest.body).toBe(201);
    const closed = rest.json<BudgetDetail>();
    expect(closed).toMatchObject({
      status: 3,
      paidAmount: '193.17',
      remainingAmount: '0.00',
      isPaid: true,
      paidDate: '2025-05-14',
      isOverdue: false,
    });
    expect(closed.payments.map((p) => [p.amount, p.paidDate, p.paymentReference, p.recordedByName])).toEqual([
      ['100.00', '2025-05-12', 'TR-1', world.superAdmin.name],
      ['93.17', '2025-05-14', null, world.superAdmin.name],
    ]);
    const audit = await auditEntriesOf(ctx, 'budget', budget.id);
    expect(audit.map((entry) => entry.action)).toEqual(['budget.payment', 'budget.payment']);
    expect(audit[1]!.changes).toMatchObject({
      status: { before: 2, after: 3 },
      isPaid: { before: false, after: true },
    });

    const again = await pay(budget.id, 1);
    expect(again.statusCode).toBe(422);
    expect(again.json<ErrorBody>()).toMatchObject({
      code: 'business_rule',
      message: 'This budget is fully paid',
    });
    expect(await paymentCount(budget.id)).toBe(2);
  });

  it('more than is owed is a 422 naming the remaining amount, and changes nothing', async () => {
    const budget = await issuedApril();
    await pay(budget.id, 150);
    const before = await stored(budget.id);
    const over = await pay(budget.id, 43.18);
    expect(over.statusCode).toBe(422);
    const body = over.json<ErrorBody>();
    expect(body.code).toBe('business_rule');
    expect(body.errors?.amount).toEqual(['The amount is more than what is owed (43.17 AZN)']);
    expect(await stored(budget.id)).toEqual(before);
    expect(await paymentCount(budget.id)).toBe(1);
  });

  it('concurrent payments never take more than the total', async () => {
    const budget = await issuedApril();
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(budget.id, 50)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 422, 422, 422]);
    expect(await stored(budget.id)).toMatchObject({ paidAmount: '150.00', status: 2 });
    expect(await paymentCount(budget.id)).toBe(3);
  });

  it('refuses a project budget (no invoice yet), bad amounts and a paid date in the future', async () => {
    const organization = await createOrganization(ctx.db);
    const fixture = await createBillingFixture(ctx.db, organization.id);
    const now = new Date();
    await fixture.subscribe(fixture.users.u1.id, fixture.plans.p85.id, bakuDate(now, -1), bakuDate(now, 39));
    const [year, month] = bakuDate(now).split('-').map(Number);
    const [project] = (
      await post('/adminbudget/generate', { year, month, organizationId: organization.id })
    ).json<{ budgets: Budget[] }>().budgets;
    expect(project!.status).toBe(1);
    const early = await pay(project!.id, 1);
    expect(early.statusCode).toBe(422);
    expect(early.json<ErrorBody>().message).toMatch(/not issued yet/);
    expect(await paymentCount(project!.id)).toBe(0);

    const budget = await issuedApril();
    for (const amount of [0, -5, 1.234, 1e12, Number.NaN, '12']) {
      const res = await pay(budget.id, amount as number);
      expect(res.statusCode, String(amount)).toBe(400);
    }
    const future = await pay(budget.id, 1, { paidDate: bakuDate(now, 2) });
    expect(future.statusCode).toBe(400);
    expect(Object.keys(future.json<ErrorBody>().errors ?? {})).toEqual(['paidDate']);
    // April's invoice cannot have been paid before April began.
    const beforePeriod = await pay(budget.id, 1, { paidDate: '2025-03-31' });
    expect(beforePeriod.statusCode).toBe(400);
    expect(beforePeriod.json<ErrorBody>().errors?.paidDate?.[0]).toMatch(/2025-04-01/);
    const control = await pay(budget.id, 1, { paymentReference: 'a\u0000b' });
    expect(control.statusCode).toBe(400);
    const missing = await pay(2_000_000_000, 1);
    expect(missing.statusCode).toBe(404);
    expect(await paymentCount(budget.id)).toBe(0);
  });
});
