import {
  formatMessage,
  Role,
  type CommissionReportPage,
  type CommissionReportQueryInput,
  type CommissionReportRow,
} from '@emlak/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import {
  authHeaders,
  createTestContext,
  createUser,
  createWorld,
  type TestContext,
} from '../../../test/helpers';
import { users } from '../../db/schema';
import { bakuDate } from '../../lib/baku-time';
import { createStatisticsFixtures } from '../statistics/statistics.test-support';

type World = Awaited<ReturnType<typeof createWorld>>;
type Headers = Record<string, string>;

/** Two weeks of January 2026, Monday the 5th to Sunday the 18th. */
const twoWeeks = { period: 'custom', from: '2026-01-05', to: '2026-01-18' } as const;

describe('commission report (POST /reports/commissions/table)', () => {
  let ctx: TestContext;
  let world: World;
  let as: Record<Caller, Headers>;
  let anar: Awaited<ReturnType<typeof createUser>>;
  let kamran: Awaited<ReturnType<typeof createUser>>;
  let anarHeaders: Headers;

  const post = (headers: Headers, body: CommissionReportQueryInput | Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/reports/commissions/table', headers, payload: body });
  const report = async (
    headers: Headers,
    body: CommissionReportQueryInput,
  ): Promise<CommissionReportPage> => {
    const res = await post(headers, { pageSize: 100, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CommissionReportPage;
  };
  /** What identifies a row: whose and which bucket. */
  const keys = (rows: CommissionReportRow[]) => rows.map((row) => `${row.userName} ${row.bucketStart}`);

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    as = await callerHeaders(ctx, world);
    const fx = await createStatisticsFixtures(ctx.db);
    const named = async (name: string) => {
      const user = await createUser(ctx.db, { organizationId: world.orgA.id, roleId: Role.User });
      await ctx.db.update(users).set({ name, colorCode: '#123456' }).where(eq(users.id, user.id));
      return { ...user, name };
    };
    anar = await named('Anar');
    kamran = await named('Kamran');
    await named('Nərgiz'); // no deals: no rows
    anarHeaders = await authHeaders(ctx, anar);
    const sale = (agent: typeof anar, soldDate: string, soldPrice: string, seller: string, buyer: string) =>
      fx.sold(agent, { soldDate, soldPrice, seller, buyer });
    // Week 1 (5th..11th): Anar 2 deals, Kamran 1 with no sold value; week 2: one each.
    await sale(anar, '2026-01-05', '100000.00', '2000.00', '1000.00');
    await sale(anar, '2026-01-06', '50000.00', '500.00', '0.00');
    await sale(kamran, '2026-01-07', '0.00', '500.00', '0.00');
    await sale(anar, '2026-01-13', '200000.00', '3000.00', '3000.00');
    await sale(kamran, '2026-01-14', '80000.00', '800.00', '800.00');
    // Outside the period, and in another organization.
    await sale(anar, '2026-01-19', '1.00', '1.00', '1.00');
    await sale(anar, '2026-01-04', '1.00', '1.00', '1.00');
    await sale(world.userB, '2026-01-08', '10000.00', '100.00', '100.00');
    // Posting and adding alone are no deals.
    await fx.posted(anar, '5000.00', fx.at('2026-01-10'));
    await fx.added(anar, fx.at('2026-01-10'));
    // Around months of 2025 (see 'reads whole months'): the last and first days of months.
    await sale(anar, '2025-02-28', '40000.00', '400.00', '400.00');
    await sale(anar, '2025-03-01', '60000.00', '600.00', '0.00');
    await sale(kamran, '2025-03-31', '20000.00', '300.00', '100.00');
    await sale(kamran, '2025-04-05', '10000.00', '100.00', '100.00');
    await sale(kamran, '2025-04-06', '1.00', '1.00', '1.00');
  });
  afterAll(() => ctx.close());

  const anarWeek1 = {
    userName: 'Anar',
    bucketStart: '2026-01-05',
    bucketEnd: '2026-01-11',
    deals: 2,
    soldValue: '150000.00',
    amountOfSeller: '2500.00',
    amountOfBuyer: '1000.00',
    commission: '3500.00',
    averagePercent: '2.33',
  };

  it('gives one row per agent per week with a deal, and the totals, to the organization’s Admin', async () => {
    const page = await report(as.sameAdmin, { ...twoWeeks, groupBy: 'week' });
    expect(page).toMatchObject({
      total: 4,
      totalCapped: false,
      page: 0,
      pageSize: 100,
      period: 'custom',
      from: '2026-01-05',
      to: '2026-01-18',
      totals: {
        deals: 5,
        soldValue: '430000.00',
        amountOfSeller: '6800.00',
        amountOfBuyer: '4800.00',
        commission: '11600.00',
        averagePercent: '2.70',
      },
    });
    // Newest bucket first, then by name.
    expect(page.items).toEqual([
      {
        userId: anar.id,
        userName: 'Anar',
        colorCode: '#123456',
        organizationName: world.orgA.name,
        bucketStart: '2026-01-12',
        bucketEnd: '2026-01-18',
        deals: 1,
        soldValue: '200000.00',
        amountOfSeller: '3000.00',
        amountOfBuyer: '3000.00',
        commission: '6000.00',
        averagePercent: '3.00',
      },
      expect.objectContaining({
        userId: kamran.id,
        bucketStart: '2026-01-12',
        commission: '1600.00',
        averagePercent: '2.00',
      }),
      expect.objectContaining({ userId: anar.id, ...anarWeek1 }),
      expect.objectContaining({
        userId: kamran.id,
        bucketStart: '2026-01-05',
        soldValue: '0.00',
        commission: '500.00',
        averagePercent: null,
      }),
    ]);
  });

  it('cuts buckets by day, month and the whole period, clipped to the period', async () => {
    const byDay = await report(as.sameAdmin, { ...twoWeeks, groupBy: 'day' });
    expect(byDay.total).toBe(5);
    expect(byDay.items.every((row) => row.bucketStart === row.bucketEnd && row.deals === 1)).toBe(true);
    const byMonth = await report(as.sameAdmin, { ...twoWeeks, groupBy: 'month' });
    expect(byMonth.items.map((row) => [row.userName, row.bucketStart, row.bucketEnd, row.deals])).toEqual([
      ['Anar', '2026-01-05', '2026-01-18', 3],
      ['Kamran', '2026-01-05', '2026-01-18', 2],
    ]);
    const whole = await report(as.sameAdmin, { ...twoWeeks, groupBy: 'period' });
    expect(whole.items.map((row) => [row.userName, row.commission])).toEqual([
      ['Anar', '9500.00'],
      ['Kamran', '2100.00'],
    ]);
    expect(whole.totals).toEqual(byDay.totals);
  });

  it('shows an agent only their own rows, and another Admin only their organization’s', async () => {
    const own = await report(anarHeaders, { ...twoWeeks, groupBy: 'week' });
    expect(keys(own.items)).toEqual(['Anar 2026-01-12', 'Anar 2026-01-05']);
    expect(own.totals).toMatchObject({ deals: 3, commission: '9500.00' });
    const other = await report(as.otherAdmin, { ...twoWeeks, groupBy: 'week' });
    expect(other.items.map((row) => row.userId)).toEqual([world.userB.id]);
    // A SuperAdmin: every organization, or the one named.
    const all = await report(as.superAdmin, { ...twoWeeks, groupBy: 'week' });
    expect(all.total).toBe(5);
    const orgA = await report(as.superAdmin, { ...twoWeeks, groupBy: 'week', organizationId: world.orgA.id });
    expect(orgA.total).toBe(4);
    expect(orgA.totals.commission).toBe('11600.00');
  });

  it('refuses the organization variant to an agent (403) and another organization to an Admin (404)', async () => {
    expect((await post(anarHeaders, { ...twoWeeks, organizationId: world.orgA.id })).statusCode).toBe(403);
    const foreign = await post(as.otherAdmin, { ...twoWeeks, organizationId: world.orgA.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).not.toHaveProperty('items');
    expect((await post(as.superAdmin, { ...twoWeeks, organizationId: 999999 })).statusCode).toBe(404);
  });

  it('filters on userId, deals, soldValue and commission, with totals of the filter', async () => {
    const week = { ...twoWeeks, groupBy: 'week' } as const;
    const busy = await report(as.sameAdmin, {
      ...week,
      filters: [{ field: 'deals', operator: 'GreaterThan', value: 1 }],
    });
    expect(keys(busy.items)).toEqual(['Anar 2026-01-05']);
    expect(busy.totals).toEqual({
      deals: 2,
      soldValue: '150000.00',
      amountOfSeller: '2500.00',
      amountOfBuyer: '1000.00',
      commission: '3500.00',
      averagePercent: '2.33',
    });
    const fraction = await report(as.sameAdmin, {
      ...week,
      filters: [{ field: 'deals', operator: 'GreaterThanOrEqual', value: 1.5 }],
    });
    expect(fraction.total).toBe(1);
    const big = await report(as.sameAdmin, {
      ...week,
      filters: [{ field: 'commission', operator: 'GreaterThanOrEqual', value: 1600 }],
    });
    expect(keys(big.items)).toEqual(['Anar 2026-01-12', 'Kamran 2026-01-12', 'Anar 2026-01-05']);
    const kamranOnly = await report(as.sameAdmin, {
      ...week,
      filters: [{ field: 'userId', operator: 'Equal', value: kamran.id }],
    });
    expect(keys(kamranOnly.items)).toEqual(['Kamran 2026-01-12', 'Kamran 2026-01-05']);
    const unsold = await report(as.sameAdmin, {
      ...week,
      filters: [{ field: 'soldValue', operator: 'LessThan', value: 0.5 }],
    });
    expect(keys(unsold.items)).toEqual(['Kamran 2026-01-05']);
    expect(unsold.totals.averagePercent).toBeNull();
    // Any finite number is a valid comparison, however large, small or fractional.
    for (const field of ['deals', 'soldValue', 'commission']) {
      for (const value of [1e308, -1e308, 5e-324, 0.1]) {
        await report(as.sameAdmin, { ...week, filters: [{ field, operator: 'LessThan', value }] });
      }
    }
    // Another organization's user filters to nothing for an Admin.
    const foreign = await report(as.sameAdmin, {
      ...week,
      filters: [{ field: 'userId', operator: 'Equal', value: world.userB.id }],
    });
    expect(foreign).toMatchObject({
      items: [],
      total: 0,
      totals: { deals: 0, soldValue: '0.00', averagePercent: null },
    });
  });

  it('sorts on every sortable field', async () => {
    const week = { ...twoWeeks, groupBy: 'week' } as const;
    const sorted = async (field: string, direction: 'asc' | 'desc') =>
      keys((await report(as.sameAdmin, { ...week, sortOptions: [{ field, direction }] })).items);
    expect(await sorted('averagePercent', 'asc')).toEqual([
      'Kamran 2026-01-12',
      'Anar 2026-01-05',
      'Anar 2026-01-12',
      'Kamran 2026-01-05',
    ]);
    expect(await sorted('soldValue', 'desc')).toEqual([
      'Anar 2026-01-12',
      'Anar 2026-01-05',
      'Kamran 2026-01-12',
      'Kamran 2026-01-05',
    ]);
    // Ties follow the last direction by user (Kamran was created after Anar), then by bucket.
    expect(await sorted('deals', 'desc')).toEqual([
      'Anar 2026-01-05',
      'Kamran 2026-01-05',
      'Kamran 2026-01-12',
      'Anar 2026-01-12',
    ]);
    expect((await sorted('userName', 'desc')).slice(0, 2).every((key) => key.startsWith('Kamran'))).toBe(
      true,
    );
    expect((await sorted('bucketStart', 'asc')).slice(0, 2).every((key) => key.endsWith('01-05'))).toBe(true);
    expect(await sorted('amountOfBuyer', 'desc')).toHaveLength(4);
    expect((await sorted('amountOfSeller', 'asc'))[0]).toBe('Kamran 2026-01-05');
    expect((await sorted('commission', 'asc'))[0]).toBe('Kamran 2026-01-05');
  });

  it('pages with the total and the totals of the whole filter', async () => {
    const week = { ...twoWeeks, groupBy: 'week' } as const;
    const all = await report(as.sameAdmin, week);
    const first = await report(as.sameAdmin, { ...week, page: 0, pageSize: 3 });
    const second = await report(as.sameAdmin, { ...week, page: 1, pageSize: 3 });
    expect(first).toMatchObject({ total: 4, page: 0, pageSize: 3, totals: all.totals });
    expect([...first.items, ...second.items]).toEqual(all.items);
    expect(second.totals).toEqual(all.totals);
    // Past the last row: no row carries the totals, a second query counts them.
    const beyond = await report(as.sameAdmin, { ...week, page: 5, pageSize: 3 });
    expect(beyond).toMatchObject({ items: [], total: 4, page: 5, totals: all.totals });
  });

  it('refuses a field it does not filter or sort on, naming every bad one in one 400', async () => {
    const res = await post(
      { ...as.sameAdmin, 'accept-language': 'en' },
      {
        ...twoWeeks,
        filters: [
          { field: 'userName', operator: 'Equal', value: 'Anar' },
          { field: 'deals', operator: 'Contains', value: '1' },
          { field: 'soldValue', operator: 'Equal', value: 'lots' },
          { field: 'userId', operator: 'Equal', value: 2 ** 40 },
        ],
        sortOptions: [{ field: 'organizationName', direction: 'asc' }],
      },
    );
    expect(res.statusCode, res.body).toBe(400);
    const params = (field: string, operator: string) => ({ field, operator });
    expect(res.json().errors).toEqual({
      'filters.0.field': [formatMessage('en', 'validation.filterFieldUnknown', params('userName', 'Equal'))],
      'filters.1.operator': [
        formatMessage('en', 'validation.filterOperatorInvalid', params('deals', 'Contains')),
      ],
      'filters.2.value': [formatMessage('en', 'validation.filterValueInvalid', params('soldValue', 'Equal'))],
      'filters.3.value': [formatMessage('en', 'validation.filterValueInvalid', params('userId', 'Equal'))],
      'sortOptions.0.field': [
        formatMessage('en', 'validation.sortFieldUnknown', { field: 'organizationName' }),
      ],
    });
  });

  it('refuses bad periods and groupings with field errors', async () => {
    for (const [body, field] of [
      [{ period: 'custom' }, 'from'],
      [{ period: 'custom', from: '2026-01-10', to: '2026-01-09' }, 'to'],
      [{ period: 'custom', from: '2024-01-01', to: '2025-01-01' }, 'to'],
      [{ period: 'custom', from: '2026-02-30', to: '2026-03-01' }, 'from'],
      [{ period: 'fortnight' }, 'period'],
      [{ groupBy: 'quarter' }, 'groupBy'],
      [{ organizationId: 0 }, 'organizationId'],
      [{ page: 100_000, pageSize: 100 }, 'page'],
    ] as const) {
      const res = await post(as.sameAdmin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toHaveProperty([field]);
    }
  });

  it('defaults to this month in Baku as one row per agent', async () => {
    const page = await report(anarHeaders, {});
    expect(page).toMatchObject({ period: 'month', from: `${bakuDate(new Date()).slice(0, 7)}-01` });
    const january = await report(anarHeaders, { period: 'custom', from: '2026-01-01', to: '2026-01-31' });
    expect(january.items.map((row) => [row.bucketStart, row.bucketEnd, row.deals])).toEqual([
      ['2026-01-01', '2026-01-31', 5],
    ]);
  });

  it('reads whole months as their days add up, with partial months at both ends', async () => {
    // February 10th to April 5th, 2025: February and April partial, March whole.
    const range = { period: 'custom', from: '2025-02-10', to: '2025-04-05' } as const;
    const byMonth = await report(as.sameAdmin, { ...range, groupBy: 'month' });
    expect(
      byMonth.items.map((row) => [row.userName, row.bucketStart, row.bucketEnd, row.deals, row.commission]),
    ).toEqual([
      ['Kamran', '2025-04-01', '2025-04-05', 1, '200.00'],
      ['Anar', '2025-03-01', '2025-03-31', 1, '600.00'],
      ['Kamran', '2025-03-01', '2025-03-31', 1, '400.00'],
      ['Anar', '2025-02-10', '2025-02-28', 1, '800.00'],
    ]);
    const totals = {
      deals: 4,
      soldValue: '130000.00',
      amountOfSeller: '1400.00',
      amountOfBuyer: '600.00',
      commission: '2000.00',
      averagePercent: '1.54',
    };
    expect(byMonth.totals).toEqual(totals);
    // Days, weeks (daily rows only), the whole period and years give the same totals.
    for (const groupBy of ['day', 'week', 'period', 'year'] as const) {
      expect((await report(as.sameAdmin, { ...range, groupBy })).totals, groupBy).toEqual(totals);
    }
    const whole = await report(as.sameAdmin, { ...range, groupBy: 'period' });
    expect(whole.items.map((row) => [row.userName, row.deals, row.soldValue, row.commission])).toEqual([
      ['Anar', 2, '100000.00', '1400.00'],
      ['Kamran', 2, '30000.00', '600.00'],
    ]);
    // A SuperAdmin across every organization (no other has a deal then), and an agent's own.
    expect((await report(as.superAdmin, { ...range, groupBy: 'month' })).totals).toEqual(totals);
    expect((await report(anarHeaders, { ...range, groupBy: 'month' })).totals).toMatchObject({
      deals: 2,
      commission: '1400.00',
    });
  });

  describe('access matrix (organization A)', () => {
    const rows: MatrixRow[] = [
      [
        'POST /reports/commissions/table',
        () => ({ method: 'POST', url: '/reports/commissions/table', payload: twoWeeks }),
        [401, 200, 200, 200, 200],
      ],
      [
        'POST /reports/commissions/table {organizationId: A}',
        () => ({
          method: 'POST',
          url: '/reports/commissions/table',
          payload: { ...twoWeeks, organizationId: world.orgA.id },
        }),
        [401, 403, 404, 200, 200],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { method, url, payload } = await request();
      const res = await ctx.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: as[caller],
        payload: payload as object,
      });
      expect(res.statusCode, res.body).toBe(status);
    });
  });
});
