import {
  formatMessage,
  Role,
  type AdminStatistics,
  type StatisticsFigures,
  type StatisticsSeries,
  type StatisticsSummary,
} from '@emlak/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerHeaders,
  createAgency,
  matrixCases,
  type Caller,
  type MatrixRow,
} from '../../../test/access-matrix';
import {
  authHeaders,
  createTestContext,
  createUser,
  createWorld,
  type TestContext,
} from '../../../test/helpers';
import { users } from '../../db/schema';
import { bakuDate } from '../../lib/baku-time';
import { addDays } from './statistics-period';
import { cents, createStatisticsFixtures } from './statistics.test-support';

type World = Awaited<ReturnType<typeof createWorld>>;
type Fixtures = Awaited<ReturnType<typeof createStatisticsFixtures>>;
type Headers = Record<string, string>;

const zeros: StatisticsFigures = {
  adsCount: 0,
  totalValue: '0.00',
  soldCount: 0,
  soldValue: '0.00',
  addedCount: 0,
  amountOfSeller: '0.00',
  amountOfBuyer: '0.00',
  commission: '0.00',
};

describe('statistics (/ad/dashboard)', () => {
  let ctx: TestContext;
  let world: World;
  let as: Record<Caller, Headers>;
  let fx: Fixtures;
  const today = bakuDate(new Date());
  const yesterday = addDays(today, -1);

  const get = (headers: Headers, url: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const ok = async <T>(headers: Headers, url: string): Promise<T> => {
    const res = await get(headers, url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    as = await callerHeaders(ctx, world);
    fx = await createStatisticsFixtures(ctx.db);
  });
  afterAll(() => ctx.close());

  describe('figures computed by hand', () => {
    let agency: Awaited<ReturnType<typeof createAgency>>;
    let agent: Headers;

    beforeAll(async () => {
      agency = await createAgency(ctx);
      agent = await authHeaders(ctx, agency.agent);
      const me = agency.agent;
      // Today: two listings posted (100,000.00 + 250,000.50), three added to the list, two of
      // them sold through the API (120,000 with 2,400.50 + 1,200; the asking 80,000 with 0 + 1,600.25).
      await fx.posted(me, '100000.00', fx.at(today, 1));
      await fx.posted(me, '250000.50', fx.at(today, 23));
      await fx.added(me, fx.at(today, 0));
      const first = (await fx.listed(me, { price: '95000.00' }, { addedAt: fx.at(today, 2) })).row;
      const second = (await fx.listed(me, { price: '80000.00' }, { addedAt: fx.at(today, 3) })).row;
      for (const sale of [
        { id: first.id, soldPrice: 120000, amountOfSeller: 2400.5, amountOfBuyer: 1200, soldDate: today },
        { id: second.id, amountOfSeller: 0, amountOfBuyer: 1600.25, soldDate: today },
      ]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/usersads/sell',
          headers: agent,
          payload: sale,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      // Yesterday: one listing posted (90,000), one sale of a listing added yesterday.
      await fx.posted(me, '90000.00', fx.at(yesterday, 10));
      await fx.sold(me, { soldDate: yesterday, soldPrice: '50000.00', seller: '1000.00', buyer: '500.00' });
      // Neither today nor yesterday: two days ago, and another agency's agent today.
      await fx.posted(me, '70000.00', fx.at(addDays(today, -2)));
      await fx.sold(me, { soldDate: addDays(today, -2), soldPrice: '1.00', seller: '1.00', buyer: '1.00' });
      await fx.posted(world.userB, '555.00', fx.at(today));
      await fx.sold(world.userB, { soldDate: today, soldPrice: '5.00', seller: '5.00', buyer: '5.00' });
    });

    const todayFigures: StatisticsFigures = {
      adsCount: 2,
      totalValue: '350000.50',
      soldCount: 2,
      soldValue: '200000.00',
      addedCount: 3,
      amountOfSeller: '2400.50',
      amountOfBuyer: '2800.25',
      commission: '5200.75',
    };
    const yesterdayFigures: StatisticsFigures = {
      adsCount: 1,
      totalValue: '90000.00',
      soldCount: 1,
      soldValue: '50000.00',
      addedCount: 1,
      amountOfSeller: '1000.00',
      amountOfBuyer: '500.00',
      commission: '1500.00',
    };

    it('gives the agent today’s figures and yesterday’s as the previous period', async () => {
      expect(await ok<StatisticsSummary>(agent, '/ad/dashboard/summary')).toEqual({
        period: 'today',
        from: today,
        to: today,
        ...todayFigures,
        previous: { from: yesterday, to: yesterday, ...yesterdayFigures },
      });
    });

    it('gives zeros, as "0.00", to someone who did nothing', async () => {
      const idle = await authHeaders(ctx, agency.target);
      expect(await ok<StatisticsSummary>(idle, '/ad/dashboard/summary?period=today')).toEqual({
        period: 'today',
        from: today,
        to: today,
        ...zeros,
        previous: { from: yesterday, to: yesterday, ...zeros },
      });
    });

    it('sums a custom range of yesterday and today', async () => {
      const summary = await ok<StatisticsSummary>(
        agent,
        `/ad/dashboard/summary?period=custom&from=${yesterday}&to=${today}`,
      );
      expect(summary).toMatchObject({
        period: 'custom',
        from: yesterday,
        to: today,
        adsCount: 3,
        totalValue: '440000.50',
        soldCount: 3,
        soldValue: '250000.00',
        addedCount: 4,
        amountOfSeller: '3400.50',
        amountOfBuyer: '3300.25',
        commission: '6700.75',
      });
      // The two days before: only the day before yesterday had anything.
      expect(summary.previous).toMatchObject({
        from: addDays(today, -3),
        to: addDays(today, -2),
        adsCount: 1,
        totalValue: '70000.00',
        soldCount: 1,
        commission: '2.00',
      });
    });

    it('lists every user of the organization to its Admin, zeros included, with the totals', async () => {
      const admin = await authHeaders(ctx, agency.admin);
      // A locked (passive) agent is still a user of the organization.
      const locked = await createUser(ctx.db, { organizationId: agency.organization.id, status: 'locked' });
      await ctx.db.update(users).set({ name: 'Zəfər', colorCode: '#ff0000' }).where(eq(users.id, locked.id));
      const summary = await ok<AdminStatistics>(admin, '/ad/dashboard/admin/summary?period=today');
      expect(summary).toMatchObject({
        period: 'today',
        from: today,
        to: today,
        organizationId: agency.organization.id,
        totals: todayFigures,
        previousTotals: { from: yesterday, to: yesterday, ...yesterdayFigures },
      });
      const byId = new Map(summary.users.map((user) => [user.userId, user]));
      expect(summary.users).toHaveLength(4);
      expect(byId.get(agency.agent.id)).toEqual({
        userId: agency.agent.id,
        name: agency.agent.name,
        colorCode: null,
        roleId: Role.User,
        ...todayFigures,
      });
      expect(byId.get(agency.admin.id)).toMatchObject({ roleId: Role.Admin, ...zeros });
      expect(byId.get(agency.target.id)).toMatchObject(zeros);
      expect(byId.get(locked.id)).toMatchObject({ name: 'Zəfər', colorCode: '#ff0000', ...zeros });
      // By name.
      const names = summary.users.map((user) => user.name);
      expect(names.at(-1)).toBe('Zəfər');
      expect(names.slice(0, -1)).toEqual([...names.slice(0, -1)].sort());
      // A SuperAdmin names the organization and sees the same.
      expect(
        await ok<AdminStatistics>(
          as.superAdmin,
          `/ad/dashboard/admin/summary?organizationId=${agency.organization.id}`,
        ),
      ).toEqual(summary);
    });

    it('draws series whose buckets add up to the summary', async () => {
      const month = await ok<StatisticsSummary>(agent, '/ad/dashboard/summary?period=month');
      const series = await ok<StatisticsSeries>(agent, '/ad/dashboard/series?period=month&groupBy=day');
      expect(series).toMatchObject({ period: 'month', from: month.from, to: month.to, groupBy: 'day' });
      expect(series.buckets[0]!.from).toBe(month.from);
      expect(series.buckets.at(-1)!.to).toBe(month.to);
      series.buckets.forEach((bucket, index) => {
        expect(bucket.to).toBe(bucket.from);
        if (index > 0) expect(bucket.from).toBe(addDays(series.buckets[index - 1]!.to, 1));
      });
      expect(series.buckets.find((bucket) => bucket.from === today)).toEqual({
        from: today,
        to: today,
        ...todayFigures,
      });
      const sum = (key: keyof StatisticsFigures) =>
        series.buckets.reduce(
          (total, bucket) =>
            total + (typeof bucket[key] === 'number' ? bucket[key] : cents(bucket[key] as string)),
          0,
        );
      for (const key of Object.keys(zeros) as (keyof StatisticsFigures)[]) {
        const expected = typeof month[key] === 'number' ? month[key] : cents(month[key] as string);
        expect(sum(key), key).toBe(expected);
      }
      // The year by week and by month adds up to the same totals.
      const year = await ok<StatisticsSummary>(agent, '/ad/dashboard/summary?period=year');
      for (const groupBy of ['week', 'month']) {
        const buckets = (
          await ok<StatisticsSeries>(agent, `/ad/dashboard/series?period=year&groupBy=${groupBy}`)
        ).buckets;
        expect(buckets.reduce((total, bucket) => total + cents(bucket.commission), 0)).toBe(
          cents(year.commission),
        );
        expect(buckets.reduce((total, bucket) => total + bucket.adsCount, 0)).toBe(year.adsCount);
      }
    });

    it('gives an Admin the team’s series and one agent’s', async () => {
      const admin = await authHeaders(ctx, agency.admin);
      const team = await ok<StatisticsSeries>(
        admin,
        `/ad/dashboard/series?period=today&organizationId=${agency.organization.id}`,
      );
      expect(team.buckets).toEqual([{ from: today, to: today, ...todayFigures }]);
      const agentSeries = await ok<StatisticsSeries>(
        admin,
        `/ad/dashboard/series?period=custom&from=${yesterday}&to=${today}&userId=${agency.agent.id}`,
      );
      expect(agentSeries.buckets).toEqual([
        { from: yesterday, to: yesterday, ...yesterdayFigures },
        { from: today, to: today, ...todayFigures },
      ]);
      const idle = await ok<StatisticsSeries>(admin, `/ad/dashboard/series?userId=${agency.target.id}`);
      expect(idle.buckets).toEqual([{ from: today, to: today, ...zeros }]);
    });
  });

  describe('Baku calendar boundaries', () => {
    let agent: Headers;

    beforeAll(async () => {
      const agency = await createAgency(ctx);
      agent = await authHeaders(ctx, agency.agent);
      // 23:30 in Baku on January 31st (19:30 UTC), and 00:30 on February 1st (20:30 UTC).
      await fx.posted(agency.agent, '1000.00', new Date('2026-01-31T19:30:00Z'));
      await fx.posted(agency.agent, '2000.00', new Date('2026-01-31T20:30:00Z'));
      await fx.added(agency.agent, new Date('2026-01-31T19:59:59Z'));
      await fx.sold(agency.agent, {
        soldDate: '2026-01-31',
        soldPrice: '300.00',
        seller: '3.00',
        buyer: '0.00',
      });
      // Sunday March 22nd and Monday March 23rd, 2026, late in the Baku evening.
      await fx.posted(agency.agent, '10.00', new Date('2026-03-22T19:00:00Z'));
      await fx.posted(agency.agent, '20.00', new Date('2026-03-23T19:00:00Z'));
    });

    const summary = (from: string, to: string) =>
      ok<StatisticsSummary>(agent, `/ad/dashboard/summary?period=custom&from=${from}&to=${to}`);

    it('counts 23:30 Baku time on the 31st in January and 00:30 on the 1st in February', async () => {
      expect(await summary('2026-01-01', '2026-01-31')).toMatchObject({
        adsCount: 1,
        totalValue: '1000.00',
        addedCount: 2,
        soldCount: 1,
        soldValue: '300.00',
      });
      const february = await summary('2026-02-01', '2026-02-28');
      expect(february).toMatchObject({ adsCount: 1, totalValue: '2000.00', addedCount: 0, soldCount: 0 });
      // February's previous period is the 28 days before it: January 4th to 31st.
      expect(february.previous).toMatchObject({
        from: '2026-01-04',
        to: '2026-01-31',
        adsCount: 1,
        totalValue: '1000.00',
      });
      expect(await summary('2026-01-31', '2026-01-31')).toMatchObject({ adsCount: 1, totalValue: '1000.00' });
      expect(await summary('2026-02-01', '2026-02-01')).toMatchObject({ adsCount: 1, totalValue: '2000.00' });
    });

    it('starts weeks on Monday', async () => {
      const series = await ok<StatisticsSeries>(
        agent,
        '/ad/dashboard/series?period=custom&from=2026-03-18&to=2026-03-31&groupBy=week',
      );
      expect(
        series.buckets.map(({ from, to, adsCount, totalValue }) => ({ from, to, adsCount, totalValue })),
      ).toEqual([
        { from: '2026-03-18', to: '2026-03-22', adsCount: 1, totalValue: '10.00' },
        { from: '2026-03-23', to: '2026-03-29', adsCount: 1, totalValue: '20.00' },
        { from: '2026-03-30', to: '2026-03-31', adsCount: 0, totalValue: '0.00' },
      ]);
      const months = await ok<StatisticsSeries>(
        agent,
        '/ad/dashboard/series?period=custom&from=2026-01-15&to=2026-03-31&groupBy=month',
      );
      expect(months.buckets.map(({ from, to, adsCount }) => ({ from, to, adsCount }))).toEqual([
        { from: '2026-01-15', to: '2026-01-31', adsCount: 1 },
        { from: '2026-02-01', to: '2026-02-28', adsCount: 1 },
        { from: '2026-03-01', to: '2026-03-31', adsCount: 2 },
      ]);
    });
  });

  describe('whole months from the monthly rows, partial months from the days', () => {
    let agency: Awaited<ReturnType<typeof createAgency>>;
    let agent: Headers;
    let admin: Headers;
    /** January 20th to April 10th, 2025: days at both ends, February and March whole. */
    const crossing = 'period=custom&from=2025-01-20&to=2025-04-10';
    const year2025 = 'period=custom&from=2025-01-01&to=2025-12-31';

    beforeAll(async () => {
      agency = await createAgency(ctx);
      agent = await authHeaders(ctx, agency.agent);
      admin = await authHeaders(ctx, agency.admin);
      const me = agency.agent;
      await fx.posted(me, '1000.00', fx.at('2025-01-10'));
      // 23:30 in Baku on January 31st, and 00:30 on February 1st.
      await fx.posted(me, '2000.00', new Date('2025-01-31T19:30:00Z'));
      await fx.posted(me, '4000.00', new Date('2025-01-31T20:30:00Z'));
      await fx.sold(me, {
        soldDate: '2025-02-14',
        soldPrice: '100000.00',
        seller: '2000.00',
        buyer: '1000.00',
      });
      await fx.posted(me, '8000.00', fx.at('2025-03-01', 0));
      await fx.sold(me, { soldDate: '2025-03-31', soldPrice: '50000.00', seller: '500.00', buyer: '250.00' });
      await fx.posted(me, '16000.00', fx.at('2025-04-01', 0));
      await fx.sold(agency.target, {
        soldDate: '2025-02-20',
        soldPrice: '200000.00',
        seller: '4000.00',
        buyer: '0.00',
      });
      await fx.posted(agency.target, '32000.00', fx.at('2025-12-31', 23));
    });

    /** Sums of the figures of buckets, money as cents. */
    const added = (buckets: StatisticsFigures[]) =>
      Object.fromEntries(
        (Object.keys(zeros) as (keyof StatisticsFigures)[]).map((key) => [
          key,
          buckets.reduce(
            (total, bucket) =>
              total + (typeof bucket[key] === 'number' ? bucket[key] : cents(bucket[key] as string)),
            0,
          ),
        ]),
      );

    it('sums a range crossing months as its days do', async () => {
      const summary = await ok<StatisticsSummary>(agent, `/ad/dashboard/summary?${crossing}`);
      const figures: StatisticsFigures = {
        adsCount: 4,
        totalValue: '30000.00',
        soldCount: 2,
        soldValue: '150000.00',
        addedCount: 2,
        amountOfSeller: '2500.00',
        amountOfBuyer: '1250.00',
        commission: '3750.00',
      };
      // The 81 days before: October 31st, 2024 to January 19th, 2025, also across months.
      expect(summary).toEqual({
        period: 'custom',
        from: '2025-01-20',
        to: '2025-04-10',
        ...figures,
        previous: { ...zeros, from: '2024-10-31', to: '2025-01-19', adsCount: 1, totalValue: '1000.00' },
      });
      // Day buckets read the daily rows only; month buckets read February and March as months.
      const byDay = await ok<StatisticsSeries>(agent, `/ad/dashboard/series?${crossing}&groupBy=day`);
      const byMonth = await ok<StatisticsSeries>(agent, `/ad/dashboard/series?${crossing}&groupBy=month`);
      expect(byDay.buckets).toHaveLength(81);
      expect(added(byDay.buckets)).toEqual(added([figures]));
      expect(
        byMonth.buckets.map(({ from, to, adsCount, totalValue, soldCount, commission }) => ({
          from,
          to,
          adsCount,
          totalValue,
          soldCount,
          commission,
        })),
      ).toEqual([
        {
          from: '2025-01-20',
          to: '2025-01-31',
          adsCount: 1,
          totalValue: '2000.00',
          soldCount: 0,
          commission: '0.00',
        },
        {
          from: '2025-02-01',
          to: '2025-02-28',
          adsCount: 1,
          totalValue: '4000.00',
          soldCount: 1,
          commission: '3000.00',
        },
        {
          from: '2025-03-01',
          to: '2025-03-31',
          adsCount: 1,
          totalValue: '8000.00',
          soldCount: 1,
          commission: '750.00',
        },
        {
          from: '2025-04-01',
          to: '2025-04-10',
          adsCount: 1,
          totalValue: '16000.00',
          soldCount: 0,
          commission: '0.00',
        },
      ]);
    });

    it('gives the team’s year and its custom ranges the sums of their days', async () => {
      const team: StatisticsFigures = {
        adsCount: 6,
        totalValue: '63000.00',
        soldCount: 3,
        soldValue: '350000.00',
        addedCount: 3,
        amountOfSeller: '6500.00',
        amountOfBuyer: '1250.00',
        commission: '7750.00',
      };
      const year = await ok<AdminStatistics>(admin, `/ad/dashboard/admin/summary?${year2025}`);
      expect(year.totals).toEqual(team);
      // As many days before (2024 has 366): from January 2nd, 2024.
      expect(year.previousTotals).toEqual({ from: '2024-01-02', to: '2024-12-31', ...zeros });
      expect(year.users.find((user) => user.userId === agency.agent.id)).toMatchObject({
        adsCount: 5,
        totalValue: '31000.00',
        soldCount: 2,
        commission: '3750.00',
      });
      expect(year.users.find((user) => user.userId === agency.target.id)).toMatchObject({
        adsCount: 1,
        totalValue: '32000.00',
        soldCount: 1,
        commission: '4000.00',
      });
      const organization = `organizationId=${agency.organization.id}`;
      for (const range of [year2025, crossing]) {
        const days = await ok<StatisticsSeries>(
          admin,
          `/ad/dashboard/series?${range}&groupBy=day&${organization}`,
        );
        const months = await ok<StatisticsSeries>(
          admin,
          `/ad/dashboard/series?${range}&groupBy=month&${organization}`,
        );
        const summary = await ok<AdminStatistics>(admin, `/ad/dashboard/admin/summary?${range}`);
        expect(added(months.buckets), range).toEqual(added(days.buckets));
        expect(added([summary.totals]), range).toEqual(added(days.buckets));
      }
      // The crossing range's team: both agents' sales of February and March, the posts around them.
      const crossingTeam = await ok<AdminStatistics>(admin, `/ad/dashboard/admin/summary?${crossing}`);
      expect(crossingTeam.totals).toMatchObject({ adsCount: 4, soldCount: 3, commission: '7750.00' });
    });

    it('reads whole months from user_monthly_stats and partial ones from user_daily_stats', async () => {
      // A mark on February's monthly row only (restored after): what reads the month sees it,
      // what reads its days does not.
      const mark = (ads: number) =>
        ctx.db.execute(sql`
        update user_monthly_stats set ads_count = ads_count + ${ads}
        where user_id = ${agency.agent.id} and month = '2025-02-01'`);
      await mark(1000);
      try {
        expect((await ok<StatisticsSummary>(agent, `/ad/dashboard/summary?${crossing}`)).adsCount).toBe(1004);
        const byDay = await ok<StatisticsSeries>(agent, `/ad/dashboard/series?${crossing}&groupBy=day`);
        expect(added(byDay.buckets).adsCount).toBe(4);
        // February 10th to March 31st: February is partial, March whole.
        const partial = await ok<StatisticsSummary>(
          agent,
          '/ad/dashboard/summary?period=custom&from=2025-02-10&to=2025-03-31',
        );
        expect(partial.adsCount).toBe(1);
      } finally {
        await mark(-1000);
      }
    });
  });

  describe('bad periods', () => {
    const en = (headers: Headers) => ({ ...headers, 'accept-language': 'en' });
    it.each<[string, string, string, string]>([
      [
        'custom without from and to',
        'period=custom',
        'from',
        formatMessage('en', 'validation.required', { field: 'from' }),
      ],
      [
        'custom without to',
        'period=custom&from=2026-01-01',
        'to',
        formatMessage('en', 'validation.required', { field: 'to' }),
      ],
      [
        'from after to',
        'period=custom&from=2026-02-02&to=2026-02-01',
        'to',
        formatMessage('en', 'validation.dateRangeOrder'),
      ],
      [
        'more than 366 days',
        'period=custom&from=2025-01-01&to=2026-01-02',
        'to',
        formatMessage('en', 'validation.dateRangeTooLong', { max: 366 }),
      ],
      ['an impossible day', 'period=custom&from=2026-02-30&to=2026-03-01', 'from', ''],
      ['a five-digit year', 'period=custom&from=2026-01-01&to=10000-01-01', 'to', ''],
      ['a moment instead of a day', 'period=custom&from=2026-01-01T00:00:00Z&to=2026-01-02', 'from', ''],
      ['an unknown period', 'period=decade', 'period', ''],
      ['an unknown parameter', 'period=today&user=1', 'user', ''],
    ])('refuses %s with a 400 naming the field', async (_name, query, field, message) => {
      for (const route of ['/ad/dashboard/summary', '/ad/dashboard/series', '/ad/dashboard/admin/summary']) {
        const res = await get(en(as.sameAdmin), `${route}?${query}`);
        expect(res.statusCode, `${route}?${query}: ${res.body}`).toBe(400);
        expect(res.json().errors, route).toHaveProperty([field]);
        if (message) expect(res.json().errors[field]).toContain(message);
      }
    });

    it('accepts exactly 366 days', async () => {
      await ok(as.user, '/ad/dashboard/summary?period=custom&from=2024-01-01&to=2024-12-31');
    });

    it('refuses an unknown groupBy', async () => {
      const res = await get(as.user, '/ad/dashboard/series?groupBy=hour');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(['groupBy']);
    });
  });

  describe('who reads whose figures', () => {
    it('answers another organization’s Admin 404, with no figures', async () => {
      const res = await get(as.otherAdmin, `/ad/dashboard/admin/summary?organizationId=${world.orgA.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('users');
      expect(res.json()).not.toHaveProperty('totals');
      const series = await get(as.otherAdmin, `/ad/dashboard/series?organizationId=${world.orgA.id}`);
      expect(series.statusCode).toBe(404);
      expect(series.json()).not.toHaveProperty('buckets');
    });

    it('gives an Admin without organizationId the own organization', async () => {
      const summary = await ok<AdminStatistics>(as.sameAdmin, '/ad/dashboard/admin/summary');
      expect(summary.organizationId).toBe(world.orgA.id);
      expect(summary.users.map((user) => user.userId).sort()).toEqual(
        [world.adminA.id, world.userA.id].sort(),
      );
    });

    it('refuses an agent the admin summary with 403', async () => {
      expect((await get(as.user, '/ad/dashboard/admin/summary')).statusCode).toBe(403);
    });

    it('asks a SuperAdmin for the organization (400) and answers an unknown one 404', async () => {
      const res = await get({ ...as.superAdmin, 'accept-language': 'en' }, '/ad/dashboard/admin/summary');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.organizationId).toEqual([
        formatMessage('en', 'validation.required', { field: 'organizationId' }),
      ]);
      expect((await get(as.superAdmin, '/ad/dashboard/admin/summary?organizationId=999999')).statusCode).toBe(
        404,
      );
      expect((await get(as.superAdmin, '/ad/dashboard/series?organizationId=999999')).statusCode).toBe(404);
    });

    it('lets a user read only their own series; an Admin their organization’s users; a SuperAdmin anyone', async () => {
      const series = (headers: Headers, query: string) => get(headers, `/ad/dashboard/series?${query}`);
      expect((await series(as.user, `userId=${world.userA.id}`)).statusCode).toBe(200);
      expect((await series(as.user, `userId=${world.adminA.id}`)).statusCode).toBe(404);
      expect((await series(as.user, `organizationId=${world.orgA.id}`)).statusCode).toBe(403);
      expect((await series(as.sameAdmin, `userId=${world.userA.id}`)).statusCode).toBe(200);
      expect((await series(as.sameAdmin, `userId=${world.userB.id}`)).statusCode).toBe(404);
      expect((await series(as.otherAdmin, `userId=${world.userA.id}`)).statusCode).toBe(404);
      expect((await series(as.superAdmin, `userId=${world.userB.id}`)).statusCode).toBe(200);
      expect((await series(as.superAdmin, 'userId=999999')).statusCode).toBe(404);
      // The user must belong to the organization named with it.
      expect(
        (await series(as.superAdmin, `organizationId=${world.orgA.id}&userId=${world.userB.id}`)).statusCode,
      ).toBe(404);
      expect(
        (await series(as.sameAdmin, `organizationId=${world.orgA.id}&userId=${world.userA.id}`)).statusCode,
      ).toBe(200);
    });
  });

  describe('access matrix (organization A)', () => {
    const rows: MatrixRow[] = [
      [
        'GET /ad/dashboard/summary',
        () => ({ method: 'GET', url: '/ad/dashboard/summary' }),
        [401, 200, 200, 200, 200],
      ],
      [
        'GET /ad/dashboard/admin/summary?organizationId=A',
        () => ({ method: 'GET', url: `/ad/dashboard/admin/summary?organizationId=${world.orgA.id}` }),
        [401, 403, 404, 200, 200],
      ],
      [
        'GET /ad/dashboard/series',
        () => ({ method: 'GET', url: '/ad/dashboard/series' }),
        [401, 200, 200, 200, 200],
      ],
      [
        'GET /ad/dashboard/series?organizationId=A',
        () => ({ method: 'GET', url: `/ad/dashboard/series?organizationId=${world.orgA.id}` }),
        [401, 403, 404, 200, 200],
      ],
      [
        'GET /ad/dashboard/series?userId=(A’s agent)',
        () => ({ method: 'GET', url: `/ad/dashboard/series?userId=${world.userA.id}` }),
        [401, 200, 404, 200, 200],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { method, url } = await request();
      const res = await ctx.app.inject({ method, url: `/api/v1${url}`, headers: as[caller] });
      expect(res.statusCode, res.body).toBe(status);
    });
  });
});
