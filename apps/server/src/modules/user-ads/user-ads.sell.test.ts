import { Role, type SoldItem, type SoldTotals, type UserAd } from '@emlak/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntriesOf,
  authHeaders,
  createSignedInWorld,
  createTestContext,
  createUser,
  type SignedInWorld,
  type TestContext,
} from '../../../test/helpers';
import { announcements, userAds } from '../../db/schema';
import { bakuDate } from '../../lib/baku-time';
import { createUserAdFixtures } from './user-ads.test-support';

type Fixtures = Awaited<ReturnType<typeof createUserAdFixtures>>;
type SoldPage = { items: SoldItem[]; total: number; totals: SoldTotals };

describe('selling from the personal list, and the sold items', () => {
  let ctx: TestContext;
  let world: SignedInWorld;
  let fx: Fixtures;

  const post = (headers: Record<string, string>, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
  const listingOf = async (id: number) =>
    (await ctx.db.select().from(announcements).where(eq(announcements.id, id)))[0]!;
  const rowOf = async (id: number) => (await ctx.db.select().from(userAds).where(eq(userAds.id, id)))[0]!;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createSignedInWorld(ctx);
    fx = await createUserAdFixtures(ctx.db);
  });
  afterAll(() => ctx.close());

  describe('a sale', () => {
    it('sells at the asking price today (Baku) by default, marks the listing sold and audits it', async () => {
      const { ad, row } = await fx.listed(world.userA, { price: '120000.00' }, { status: 'work' });
      const res = await post(world.as.userA, '/usersads/sell', {
        id: row.id,
        amountOfSeller: 1200.5,
        amountOfBuyer: 0,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as UserAd;
      expect(body).toMatchObject({
        id: row.id,
        status: 'sold',
        soldPrice: '120000.00',
        soldDate: bakuDate(new Date()),
        amountOfSeller: '1200.50',
        amountOfBuyer: '0.00',
        version: row.version + 1,
        announcement: { id: ad.id, isSold: true, inMyList: 'sold' },
      });
      expect(body.soldAt).toEqual(expect.any(String));
      const listing = await listingOf(ad.id);
      expect(listing).toMatchObject({ isSold: true, version: ad.version + 1 });
      expect(listing.soldAt).toBeInstanceOf(Date);
      const [entry] = await auditEntriesOf(ctx, 'announcement', ad.id);
      expect(entry).toMatchObject({
        action: 'announcement.sold',
        organizationId: world.orgA.id,
        actorUserId: world.userA.id,
      });
      // Written by the database (migration 0027) as audit-recorder.ts's changedFields writes a change.
      expect(entry!.changes).toEqual({
        isSold: { before: false, after: true },
        soldAt: { before: null, after: listing.soldAt!.toISOString() },
        userAdId: { before: null, after: row.id },
        userId: { before: null, after: world.userA.id },
        soldDate: { before: null, after: bakuDate(new Date()) },
        soldPrice: { before: null, after: '120000.00' },
        amountOfSeller: { before: null, after: '1200.50' },
        amountOfBuyer: { before: null, after: '0.00' },
      });
      expect(entry).toMatchObject({ entity: 'announcement', entityId: String(ad.id) });
      expect(entry!.requestId).toEqual(expect.any(String));
    });

    it('keeps the sold price and date given, exactly', async () => {
      const { row } = await fx.listed(world.userA);
      const res = await post(world.as.userA, '/usersads/sell', {
        id: row.id,
        amountOfSeller: 1_000_000_000,
        amountOfBuyer: 0.01,
        soldPrice: 9_999_999_999.99,
        soldDate: '2025-12-31',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await rowOf(row.id)).toMatchObject({
        status: 'sold',
        soldPrice: '9999999999.99',
        soldDate: '2025-12-31',
        amountOfSeller: '1000000000.00',
        amountOfBuyer: '0.01',
      });
    });

    it('sells a listing once in the whole platform: a second sale by anyone is 409 already_sold', async () => {
      const { ad, row } = await fx.listed(world.userA);
      const theirs = await fx.entry(world.userB, ad.id);
      expect(
        (await post(world.as.userA, '/usersads/sell', { id: row.id, amountOfSeller: 1, amountOfBuyer: 1 }))
          .statusCode,
      ).toBe(200);
      const again = await post(world.as.userA, '/usersads/sell', {
        id: row.id,
        amountOfSeller: 2,
        amountOfBuyer: 2,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('already_sold');
      const elsewhere = await post(world.as.userB, '/usersads/sell', {
        id: theirs.id,
        amountOfSeller: 3,
        amountOfBuyer: 3,
      });
      expect(elsewhere.statusCode).toBe(409);
      expect(elsewhere.json().code).toBe('already_sold');
      expect(await rowOf(row.id)).toMatchObject({ amountOfSeller: '1.00' });
      expect(await rowOf(theirs.id)).toMatchObject({ status: 'added', soldPrice: null });
    });

    const tomorrow = () => bakuDate(new Date(), 1);
    it.each([
      [
        'a negative seller amount',
        { amountOfSeller: -1 },
        'amountOfSeller',
        'amountOfSeller must be at least 0',
      ],
      [
        'a seller amount above the bound',
        { amountOfSeller: 1_000_000_000.01 },
        'amountOfSeller',
        'amountOfSeller must be at most 1000000000',
      ],
      [
        'three decimals',
        { amountOfBuyer: 12.345 },
        'amountOfBuyer',
        'amountOfBuyer can have at most 2 decimal places',
      ],
      ['a missing buyer amount', { amountOfBuyer: undefined }, 'amountOfBuyer', 'amountOfBuyer is required'],
      ['a text amount', { amountOfSeller: '100' }, 'amountOfSeller', 'amountOfSeller has the wrong type'],
      [
        'a sold price above the bound',
        { soldPrice: 10_000_000_000.01 },
        'soldPrice',
        'soldPrice must be at most 10000000000',
      ],
      [
        'a date in the future (Baku)',
        { soldDate: 'TOMORROW' },
        'soldDate',
        'soldDate cannot be in the future',
      ],
      ['an impossible date', { soldDate: '2026-02-30' }, 'soldDate', 'soldDate must be a valid date'],
      [
        'a moment instead of a day',
        { soldDate: '2026-01-01T10:00:00Z' },
        'soldDate',
        'soldDate must be a valid date',
      ],
      ['an unknown field', { commission: 5 }, 'commission', 'Unknown field: commission'],
    ])('refuses %s with a localized 400 and changes nothing', async (_name, change, field, message) => {
      const { ad, row } = await fx.listed(world.userA);
      const payload = {
        id: row.id,
        amountOfSeller: 100,
        amountOfBuyer: 100,
        ...change,
        ...('soldDate' in change && change.soldDate === 'TOMORROW' ? { soldDate: tomorrow() } : {}),
      };
      const res = await post({ ...world.as.userA, 'accept-language': 'en' }, '/usersads/sell', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
      expect(await rowOf(row.id)).toEqual(row);
      expect((await listingOf(ad.id)).isSold).toBe(false);
    });

    it('says a future date in Azerbaijani by default', async () => {
      const { row } = await fx.listed(world.userA);
      const res = await post(world.as.userA, '/usersads/sell', {
        id: row.id,
        amountOfSeller: 1,
        amountOfBuyer: 1,
        soldDate: tomorrow(),
      });
      expect(res.json().errors.soldDate).toEqual(['soldDate gələcək tarix ola bilməz']);
    });

    it('takes today in Baku as a sold date', async () => {
      const { row } = await fx.listed(world.userA);
      const res = await post(world.as.userA, '/usersads/sell', {
        id: row.id,
        amountOfSeller: 0,
        amountOfBuyer: 0,
        soldDate: bakuDate(new Date()),
      });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  it('gives 50 simultaneous sales of one listing by 50 agents exactly one 200 and 49 409', async () => {
    const ad = await fx.listing({ price: '250000.00' });
    const sellers = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const organizationId = index % 2 === 0 ? world.orgA.id : world.orgB.id;
        const user = await createUser(ctx.db, { organizationId, roleId: Role.User });
        const row = await fx.entry(user, ad.id);
        return { headers: await authHeaders(ctx, user), row };
      }),
    );
    const results = await Promise.all(
      sellers.map(({ headers, row }) =>
        post(headers, '/usersads/sell', { id: row.id, amountOfSeller: 500, amountOfBuyer: 250 }),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(
      results.filter((res) => res.statusCode === 409).every((res) => res.json().code === 'already_sold'),
    ).toBe(true);
    expect(
      await ctx.db.$count(userAds, and(eq(userAds.announcementId, ad.id), eq(userAds.status, 'sold'))),
    ).toBe(1);
    expect((await listingOf(ad.id)).isSold).toBe(true);
    expect(await auditEntriesOf(ctx, 'announcement', ad.id)).toHaveLength(1);
  });

  describe('sold items (/ad/users/sold/table)', () => {
    let headers: { agent: Record<string, string>; colleague: Record<string, string> };
    let sales: { agent: number[]; colleague: number[]; otherOrganization: number[] };

    const soldOf = async (caller: Record<string, string>, body: object = {}) => {
      const res = await post(caller, '/ad/users/sold/table', { pageSize: 100, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as SoldPage;
    };

    beforeAll(async () => {
      // Agents of their own, so that an agent's figures are exactly these sales.
      const agent = await createUser(ctx.db, { organizationId: world.orgB.id });
      const colleague = await createUser(ctx.db, { organizationId: world.orgB.id });
      const outsider = await createUser(ctx.db, { organizationId: world.orgA.id });
      headers = { agent: await authHeaders(ctx, agent), colleague: await authHeaders(ctx, colleague) };
      const sell = async (
        user: { id: number; organizationId: number },
        soldDate: string,
        soldPrice: string,
        amountOfSeller: string,
        amountOfBuyer: string,
        listing: Parameters<Fixtures['listing']>[0] = {},
      ) => {
        const { row } = await fx.listed(
          user,
          { isSold: true, ...listing },
          { status: 'sold', soldAt: new Date(), soldDate, soldPrice, amountOfSeller, amountOfBuyer },
        );
        return row.id;
      };
      sales = {
        agent: [
          await sell(agent, '2026-03-01', '100000.10', '0.10', '0.20', { title: 'Əhmədli, yeni tikili' }),
          await sell(agent, '2026-03-05', '200000.20', '0.20', '0.10'),
          await sell(agent, '2026-03-10', '150000.00', '1500.00', '1500.00', { cityId: fx.secondCityId }),
          await sell(agent, '2026-04-01', '99999.99', '999.99', '0.01'),
          await sell(agent, '2026-04-02', '50000.00', '500.00', '250.00'),
        ],
        colleague: [await sell(colleague, '2026-03-07', '70000.00', '700.00', '700.00')],
        otherOrganization: [await sell(outsider, '2026-03-07', '80000.00', '800.00', '800.00')],
      };
      // A row still in the list is not a sale.
      await fx.listed(agent);
    });

    it('shows an agent their own sales, the Admin the organization’s and a SuperAdmin all', async () => {
      const ids = async (caller: Record<string, string>) =>
        (await soldOf(caller)).items.map((item) => item.id).sort((a, b) => a - b);
      expect(await ids(headers.agent)).toEqual([...sales.agent].sort((a, b) => a - b));
      expect(await ids(headers.colleague)).toEqual(sales.colleague);
      const organization = await ids(world.as.adminB);
      expect(organization).toEqual(expect.arrayContaining([...sales.agent, ...sales.colleague]));
      expect(organization).not.toContain(sales.otherOrganization[0]);
      // Organization A's Admin never sees organization B's sales.
      const other = await ids(world.as.adminA);
      expect(other).toContain(sales.otherOrganization[0]);
      for (const id of [...sales.agent, ...sales.colleague]) expect(other).not.toContain(id);
      expect(await ids(world.as.superAdmin)).toEqual(
        expect.arrayContaining([...sales.agent, ...sales.colleague, ...sales.otherOrganization]),
      );
    });

    it('answers the spec’s fields, the sold price as `price`, newest sale first', async () => {
      const page = await soldOf(headers.agent);
      expect(page.items.map((item) => item.soldDate)).toEqual([
        '2026-04-02',
        '2026-04-01',
        '2026-03-10',
        '2026-03-05',
        '2026-03-01',
      ]);
      expect(page.items.at(-1)).toMatchObject({
        id: sales.agent[0],
        title: 'Əhmədli, yeni tikili',
        city: 'Bakı',
        price: '100000.10',
        askingPrice: '100000.00',
        isSold: true,
        amountOfSeller: '0.10',
        amountOfBuyer: '0.20',
      });
    });

    it('totals the whole filter exactly, whatever page is shown', async () => {
      const pages: SoldPage[] = [];
      for (let page = 0; page < 3; page++) pages.push(await soldOf(headers.agent, { page, pageSize: 2 }));
      const rows = pages.flatMap((page) => page.items);
      expect(rows).toHaveLength(5);
      const cents = (values: string[]) =>
        values.reduce((sum, value) => sum + Math.round(Number(value) * 100), 0);
      const asMoney = (total: number) => (total / 100).toFixed(2);
      for (const page of pages) {
        expect(page.totals).toEqual({
          count: 5,
          price: asMoney(cents(rows.map((row) => row.price))),
          amountOfSeller: asMoney(cents(rows.map((row) => row.amountOfSeller))),
          amountOfBuyer: asMoney(cents(rows.map((row) => row.amountOfBuyer))),
        });
      }
      // 0.10 + 0.20 in floating point would be 0.30000000000000004.
      const twoSales = await soldOf(headers.agent, {
        filters: [{ field: 'soldDate', operator: 'LessThanOrEqual', value: '2026-03-05' }],
      });
      expect(twoSales.totals).toEqual({
        count: 2,
        price: '300000.30',
        amountOfSeller: '0.30',
        amountOfBuyer: '0.30',
      });
    });

    it('answers zero totals for an empty filter', async () => {
      const none = await soldOf(headers.agent, {
        filters: [{ field: 'soldDate', operator: 'GreaterThan', value: '2030-01-01' }],
      });
      expect(none).toMatchObject({
        items: [],
        total: 0,
        totals: { count: 0, price: '0.00', amountOfSeller: '0.00', amountOfBuyer: '0.00' },
      });
    });

    it.each([
      [
        'a date range',
        [
          { field: 'soldDate', operator: 'GreaterThanOrEqual', value: '2026-03-05' },
          { field: 'soldDate', operator: 'LessThanOrEqual', value: '2026-04-01' },
        ],
        [1, 2, 3],
      ],
      ['the sold price', [{ field: 'price', operator: 'GreaterThan', value: 100000.1 }], [1, 2]],
      [
        'the seller amount',
        [{ field: 'amountOfSeller', operator: 'GreaterThanOrEqual', value: 999.99 }],
        [2, 3],
      ],
      ['the buyer amount', [{ field: 'amountOfBuyer', operator: 'LessThan', value: 0.2 }], [1, 3]],
      ['the text, without diacritics', [{ field: 'text', operator: 'Contains', value: 'ehmedli' }], [0]],
      ['the user', [{ field: 'userId', operator: 'Equal', value: -5 }], []],
    ])('filters by %s, page and totals alike', async (_name, filters, expected) => {
      const page = await soldOf(headers.agent, { filters });
      expect(page.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
        expected.map((index) => sales.agent[index]!).sort((a, b) => a - b),
      );
      expect(page.totals.count).toBe(expected.length);
    });

    it('filters by city and by user for the Admin', async () => {
      const inSecond = await soldOf(headers.agent, {
        filters: [{ field: 'cityId', operator: 'Equal', value: fx.secondCityId }],
      });
      expect(inSecond.items.map((item) => item.id)).toEqual([sales.agent[2]]);
      const colleagueId = (await ctx.db.select().from(userAds).where(eq(userAds.id, sales.colleague[0]!)))[0]!
        .userId;
      const ofColleague = await soldOf(world.as.adminB, {
        filters: [{ field: 'userId', operator: 'Equal', value: colleagueId }],
      });
      expect(ofColleague.items.map((item) => item.id)).toEqual(sales.colleague);
      expect(ofColleague.totals).toMatchObject({ count: 1, price: '70000.00' });
    });

    it.each([
      ['price', 'asc', [4, 3, 0, 2, 1]],
      ['amountOfSeller', 'desc', [2, 3, 4, 1, 0]],
      ['amountOfBuyer', 'asc', [3, 1, 0, 4, 2]],
      ['soldDate', 'asc', [0, 1, 2, 3, 4]],
    ])('sorts by %s %s', async (field, direction, expected) => {
      const page = await soldOf(headers.agent, { sortOptions: [{ field, direction }] });
      expect(page.items.map((item) => item.id)).toEqual(expected.map((index) => sales.agent[index]));
    });

    it.each([
      [
        'an unknown filter',
        { filters: [{ field: 'status', operator: 'Equal', value: 'sold' }] },
        'filters.0.field',
      ],
      ['an unsortable field', { sortOptions: [{ field: 'cityId' }] }, 'sortOptions.0.field'],
      [
        'a bad date',
        { filters: [{ field: 'soldDate', operator: 'Equal', value: '2026-13-01' }] },
        'filters.0.value',
      ],
    ])('refuses %s with a 400 naming it', async (_name, body, path) => {
      const res = await post(headers.agent, '/ad/users/sold/table', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([path]);
    });
  });
});
