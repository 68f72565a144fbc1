import type { Language } from '@emlak/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInWorld,
  createTestContext,
  type SignedInWorld,
  type TestContext,
} from '../../../test/helpers';
import { organizations } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { createBudgetsService } from './budgets.service';
import { closeEndedMonths } from './month-close';
import { actorOf, bakuNoon, createBillingFixture } from './budgets.test-support';

describe('budget analytics and invoice', () => {
  let ctx: TestContext;
  let world: SignedInWorld;
  let fixture: Awaited<ReturnType<typeof createBillingFixture>>;
  const service = () => createBudgetsService(ctx.db, { now: () => bakuNoon('2025-05-15') });
  let aprilId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createSignedInWorld(ctx);
    fixture = await createBillingFixture(ctx.db, world.orgA.id);
    const operator = actorOf(world.superAdmin, 'all');
    const ids: Record<number, number> = {};
    for (const month of [2, 3, 4]) {
      const { budgets } = await service().generate(operator, { year: 2025, month });
      ids[month] = budgets[0]!.id;
    }
    aprilId = ids[4]!;
    await service().recordPayment(operator, ids[2]!, { amount: 46.67, paidDate: '2025-03-09' });
    await service().recordPayment(operator, ids[3]!, { amount: 28.5, paidDate: '2025-04-09' });
    await service().recordPayment(operator, aprilId, {
      amount: 100,
      paidDate: '2025-05-12',
      paymentReference: 'TR-9',
    });
  });
  afterAll(() => ctx.close());

  it('sums the year against the hand-computed fixture', async () => {
    // A platform-wide read shows the running month as the last tick left it (budgets.service.ts).
    await closeEndedMonths(ctx.db, bakuNoon('2025-05-15'));
    const figures = await service().analytics(actorOf(world.superAdmin, 'all'), { year: 2025 });
    expect(figures).toEqual({
      year: 2025,
      organizationId: null,
      // February, March, April issued; May the running project.
      budgetCount: 4,
      overdueCount: 1,
      totalCost: '268.34',
      paidAmount: '175.17',
      unpaidAmount: '93.17',
      // 175.17 / 268.34 = 65.279..%
      paymentRate: 65.3,
      topUsers: [
        {
          userId: fixture.users.u3.id,
          userName: fixture.users.u3.name,
          organizationName: world.orgA.name,
          totalCost: '113.34',
        },
        {
          userId: fixture.users.u2.id,
          userName: fixture.users.u2.name,
          organizationName: world.orgA.name,
          totalCost: '105.00',
        },
        {
          userId: fixture.users.u1.id,
          userName: fixture.users.u1.name,
          organizationName: world.orgA.name,
          totalCost: '50.00',
        },
      ],
      topPlans: [
        { planId: fixture.plans.p100.id, planName: fixture.plans.p100.name, revenue: '126.67', lineCount: 2 },
        { planId: fixture.plans.p50.id, planName: fixture.plans.p50.name, revenue: '113.34', lineCount: 3 },
        { planId: fixture.plans.p85.id, planName: fixture.plans.p85.name, revenue: '28.33', lineCount: 2 },
      ],
      trend: [
        { year: 2024, month: 12, totalCost: '0.00', paidAmount: '0.00' },
        { year: 2025, month: 1, totalCost: '0.00', paidAmount: '0.00' },
        { year: 2025, month: 2, totalCost: '46.67', paidAmount: '46.67' },
        { year: 2025, month: 3, totalCost: '28.50', paidAmount: '28.50' },
        { year: 2025, month: 4, totalCost: '193.17', paidAmount: '100.00' },
        { year: 2025, month: 5, totalCost: '140.00', paidAmount: '0.00' },
      ],
    });
  });

  it('an Admin reads the own organization; a past year ends its trend in December', async () => {
    const own = await service().analytics(actorOf(world.adminA, 'organization'), {});
    expect(own).toMatchObject({ organizationId: world.orgA.id, totalCost: '268.34' });
    const other = await service().analytics(actorOf(world.adminB, 'organization'), {});
    expect(other).toMatchObject({
      organizationId: world.orgB.id,
      budgetCount: 0,
      totalCost: '0.00',
      paymentRate: 0,
    });
    await expect(
      service().analytics(actorOf(world.adminB, 'organization'), { organizationId: world.orgA.id }),
    ).rejects.toMatchObject({ code: 'not_found' });
    const past = await service().analytics(actorOf(world.superAdmin, 'all'), { year: 2024 });
    expect(past.trend.map((month) => `${month.year}-${month.month}`)).toEqual([
      '2024-7',
      '2024-8',
      '2024-9',
      '2024-10',
      '2024-11',
      '2024-12',
    ]);
  });

  it('the invoice escapes a hostile organization name and speaks the request language', async () => {
    await ctx.db
      .update(organizations)
      .set({ name: `<script>alert("x")</script> & 'Co' <img src=x onerror=alert(1)>` })
      .where(eq(organizations.id, world.orgA.id));
    const invoice = (language: Language) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/adminbudget/${aprilId}/invoice`,
        headers: { ...world.as.adminA, 'accept-language': language },
      });
    const en = await invoice('en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(en.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(en.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(en.body).not.toMatch(/<script|<img/i);
    expect(en.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39; &lt;img');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Invoice');
    expect(en.body).toContain('193.17 AZN');
    expect(en.body).toContain('TR-9');
    expect(en.body).toContain('@media print');
    const ru = await invoice('ru');
    expect(ru.body).toContain('<html lang="ru">');
    expect(ru.body).toContain('Счёт');
    expect(ru.body).toMatch(/193,17\sAZN/);
    const az = await invoice('az');
    expect(az.body).toContain('Hesab-faktura');
    expect(az.body).toContain('193,17 AZN');
  });
});
