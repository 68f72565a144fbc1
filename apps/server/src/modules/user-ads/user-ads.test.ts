import type { UserAd } from '@emlak/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import {
  auditEntriesOf,
  authHeaders,
  createTestContext,
  createUser,
  createWorld,
  type TestContext,
} from '../../../test/helpers';
import { userAds } from '../../db/schema';
import { createUserAdFixtures } from './user-ads.test-support';

type World = Awaited<ReturnType<typeof createWorld>>;
type Fixtures = Awaited<ReturnType<typeof createUserAdFixtures>>;

describe('personal list (/usersads)', () => {
  let ctx: TestContext;
  let world: World;
  let as: Record<Caller, Record<string, string>>;
  let userB: Record<string, string>;
  let fx: Fixtures;

  const call = (
    caller: Caller | Record<string, string>,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: typeof caller === 'string' ? as[caller] : caller,
      payload: payload as object,
    });
  const tableOf = async (caller: Caller | Record<string, string>, url: string, body: object = {}) => {
    const res = await call(caller, 'POST', url, { pageSize: 100, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: UserAd[]; total: number };
  };
  const rowOf = (id: number) => ctx.db.select().from(userAds).where(eq(userAds.id, id));

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    as = await callerHeaders(ctx, world);
    userB = await authHeaders(ctx, world.userB);
    fx = await createUserAdFixtures(ctx.db);
  });
  afterAll(() => ctx.close());

  describe('access matrix (the list of organization A’s agent)', () => {
    const rows: MatrixRow[] = [
      [
        'POST /usersads (organization A’s listing)',
        async () => ({
          method: 'POST',
          url: '/usersads',
          payload: { adId: (await fx.listing({ organizationId: world.orgA.id })).id },
        }),
        [401, 201, 404, 201, 201],
      ],
      [
        'POST /usersads (a public listing)',
        async () => ({ method: 'POST', url: '/usersads', payload: { adId: (await fx.listing()).id } }),
        [401, 201, 201, 201, 201],
      ],
      [
        'POST /usersads/table',
        () => ({ method: 'POST', url: '/usersads/table', payload: {} }),
        [401, 200, 200, 200, 200],
      ],
      [
        'POST /usersads/all/table',
        () => ({ method: 'POST', url: '/usersads/all/table', payload: {} }),
        [401, 403, 200, 200, 200],
      ],
      ['GET /usersads/counts', () => ({ method: 'GET', url: '/usersads/counts' }), [401, 200, 200, 200, 200]],
      [
        'GET /usersads/dropdown',
        () => ({ method: 'GET', url: '/usersads/dropdown' }),
        [401, 200, 200, 200, 200],
      ],
      [
        'POST /usersads/work (the agent’s row)',
        async () => ({
          method: 'POST',
          url: '/usersads/work',
          payload: { id: (await fx.listed(world.userA)).row.id },
        }),
        // A personal list is its owner's alone: an Admin or a SuperAdmin does not work another's.
        [401, 200, 404, 404, 404],
      ],
      [
        'POST /usersads/sell (the agent’s row)',
        async () => ({
          method: 'POST',
          url: '/usersads/sell',
          payload: { id: (await fx.listed(world.userA)).row.id, amountOfSeller: 1000, amountOfBuyer: 500 },
        }),
        [401, 200, 404, 404, 404],
      ],
      [
        'DELETE /usersads/:id (the agent’s row)',
        async () => ({ method: 'DELETE', url: `/usersads/${(await fx.listed(world.userA)).row.id}` }),
        [401, 204, 404, 404, 404],
      ],
      [
        'POST /ad/users/sold/table',
        () => ({ method: 'POST', url: '/ad/users/sold/table', payload: {} }),
        [401, 200, 200, 200, 200],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { method, url, payload } = await request();
      const res = await call(caller, method as 'GET', url, payload);
      expect(res.statusCode, res.body).toBe(status);
    });
  });

  describe('tenant isolation', () => {
    it('shows an organization’s lists to its Admin and a SuperAdmin, never to another Admin', async () => {
      const a = await fx.listed(world.userA);
      const b = await fx.listed(world.userB);
      const idsOf = async (caller: Caller) =>
        (await tableOf(caller, '/usersads/all/table')).items.map((item) => item.id);
      expect(await idsOf('sameAdmin')).toContain(a.row.id);
      expect(await idsOf('sameAdmin')).not.toContain(b.row.id);
      expect(await idsOf('otherAdmin')).toContain(b.row.id);
      expect(await idsOf('otherAdmin')).not.toContain(a.row.id);
      expect(await idsOf('superAdmin')).toEqual(expect.arrayContaining([a.row.id, b.row.id]));
      // Narrowed to one agent of the organization.
      const narrowed = await tableOf('sameAdmin', '/usersads/all/table', {
        filters: [{ field: 'userId', operator: 'Equal', value: world.userA.id }],
      });
      expect(narrowed.items.every((item) => item.userId === world.userA.id)).toBe(true);
      expect(narrowed.items.map((item) => item.id)).toContain(a.row.id);
      // The organization's Admin reading another agent's user id still sees only the organization.
      const foreign = await tableOf('sameAdmin', '/usersads/all/table', {
        filters: [{ field: 'userId', operator: 'Equal', value: world.userB.id }],
      });
      expect(foreign.items).toEqual([]);
    });

    it('keeps the own list to its owner: the Admin’s list is not the agent’s', async () => {
      const mine = await fx.listed(world.userA);
      const admins = await fx.listed(world.adminA);
      const ids = (await tableOf('user', '/usersads/table')).items.map((item) => item.id);
      expect(ids).toContain(mine.row.id);
      expect(ids).not.toContain(admins.row.id);
      const adminIds = (await tableOf('sameAdmin', '/usersads/table')).items.map((item) => item.id);
      expect(adminIds).toEqual(expect.arrayContaining([admins.row.id]));
      expect(adminIds).not.toContain(mine.row.id);
    });

    it('answers 404 on another user’s row and leaves it unchanged', async () => {
      const { row } = await fx.listed(world.userA);
      const attempts = [
        await call(userB, 'POST', '/usersads/work', { id: row.id }),
        await call(userB, 'POST', '/usersads/sell', { id: row.id, amountOfSeller: 1, amountOfBuyer: 1 }),
        await call(userB, 'DELETE', `/usersads/${row.id}`),
        await call('sameAdmin', 'DELETE', `/usersads/${row.id}`),
      ];
      for (const res of attempts) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
      expect(await rowOf(row.id)).toEqual([row]);
    });

    it('does not add another organization’s listing: 404, as if it did not exist', async () => {
      const theirs = await fx.listing({ organizationId: world.orgB.id });
      const res = await call('user', 'POST', '/usersads', { adId: theirs.id });
      expect(res.statusCode).toBe(404);
      expect(await ctx.db.$count(userAds, eq(userAds.announcementId, theirs.id))).toBe(0);
      expect((await call('user', 'POST', '/usersads', { adId: 999_999_999 })).statusCode).toBe(404);
    });
  });

  describe('adding', () => {
    it('adds a listing with its market-list row, files it under the caller’s organization and audits it', async () => {
      const ad = await fx.listing({
        title: 'Nərimanov, 3 otaq',
        price: '185000.50',
        phone1: '+994501234567',
      });
      const res = await call('user', 'POST', '/usersads', { adId: ad.id });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as UserAd;
      expect(body).toMatchObject({
        adId: ad.id,
        userId: world.userA.id,
        userName: world.userA.name,
        status: 'added',
        workedAt: null,
        soldAt: null,
        soldPrice: null,
        version: 1,
        announcement: {
          id: ad.id,
          title: 'Nərimanov, 3 otaq',
          price: '185000.50',
          cityId: fx.cityId,
          cityName: 'Bakı',
          phones: ['+994501234567'],
          inMyList: 'added',
          isSold: false,
        },
      });
      const [row] = await rowOf(body.id);
      expect(row).toMatchObject({ organizationId: world.orgA.id, userId: world.userA.id });
      expect(await auditEntriesOf(ctx, 'userAd', body.id)).toMatchObject([
        { action: 'userAd.added', organizationId: world.orgA.id, actorUserId: world.userA.id },
      ]);
    });

    it('names the city in the caller’s language', async () => {
      const ad = await fx.listing();
      const res = await call({ ...as.user, 'accept-language': 'en' }, 'POST', '/usersads', { adId: ad.id });
      expect(res.json().announcement.cityName).toBe('Baku');
    });

    it('refuses the same listing twice with a localized 409, and a sold listing with already_sold', async () => {
      const ad = await fx.listing();
      expect((await call('user', 'POST', '/usersads', { adId: ad.id })).statusCode).toBe(201);
      const again = await call({ ...as.user, 'accept-language': 'en' }, 'POST', '/usersads', { adId: ad.id });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'duplicate',
        message: 'This listing is already in your list',
        errors: { adId: ['This listing is already in your list'] },
      });
      // Another agent may still add it: the list is per user.
      expect((await call('sameAdmin', 'POST', '/usersads', { adId: ad.id })).statusCode).toBe(201);

      const sold = await fx.listing({ isSold: true, soldAt: new Date() });
      const refused = await call('user', 'POST', '/usersads', { adId: sold.id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('already_sold');
    });

    it('answers the same add sent ten times at once with one 201 and nine 409', async () => {
      const ad = await fx.listing();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => call('user', 'POST', '/usersads', { adId: ad.id })),
      );
      const statuses = results.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
      expect(await ctx.db.$count(userAds, eq(userAds.announcementId, ad.id))).toBe(1);
    });

    it.each([
      ['no adId', {}, 'adId'],
      ['a text adId', { adId: 'one' }, 'adId'],
      ['a zero adId', { adId: 0 }, 'adId'],
      ['a fractional adId', { adId: 1.5 }, 'adId'],
      ['an unknown field', { adId: 1, note: 'x' }, 'note'],
    ])('refuses %s with a field error', async (_name, payload, field) => {
      const before = await ctx.db.$count(userAds);
      const res = await call('user', 'POST', '/usersads', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
      expect(await ctx.db.$count(userAds)).toBe(before);
    });
  });

  describe('working', () => {
    it('moves a row to work once, with its date; a second call answers it unchanged', async () => {
      const { row } = await fx.listed(world.userA);
      const first = await call('user', 'POST', '/usersads/work', { id: row.id });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ id: row.id, status: 'work', version: 2 });
      expect(first.json().workedAt).toEqual(expect.any(String));
      const second = await call('user', 'POST', '/usersads/work', { id: row.id });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ status: 'work', version: 2, workedAt: first.json().workedAt });
      expect(await auditEntriesOf(ctx, 'userAd', row.id)).toMatchObject([{ action: 'userAd.worked' }]);
    });

    it('refuses to work a sold row, or a row whose listing someone else sold', async () => {
      const { row } = await fx.listed(world.userA, {}, { status: 'sold', soldDate: '2026-01-05' });
      const res = await call('user', 'POST', '/usersads/work', { id: row.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('already_sold');

      const soldElsewhere = await fx.listed(world.userA, { isSold: true, soldAt: new Date() });
      const late = await call('user', 'POST', '/usersads/work', { id: soldElsewhere.row.id });
      expect(late.statusCode).toBe(409);
      expect((await rowOf(soldElsewhere.row.id))[0]!.status).toBe('added');
    });
  });

  describe('removing', () => {
    it('removes a row (204, audited) and refuses a sold one with 409, keeping it', async () => {
      const { row } = await fx.listed(world.userA);
      const res = await call('user', 'DELETE', `/usersads/${row.id}`);
      expect(res.statusCode, res.body).toBe(204);
      expect(await rowOf(row.id)).toEqual([]);
      expect(await auditEntriesOf(ctx, 'userAd', row.id)).toMatchObject([{ action: 'userAd.removed' }]);
      expect((await call('user', 'DELETE', `/usersads/${row.id}`)).statusCode).toBe(404);

      const sold = await fx.listed(world.userA, {}, { status: 'sold', soldDate: '2026-01-05' });
      const refused = await call(
        { ...as.user, 'accept-language': 'en' },
        'DELETE',
        `/usersads/${sold.row.id}`,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'already_sold',
        message: 'This announcement has already been sold.',
      });
      expect(await rowOf(sold.row.id)).toHaveLength(1);
    });
  });

  describe('the own table, counts and dropdown', () => {
    let headers: Record<string, string>;
    let ids: { added: number; work: number; sold: number; other: number };

    beforeAll(async () => {
      // An agent of their own, so that the figures are exactly this list's.
      const agent = await createUser(ctx.db, { organizationId: world.orgA.id });
      headers = await authHeaders(ctx, agent);
      const added = await fx.listed(agent, {
        title: 'Nərimanov metrosu yaxınlığında',
        price: '150000.00',
        rooms: 3,
        phone1: '+994501112233',
      });
      const work = await fx.listed(
        agent,
        { title: 'Yasamal, təmirli', price: '90000.00', addType: 'rent', cityId: fx.secondCityId },
        { status: 'work', workedAt: new Date('2026-02-01T10:00:00Z') },
      );
      const sold = await fx.listed(
        agent,
        { title: '', price: '300000.00', rooms: 5, isSold: true },
        { status: 'sold', soldDate: '2026-02-03', soldAt: new Date('2026-02-03T09:00:00Z') },
      );
      // Someone else's row on the same listing is not the agent's.
      const other = await fx.entry(world.userA, added.ad.id);
      ids = { added: added.row.id, work: work.row.id, sold: sold.row.id, other: other.id };
    });

    it('counts the rows per status', async () => {
      const res = await call(headers, 'GET', '/usersads/counts');
      expect(res.json()).toEqual({ added: 1, work: 1, sold: 1 });
    });

    it('offers the rows in a dropdown, named by title or number', async () => {
      const res = await call(headers, 'GET', '/usersads/dropdown');
      const options = res.json() as { value: number; displayText: string }[];
      expect(options.map((option) => option.value).sort()).toEqual([ids.added, ids.work, ids.sold].sort());
      const sold = options.find((option) => option.value === ids.sold)!;
      expect(sold.displayText).toMatch(/^#\d+$/);
    });

    it.each([
      ['status', [{ field: 'status', operator: 'Equal', value: 'work' }], ['work']],
      ['status NotEqual', [{ field: 'status', operator: 'NotEqual', value: 'sold' }], ['added', 'work']],
      ['price', [{ field: 'price', operator: 'GreaterThanOrEqual', value: 150000 }], ['added', 'sold']],
      ['addType', [{ field: 'addType', operator: 'Equal', value: 'rent' }], ['work']],
      ['rooms', [{ field: 'rooms', operator: 'Equal', value: 3 }], ['added']],
      ['isSold', [{ field: 'isSold', operator: 'Equal', value: true }], ['sold']],
      ['propertyType', [{ field: 'propertyType', operator: 'Equal', value: 1 }], ['added', 'work', 'sold']],
      ['soldDate', [{ field: 'soldDate', operator: 'Equal', value: '2026-02-03' }], ['sold']],
      ['workedAt', [{ field: 'workedAt', operator: 'Equal', value: '2026-02-01' }], ['work']],
      ['soldAt', [{ field: 'soldAt', operator: 'GreaterThan', value: '2026-01-01' }], ['sold']],
      [
        'addedAt',
        [{ field: 'addedAt', operator: 'GreaterThan', value: '2026-01-01' }],
        ['added', 'work', 'sold'],
      ],
      ['text without diacritics', [{ field: 'text', operator: 'Contains', value: 'nerimanov' }], ['added']],
      [
        'text as a Russian screen names the district',
        [{ field: 'text', operator: 'Contains', value: 'Нариманов' }],
        ['added'],
      ],
      ['text in another case', [{ field: 'text', operator: 'Contains', value: 'YASAMAL' }], ['work']],
      [
        'text as a phone written locally',
        [{ field: 'text', operator: 'Contains', value: '050 111 22' }],
        ['added'],
      ],
      ['text blank', [{ field: 'text', operator: 'Contains', value: '  ' }], ['added', 'work', 'sold']],
      ['a literal percent sign', [{ field: 'text', operator: 'Contains', value: '%' }], []],
    ])('filters by %s', async (_name, filters, expected) => {
      const page = await tableOf(headers, '/usersads/table', { filters });
      const byId = Object.fromEntries(Object.entries(ids).map(([status, id]) => [id, status]));
      expect(page.items.map((item) => byId[item.id]).sort()).toEqual([...expected].sort());
      expect(page.total).toBe(expected.length);
    });

    it('also filters by city, and sorts by price, addedAt (newest first by default) and workedAt', async () => {
      const inSecond = await tableOf(headers, '/usersads/table', {
        filters: [{ field: 'cityId', operator: 'Equal', value: fx.secondCityId }],
      });
      expect(inSecond.items.map((item) => item.id)).toEqual([ids.work]);
      const byPrice = await tableOf(headers, '/usersads/table', {
        sortOptions: [{ field: 'price', direction: 'asc' }],
      });
      expect(byPrice.items.map((item) => item.id)).toEqual([ids.work, ids.added, ids.sold]);
      const byDefault = await tableOf(headers, '/usersads/table');
      expect(byDefault.items.map((item) => item.id)).toEqual([ids.sold, ids.work, ids.added]);
      const byWorked = await tableOf(headers, '/usersads/table', {
        sortOptions: [{ field: 'workedAt', direction: 'asc' }],
      });
      expect(byWorked.items[0]!.id).toBe(ids.work);
      for (const field of ['soldAt', 'addedAt']) {
        const sorted = await call(headers, 'POST', '/usersads/table', { sortOptions: [{ field }] });
        expect(sorted.statusCode).toBe(200);
      }
    });

    it.each([
      [
        'an unknown filter field',
        { filters: [{ field: 'userId', operator: 'Equal', value: 1 }] },
        'filters.0.field',
      ],
      [
        'an unknown status',
        { filters: [{ field: 'status', operator: 'Equal', value: 'lost' }] },
        'filters.0.value',
      ],
      [
        'text with another operator (after another filter)',
        {
          filters: [
            { field: 'rooms', operator: 'Equal', value: 2 },
            { field: 'text', operator: 'Equal', value: 'x' },
          ],
        },
        'filters.1.operator',
      ],
      [
        'a number for text',
        { filters: [{ field: 'text', operator: 'Contains', value: 5 }] },
        'filters.0.value',
      ],
      [
        'a bad filter after text',
        {
          filters: [
            { field: 'text', operator: 'Contains', value: 'a' },
            { field: 'rooms', operator: 'Contains', value: 2 },
          ],
        },
        'filters.1.operator',
      ],
      ['an unsortable field', { sortOptions: [{ field: 'rooms' }] }, 'sortOptions.0.field'],
    ])('refuses %s with a 400 naming it', async (_name, body, path) => {
      const res = await call(headers, 'POST', '/usersads/table', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([path]);
    });
  });
});
