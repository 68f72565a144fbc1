import { Role } from '@emlak/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  activeSessionCount,
  authHeaders,
  createOrganization,
  createTestContext,
  createUser,
  createWorld,
  type TestContext,
} from '../../../test/helpers';
import { createDatabase } from '../../db/client';
import { auditLog, budgets, organizations, payments } from '../../db/schema';
import { createBudgetsService } from './budgets.service';
import { actorOf, bakuNoon, createBillingFixture } from './budgets.test-support';
import { settleDemoBudgets } from './demo-settlement';
import { closeEndedMonths } from './month-close';
import { startMonthCloseScheduler } from './month-close-scheduler';

describe('month close and auto-lock (decisions 6 and 7)', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof createWorld>>;

  const organization = async (id: number) =>
    (await ctx.db.select().from(organizations).where(eq(organizations.id, id)))[0]!;
  const budgetsOf = (organizationId: number) =>
    ctx.db
      .select()
      .from(budgets)
      .where(eq(budgets.organizationId, organizationId))
      .orderBy(budgets.year, budgets.month);

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
  });
  afterAll(() => ctx.close());

  it('issues every ended month, locks after more than 10 days overdue, unlocks on the settling payment', async () => {
    const agency = await createOrganization(ctx.db);
    await createBillingFixture(ctx.db, agency.id);
    const admin = await createUser(ctx.db, { organizationId: agency.id, roleId: Role.Admin });
    await authHeaders(ctx, admin);

    // 2 March: February is issued (due 10 March), March is still running: its estimate is kept.
    expect(await closeEndedMonths(ctx.db, bakuNoon('2025-03-02'), { catchUp: true })).toMatchObject({
      issued: 1,
      locked: 0,
    });
    expect((await budgetsOf(agency.id)).map((b) => [b.month, b.status, b.totalCost, b.dueDate])).toEqual([
      [2, 2, '46.67', '2025-03-10'],
      [3, 1, '28.50', '2025-04-10'],
    ]);
    // On 20 March February is 10 days overdue: not locked yet; on 21 March it is 11.
    expect(await closeEndedMonths(ctx.db, bakuNoon('2025-03-20'))).toMatchObject({ locked: 0 });
    expect(await organization(agency.id)).toMatchObject({ isLocked: false, lockedReason: null });
    expect(await closeEndedMonths(ctx.db, bakuNoon('2025-03-21'))).toMatchObject({ locked: 1 });
    expect(await organization(agency.id)).toMatchObject({ isLocked: true, lockedReason: 'unpaid_budget' });
    expect(await activeSessionCount(ctx, admin.id)).toBe(0);
    const lockEntries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'organization'), eq(auditLog.entityId, String(agency.id))));
    expect(lockEntries.map((entry) => entry.action)).toEqual(['organization.locked']);

    // A partial payment leaves it locked; the one that settles February unlocks it.
    const [february] = await budgetsOf(agency.id);
    const service = createBudgetsService(ctx.db, { now: () => bakuNoon('2025-03-22') });
    const operator = actorOf(world.superAdmin, 'all');
    await service.recordPayment(operator, february!.id, { amount: 40, paidDate: '2025-03-22' });
    expect(await organization(agency.id)).toMatchObject({ isLocked: true, lockedReason: 'unpaid_budget' });
    await service.recordPayment(operator, february!.id, { amount: 6.67, paidDate: '2025-03-22' });
    expect(await organization(agency.id)).toMatchObject({ isLocked: false, lockedReason: null });
  });

  it('never undoes a lock by hand, nor locks the operator', async () => {
    const agency = await createOrganization(ctx.db, { isLocked: true, lockedReason: 'manual' });
    await createBillingFixture(ctx.db, agency.id);
    await closeEndedMonths(ctx.db, bakuNoon('2025-05-02'), { catchUp: true });
    await closeEndedMonths(ctx.db, bakuNoon('2025-06-30'));
    expect(await organization(agency.id)).toMatchObject({ isLocked: true, lockedReason: 'manual' });
    const service = createBudgetsService(ctx.db, { now: () => bakuNoon('2025-07-01') });
    const operator = actorOf(world.superAdmin, 'all');
    for (const budget of await budgetsOf(agency.id)) {
      if (budget.status !== 2) continue;
      const owed = Number((Number(budget.totalCost) - Number(budget.paidAmount)).toFixed(2));
      await service.recordPayment(operator, budget.id, { amount: owed, paidDate: '2025-07-01' });
    }
    await closeEndedMonths(ctx.db, bakuNoon('2025-07-01'));
    expect(await organization(agency.id)).toMatchObject({ isLocked: true, lockedReason: 'manual' });
    expect(await organization(world.operator.id)).toMatchObject({ isLocked: false });
  });

  it('a second process finds the lock taken and does nothing', async () => {
    const other = createDatabase(ctx.config.databaseUrl!, { max: 2 });
    try {
      await ctx.db.transaction(async (tx) => {
        await tx.execute(`select pg_advisory_xact_lock(7402, 1)` as never);
        expect(await closeEndedMonths(other.db, bakuNoon('2025-05-02'))).toBeNull();
      });
    } finally {
      await other.close();
    }
  });

  it('the scheduler logs a failure without SQL and keeps the process alive', async () => {
    const broken = createDatabase('postgres://nobody:wrong@127.0.0.1:1/none', { max: 1 });
    const log = { info: vi.fn(), error: vi.fn() };
    const scheduler = startMonthCloseScheduler(broken.db, log, { intervalMs: 60_000 });
    await scheduler.tick();
    await scheduler.stop();
    await broken.close();
    expect(log.error).toHaveBeenCalled();
    const logged = JSON.stringify(log.error.mock.calls);
    expect(logged).not.toMatch(/select|insert|update|budgets/i);
  });

  it('the scheduler runs with an injected clock', async () => {
    const agency = await createOrganization(ctx.db);
    await createBillingFixture(ctx.db, agency.id);
    const log = { info: vi.fn(), error: vi.fn() };
    const scheduler = startMonthCloseScheduler(ctx.db, log, { now: () => bakuNoon('2025-03-02') });
    await scheduler.tick();
    await scheduler.stop();
    expect(log.error).not.toHaveBeenCalled();
    expect((await budgetsOf(agency.id)).map((b) => [b.month, b.status])).toEqual([
      [2, 2],
      [3, 1],
    ]);
  });

  it('the demo upkeep issues and pays the demo agencies so that the tick never locks them', async () => {
    const agency = await createOrganization(ctx.db);
    const fixture = await createBillingFixture(ctx.db, agency.id);
    const emails = [fixture.users.u1.email];
    expect(await settleDemoBudgets(ctx.db, bakuNoon('2025-06-15'), emails)).toBe(4);
    expect(await settleDemoBudgets(ctx.db, bakuNoon('2025-06-15'), emails)).toBe(0);
    const rows = await budgetsOf(agency.id);
    expect(rows.map((b) => [b.month, b.status, b.paidAmount === b.totalCost])).toEqual([
      [2, 3, true],
      [3, 3, true],
      [4, 3, true],
      [5, 3, true],
    ]);
    const demoPayments = await ctx.db.select().from(payments).where(eq(payments.budgetId, rows[2]!.id));
    expect(demoPayments).toMatchObject([
      { amount: '193.17', paymentReference: 'DEMO', notes: 'demo data', paidDate: '2025-05-10' },
    ]);
    await closeEndedMonths(ctx.db, bakuNoon('2025-06-30'));
    expect(await organization(agency.id)).toMatchObject({ isLocked: false });
  });
});
