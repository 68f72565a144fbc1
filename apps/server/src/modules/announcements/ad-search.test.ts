import { announcementTableQuerySchema, type ListFilter, type ListSort } from '@emlak/contracts';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, authHeaders, createTestContext, createWorld, type TestContext } from '../../../test/helpers';
import * as schema from '../../db/schema';
import { announcements, userAds } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { announcementList, compileAnnouncementSearch, searchAnnouncements } from './ad-search';
import { createChangeSignal } from '../../lib/count-cache';
import { insertListing, loadPlaces, nextPhone, type Places } from './announcements.test-support';
import { createPlaceNameMemory } from './place-name-memory';

type World = Awaited<ReturnType<typeof createWorld>>;
type Listing = Awaited<ReturnType<typeof insertListing>>;
type Key = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h';

const day = (date: string) => new Date(`${date}T08:00:00Z`);

/**
 * The listings every case searches, inserted in this order (so ids ascend a..h). Public market
 * listings but `f` (organization A's, posted by its agent) and `g` (organization B's, never seen
 * by organization A's agent who searches). `e` is sold.
 */
const fixtures = (places: Places, world: World): Record<Key, Partial<typeof announcements.$inferInsert>> => ({
  a: {
    price: '100000.00',
    area: '50.00',
    rooms: 2,
    stage: 1,
    stages: 9,
    districtId: places.narimanov,
    hasTitleDeed: true,
    isRenovated: false,
    phone1: '+994501111111',
    title: 'Mənzil, kirayə deyil',
    createdAt: day('2024-01-01'),
  },
  b: {
    price: '150000.00',
    area: '75.00',
    rooms: 3,
    stage: 5,
    stages: 9,
    districtId: places.yasamal,
    metroStationId: places.ahmadliMetro,
    ownerType: 'agency',
    hasTitleDeed: false,
    isRenovated: true,
    mortgage: true,
    phone1: '+994502222222',
    phone2: '+994553333333',
    createdAt: day('2024-02-01'),
  },
  c: {
    addType: 'rent',
    price: '800.00',
    area: '60.00',
    rooms: 2,
    stage: 9,
    stages: 9,
    districtId: places.sabuncu,
    isRenovated: true,
    mortgage: false,
    createdAt: day('2024-03-01'),
  },
  d: {
    propertyType: 2,
    price: '300000.00',
    area: '2.00',
    areaMeasureUnit: 2,
    rooms: 5,
    address: 'Əhmədli qəsəbəsi',
    createdAt: day('2024-04-01'),
  },
  e: {
    price: '120000.00',
    area: '60.00',
    rooms: 3,
    stage: 3,
    stages: 5,
    isSold: true,
    soldAt: day('2024-05-02'),
    createdAt: day('2024-05-01'),
  },
  f: {
    addType: 'rent',
    propertyType: 3,
    price: '2000.00',
    area: '100.00',
    stage: 2,
    stages: 2,
    title: 'Ofis mərkəzdə',
    organizationId: world.orgA.id,
    createdByUserId: world.userA.id,
    createdAt: day('2024-06-01'),
  },
  g: {
    price: '100000.00',
    area: '50.00',
    rooms: 2,
    districtId: places.narimanov,
    organizationId: world.orgB.id,
    createdByUserId: world.userB.id,
    createdAt: day('2024-07-01'),
  },
  h: {
    cityId: places.ganja,
    propertyType: 5,
    price: '50000.00',
    area: '10.00',
    areaMeasureUnit: 2,
    createdAt: day('2024-08-01'),
  },
});

describe('market search (POST /ad/table, /ad/all/table)', () => {
  let ctx: TestContext;
  let world: World;
  let places: Places;
  let agent: Record<string, string>;
  let listings: Record<Key, Listing>;
  const keyOf = new Map<number, Key>();

  const search = (url: string, body: object, headers = agent) =>
    ctx.app.inject({ method: 'POST', url: `${API}${url}`, headers, payload: body });
  /** The fixture keys a search answers, in its order (listings other tests insert are ignored). */
  const keys = async (url: string, body: object) => {
    const res = await search(url, { pageSize: 100, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { id: number }[]).flatMap((item) => keyOf.get(item.id) ?? []);
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    places = await loadPlaces(ctx);
    agent = await authHeaders(ctx, world.userA);
    const values = fixtures(places, world);
    const inserted: Partial<Record<Key, Listing>> = {};
    for (const key of Object.keys(values) as Key[]) {
      inserted[key] = await insertListing(ctx, { cityId: places.baku, ...values[key] });
      keyOf.set(inserted[key].id, key);
    }
    listings = inserted as Record<Key, Listing>;
  });
  afterAll(() => ctx.close());

  describe('every filter field', () => {
    // Values name fixture ids, known once they are inserted: each filter is built when its case runs.
    const cases: [string, () => ListFilter, Key[]][] = [
      ['id', () => ({ field: 'id', operator: 'Equal', value: listings.a.id }), ['a']],
      [
        'price at least',
        () => ({ field: 'price', operator: 'GreaterThanOrEqual', value: 150_000 }),
        ['b', 'd'],
      ],
      ['price below', () => ({ field: 'price', operator: 'LessThan', value: 1_000 }), ['c']],
      [
        'pricePerSqm',
        () => ({ field: 'pricePerSqm', operator: 'GreaterThan', value: 1_600 }),
        ['a', 'b', 'e'],
      ],
      ['cityId', () => ({ field: 'cityId', operator: 'Equal', value: places.ganja }), ['h']],
      ['districtId', () => ({ field: 'districtId', operator: 'Equal', value: places.narimanov }), ['a']],
      [
        'metroStationId',
        () => ({ field: 'metroStationId', operator: 'Equal', value: places.ahmadliMetro }),
        ['b'],
      ],
      ['propertyType', () => ({ field: 'propertyType', operator: 'Equal', value: 2 }), ['d']],
      ['addType', () => ({ field: 'addType', operator: 'Equal', value: 'rent' }), ['c', 'f']],
      ['rooms', () => ({ field: 'rooms', operator: 'GreaterThanOrEqual', value: 3 }), ['b', 'd', 'e']],
      // The rooms chips: a set of counts, "5+" meaning five and more (room-sets.ts).
      ['rooms in a set', () => ({ field: 'rooms', operator: 'Equal', value: '2, 5+' }), ['a', 'c', 'd']],
      ['rooms, one chip', () => ({ field: 'rooms', operator: 'Equal', value: '3' }), ['b', 'e']],
      // Unknown room counts are in no set, so outside every set.
      [
        'rooms not in a set',
        () => ({ field: 'rooms', operator: 'NotEqual', value: '2,5+' }),
        ['b', 'e', 'f', 'h'],
      ],
      ['stage', () => ({ field: 'stage', operator: 'Equal', value: 9 }), ['c']],
      ['stages', () => ({ field: 'stages', operator: 'LessThan', value: 9 }), ['e', 'f']],
      // The area in its own unit: d is 2 sot (200 m²), so it is not above 70.
      ['area', () => ({ field: 'area', operator: 'GreaterThan', value: 70 }), ['b', 'f']],
      ['areaMeasureUnit', () => ({ field: 'areaMeasureUnit', operator: 'Equal', value: 2 }), ['d', 'h']],
      ['ownerType', () => ({ field: 'ownerType', operator: 'Equal', value: 'agency' }), ['b']],
      ['hasTitleDeed', () => ({ field: 'hasTitleDeed', operator: 'Equal', value: true }), ['a']],
      [
        'hasTitleDeed not true',
        () => ({ field: 'hasTitleDeed', operator: 'NotEqual', value: true }),
        ['b', 'c', 'd', 'e', 'f', 'h'],
      ],
      ['isRenovated', () => ({ field: 'isRenovated', operator: 'Equal', value: true }), ['b', 'c']],
      ['mortgage', () => ({ field: 'mortgage', operator: 'Equal', value: false }), ['c']],
      ['isSold', () => ({ field: 'isSold', operator: 'Equal', value: true }), ['e']],
      [
        'createdAt (a Baku day)',
        () => ({ field: 'createdAt', operator: 'GreaterThanOrEqual', value: '2024-06-01' }),
        ['f', 'h'],
      ],
      ['organizationId', () => ({ field: 'organizationId', operator: 'Equal', value: world.orgA.id }), ['f']],
      ['phone, the first', () => ({ field: 'phone', operator: 'Equal', value: '050 111 11 11' }), ['a']],
      ['phone, the second', () => ({ field: 'phone', operator: 'Equal', value: '+994 55 333 33 33' }), ['b']],
      ['phone, in part', () => ({ field: 'phone', operator: 'Contains', value: '2222222' }), ['b']],
      ['duplicateOf', () => ({ field: 'duplicateOf', operator: 'Equal', value: listings.a.id }), []],
      [
        'notFirstFloor',
        () => ({ field: 'notFirstFloor', operator: 'Equal', value: true }),
        ['b', 'c', 'e', 'f'],
      ],
      ['notFirstFloor false', () => ({ field: 'notFirstFloor', operator: 'Equal', value: false }), ['a']],
      // No floor known: neither first nor not first, so only NotEqual keeps it.
      [
        'notFirstFloor not true',
        () => ({ field: 'notFirstFloor', operator: 'NotEqual', value: true }),
        ['a', 'd', 'h'],
      ],
      ['notLastFloor', () => ({ field: 'notLastFloor', operator: 'Equal', value: true }), ['a', 'b', 'e']],
      ['notLastFloor false', () => ({ field: 'notLastFloor', operator: 'Equal', value: false }), ['c', 'f']],
      ['topFloor', () => ({ field: 'topFloor', operator: 'Equal', value: true }), ['c', 'f']],
      ['topFloor false', () => ({ field: 'topFloor', operator: 'Equal', value: false }), ['a', 'b', 'e']],
    ];

    it('covers every field the list declares', async () => {
      const covered = new Set(cases.map(([, filter]) => filter().field));
      expect(
        [...Object.keys(announcementList.fields), 'phone'].filter((field) => !covered.has(field)),
      ).toEqual([]);
    });

    it.each(cases)('%s', async (_name, filter, expected) => {
      const found = await keys('/ad/all/table', { filters: [filter()] });
      expect(found.sort()).toEqual(expected);
    });

    it('combines filters with AND and leaves sold listings out of /ad/table', async () => {
      const filters: ListFilter[] = [
        { field: 'cityId', operator: 'Equal', value: places.baku },
        { field: 'addType', operator: 'Equal', value: 'sell' },
        { field: 'propertyType', operator: 'Equal', value: 1 },
        { field: 'price', operator: 'GreaterThanOrEqual', value: 100_000 },
        { field: 'price', operator: 'LessThanOrEqual', value: 150_000 },
      ];
      expect((await keys('/ad/all/table', { filters })).sort()).toEqual(['a', 'b', 'e']);
      expect((await keys('/ad/table', { filters })).sort()).toEqual(['a', 'b']);
    });
  });

  describe('search that forgives the keyboard', () => {
    it.each<[string, Key[]]>([
      ['nerimanov', ['a']],
      ['Nərimanov', ['a']],
      ['NƏRİMANOV', ['a']],
      ['ehmedli', ['b', 'd']],
      ['Əhmədli', ['b', 'd']],
      ['sabuncu', ['c']],
      ['sabunchu', ['c']],
      ['Sabunçu', ['c']],
      ['yasamal', ['b']],
      ['ganja', ['h']],
      ['gence', ['h']],
      ['Гянджа', ['h']],
      ['ofis merkezde', ['f']],
      // A district or station as a Russian or English screen names it (geo/place-spellings.ts).
      ['Нариманов', ['a']],
      ['Narimanov', ['a']],
      ['нарим', ['a']],
      ['Ахмедлы', ['b', 'd']],
      ['ahmadli', ['b', 'd']],
      ['Сабунчу', ['c']],
      ['Ясамал', ['b']],
      // The other spelling is matched literally too: % is no wildcard there either.
      ['Нариманов%', []],
      ['050 111 11 11', ['a']],
      ['55 333', ['b']],
      ['no such place', []],
    ])('%j finds %j', async (term, expected) => {
      const found = await keys('/ad/all/table', {
        filters: [{ field: 'text', operator: 'Contains', value: term }],
      });
      expect(found.sort()).toEqual(expected);
    });

    it('pages and counts a text search like any list', async () => {
      const res = await search('/ad/table', {
        pageSize: 1,
        filters: [{ field: 'text', operator: 'Contains', value: 'ehmedli' }],
      });
      expect(res.json()).toMatchObject({ total: 2, totalCapped: false, page: 0, pageSize: 1 });
      expect(res.json().items.map((item: { id: number }) => item.id)).toEqual([listings.d.id]);
    });
  });

  describe('sorts', () => {
    it.each<[ListSort[], Key[]]>([
      [[], ['h', 'f', 'd', 'c', 'b', 'a']],
      [[{ field: 'createdAt', direction: 'asc' }], ['a', 'b', 'c', 'd', 'f', 'h']],
      [[{ field: 'price', direction: 'asc' }], ['c', 'f', 'h', 'a', 'b', 'd']],
      [[{ field: 'price', direction: 'desc' }], ['d', 'b', 'a', 'h', 'f', 'c']],
      [[{ field: 'pricePerSqm', direction: 'asc' }], ['c', 'f', 'h', 'd', 'a', 'b']],
      [[{ field: 'area', direction: 'asc' }], ['d', 'h', 'a', 'c', 'b', 'f']],
      [[{ field: 'rooms', direction: 'asc' }], ['a', 'c', 'b', 'd', 'f', 'h']],
      [[{ field: 'stage', direction: 'desc' }], ['h', 'd', 'c', 'b', 'f', 'a']],
    ])('sorts by %j', async (sortOptions, expected) => {
      expect(await keys('/ad/table', { sortOptions })).toEqual(expected);
    });
  });

  describe('one phone number (each phone read apart, docs/decisions.md)', () => {
    const number = '+994519876543';
    /** Listings with the number in either phone, or both, by name; ids in insertion order. */
    let withNumber: Record<'first' | 'second' | 'both' | 'sold' | 'otherAgency' | 'older', Listing>;
    beforeAll(async () => {
      const insert = (values: Partial<typeof announcements.$inferInsert>) =>
        insertListing(ctx, { cityId: places.baku, phone1: nextPhone(), ...values });
      withNumber = {
        older: await insert({ phone1: number, price: '90000.00', createdAt: day('2023-01-01') }),
        first: await insert({ phone1: number, price: '70000.00', createdAt: day('2023-03-01') }),
        both: await insert({
          phone1: number,
          phone2: number,
          price: '95000.00',
          createdAt: day('2023-02-01'),
        }),
        second: await insert({ phone2: number, price: '80000.00', createdAt: day('2023-04-01') }),
        sold: await insert({ phone2: number, isSold: true, createdAt: day('2023-05-01') }),
        otherAgency: await insert({
          phone1: number,
          organizationId: world.orgB.id,
          createdAt: day('2023-06-01'),
        }),
      };
    });
    const nameOf = (id: number) => Object.entries(withNumber).find(([, row]) => row.id === id)?.[0];
    const names = async (url: string, body: object, headers = agent) => {
      const res = await search(
        url,
        { filters: [{ field: 'phone', operator: 'Equal', value: '051 987 65 43' }], ...body },
        headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { items: { id: number }[]; total: number };
      return { names: page.items.map((item) => nameOf(item.id)), total: page.total };
    };

    it.each<[string, object, (string | undefined)[]]>([
      ['newest first', {}, ['second', 'first', 'both', 'older']],
      [
        'by price',
        { sortOptions: [{ field: 'price', direction: 'asc' }] },
        ['first', 'second', 'older', 'both'],
      ],
      [
        'oldest first',
        { sortOptions: [{ field: 'createdAt', direction: 'asc' }] },
        ['older', 'both', 'first', 'second'],
      ],
    ])(
      'finds each listing with it in either phone once, %s, and counts each once',
      async (_name, body, expected) => {
        expect(await names('/ad/table', { pageSize: 20, ...body })).toEqual({ names: expected, total: 4 });
        // Page by page, the same order: the first page takes the first rows of each phone's part.
        const pages = [];
        for (const page of [0, 1, 2, 3])
          pages.push(...(await names('/ad/table', { pageSize: 1, page, ...body })).names);
        expect(pages).toEqual(expected);
        expect(await names('/ad/table', { pageSize: 3, ...body })).toEqual({
          names: expected.slice(0, 3),
          total: 4,
        });
      },
    );

    it('takes sold listings only where they are asked for, and another agency’s only for it', async () => {
      const all = ['sold', 'second', 'first', 'both', 'older'];
      expect(await names('/ad/all/table', { pageSize: 20 })).toEqual({ names: all, total: 5 });
      // Each phone's part, read through its index over every listing, merged page by page.
      const pages = [];
      for (const page of [0, 1, 2, 3, 4])
        pages.push(...(await names('/ad/all/table', { pageSize: 1, page })).names);
      expect(pages).toEqual(all);
      const otherAgent = await authHeaders(ctx, world.userB);
      expect(await names('/ad/table', { pageSize: 2 }, otherAgent)).toEqual({
        names: ['otherAgency', 'second'],
        total: 5,
      });
    });

    it('combines with other filters, and a partial number still matches by digits', async () => {
      expect(
        await names('/ad/table', {
          filters: [
            { field: 'phone', operator: 'Equal', value: '+994 51 987 65 43' },
            { field: 'price', operator: 'GreaterThan', value: 85_000 },
          ],
        }),
      ).toEqual({ names: ['both', 'older'], total: 2 });
      expect(
        await names('/ad/table', {
          pageSize: 20,
          filters: [{ field: 'phone', operator: 'Contains', value: '9876543' }],
        }),
      ).toEqual({ names: ['second', 'first', 'both', 'older'], total: 4 });
    });
  });

  describe('deep pages (a page served a moment ago is remembered, lib/page-anchors.ts)', () => {
    // /ad/all/table is read in two parts, the unsold and the sold listings, merged (ad-search.ts).
    it.each<[string, ListSort[]]>([
      ['/ad/table', []],
      ['/ad/table', [{ field: 'createdAt', direction: 'asc' }]],
      ['/ad/table', [{ field: 'price', direction: 'desc' }]],
      ['/ad/table', [{ field: 'area', direction: 'asc' }]],
      ['/ad/all/table', []],
      ['/ad/all/table', [{ field: 'createdAt', direction: 'asc' }]],
      ['/ad/all/table', [{ field: 'price', direction: 'desc' }]],
      ['/ad/all/table', [{ field: 'area', direction: 'asc' }]],
    ])(
      '%s pages one listing at a time as the whole list orders them, twice, for two organizations in turn (%j)',
      async (url, sortOptions) => {
        const ids = async (body: object, headers = agent) => {
          const res = await search(url, body, headers);
          expect(res.statusCode, res.body).toBe(200);
          return res.json() as { items: { id: number }[]; total: number };
        };
        const headersB = await authHeaders(ctx, world.adminB);
        const wholeA = (await ids({ pageSize: 100, sortOptions })).items.map((item) => item.id);
        const wholeB = (await ids({ pageSize: 100, sortOptions }, headersB)).items.map((item) => item.id);
        expect(wholeA).not.toEqual(wholeB); // B sees g, A sees f
        if (url === '/ad/all/table') expect(wholeA).toContain(listings.e.id); // e is sold
        for (let pass = 0; pass < 2; pass++) {
          const seenA: number[] = [];
          const seenB: number[] = [];
          for (let page = 0; page < Math.max(wholeA.length, wholeB.length) + 1; page++) {
            const [a, b] = [
              await ids({ page, pageSize: 1, sortOptions }),
              await ids({ page, pageSize: 1, sortOptions }, headersB),
            ];
            expect([a.total, b.total]).toEqual([wholeA.length, wholeB.length]);
            seenA.push(...a.items.map((item) => item.id));
            seenB.push(...b.items.map((item) => item.id));
          }
          expect(seenA).toEqual(wholeA);
          expect(seenB).toEqual(wholeB);
        }
      },
    );
  });

  describe('what a caller sees', () => {
    it('shows organization B’s listing to organization B and a SuperAdmin only', async () => {
      const filters = [{ field: 'id', operator: 'Equal', value: listings.g.id }];
      expect(await keys('/ad/table', { filters })).toEqual([]);
      const asB = await search('/ad/table', { filters }, await authHeaders(ctx, world.adminB));
      expect(asB.json().total).toBe(1);
      const asSuperAdmin = await search('/ad/table', { filters }, await authHeaders(ctx, world.superAdmin));
      expect(asSuperAdmin.json().total).toBe(1);
    });

    it('answers a row with everything a list row shows, names in the caller’s language', async () => {
      const res = await search(
        '/ad/table',
        { filters: [{ field: 'id', operator: 'Equal', value: listings.b.id }] },
        { ...agent, 'accept-language': 'en' },
      );
      expect(res.json().items).toEqual([
        {
          id: listings.b.id,
          title: null,
          price: '150000.00',
          pricePerSqm: '2000.00',
          cityId: places.baku,
          cityName: 'Baku',
          districtId: places.yasamal,
          districtName: 'Yasamal',
          metroStationId: places.ahmadliMetro,
          metroStationName: 'Ahmadli',
          rooms: 3,
          stage: 5,
          stages: 9,
          area: '75.00',
          areaMeasureUnit: 1,
          addType: 'sell',
          propertyType: 1,
          ownerType: 'agency',
          phones: ['+994502222222', '+994553333333'],
          owner: null,
          color: null,
          baseUrl: null,
          organizationId: null,
          createdAt: day('2024-02-01').toISOString(),
          isSold: false,
          inMyList: null,
          duplicateOf: null,
        },
      ]);
    });

    it('shows the caller’s personal-list status of a listing, not another user’s', async () => {
      await ctx.db.insert(userAds).values([
        {
          userId: world.userA.id,
          organizationId: world.orgA.id,
          announcementId: listings.c.id,
          status: 'work',
        },
        { userId: world.adminA.id, organizationId: world.orgA.id, announcementId: listings.d.id },
      ]);
      const res = await search('/ad/table', { pageSize: 100 });
      const status = Object.fromEntries(
        (res.json().items as { id: number; inMyList: string | null }[]).map((item) => [
          keyOf.get(item.id),
          item.inMyList,
        ]),
      );
      expect(status).toMatchObject({ a: null, c: 'work', d: null });
    });
  });

  describe('refusals', () => {
    it.each<[string, object, string, string]>([
      [
        'an unknown field',
        { filters: [{ field: 'secret', operator: 'Equal', value: 1 }] },
        'filters.0.field',
        'The field "secret" cannot be filtered',
      ],
      [
        'text with Equal',
        { filters: [{ field: 'text', operator: 'Equal', value: 'a' }] },
        'filters.0.operator',
        'The operator "Equal" does not fit the field "text"',
      ],
      [
        'a phone compared as a number',
        {
          filters: [
            { field: 'price', operator: 'Equal', value: 1 },
            { field: 'phone', operator: 'LessThan', value: '050' },
          ],
        },
        'filters.1.operator',
        'The operator "LessThan" does not fit the field "phone"',
      ],
      [
        'a bad filter after a phone filter, named where the client sent it',
        {
          filters: [
            { field: 'phone', operator: 'Equal', value: '050 111 11 11' },
            { field: 'rooms', operator: 'Equal', value: 'three' },
          ],
        },
        'filters.1.value',
        'The value for "rooms" has the wrong type',
      ],
      [
        'a rooms set with a word in it',
        { filters: [{ field: 'rooms', operator: 'Equal', value: '1,two' }] },
        'filters.0.value',
        'The value for "rooms" has the wrong type',
      ],
      [
        'a rooms set compared with LessThan',
        { filters: [{ field: 'rooms', operator: 'LessThan', value: '1,2' }] },
        'filters.0.operator',
        'The operator "LessThan" does not fit the field "rooms"',
      ],
      [
        'a rooms set above the largest count',
        { filters: [{ field: 'rooms', operator: 'Equal', value: '51' }] },
        'filters.0.value',
        'The value for "rooms" has the wrong type',
      ],
      [
        'an unsortable field',
        { sortOptions: [{ field: 'cityId', direction: 'asc' }] },
        'sortOptions.0.field',
        'The field "cityId" cannot be sorted',
      ],
      [
        'a hideDuplicates that is not a boolean',
        { hideDuplicates: 'yes' },
        'hideDuplicates',
        'hideDuplicates has the wrong type',
      ],
    ])('refuses %s with a 400 naming it', async (_name, body, path, message) => {
      const res = await search('/ad/table', body, { ...agent, 'accept-language': 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [path]: [message] });
    });
  });

  describe('plans', () => {
    /** Organization A's agent as a plain Actor, as a job would call the search. */
    const actorOf = (): Actor => ({
      userId: world.userA.id,
      roleId: world.userA.roleId as Actor['roleId'],
      organizationId: world.orgA.id,
      scope: 'organization',
      language: 'az',
      clientAddress: '127.0.0.1',
      userAgent: null,
      deviceId: null,
      requestId: 'plans',
      sessionId: null,
      fullName: 'Plans',
      email: 'plans@test.az',
    });

    /**
     * The plan of the page query a search runs, captured from a drizzle logger and EXPLAINed with
     * sequential scans and sorts refused: on a few rows the planner would rightly scan and sort, so
     * this shows what the indexes can serve, not what a million rows would choose (the benchmark
     * measures that).
     */
    const planOfPage = async (body: object, scope: { includeSold: boolean } = { includeSold: false }) => {
      const captured: { query: string; params: unknown[] }[] = [];
      const db = drizzle(ctx.database.pool, {
        schema,
        casing: 'snake_case',
        logger: { logQuery: (query, params) => captured.push({ query, params }) },
      });
      const actor = actorOf();
      const { hideDuplicates, ...query } = announcementTableQuerySchema.parse(body);
      await searchAnnouncements(db, actor, query, {
        ...scope,
        hideDuplicates,
        // Not live: reads the names at each call, which the plans below leave aside.
        placeNames: createPlaceNameMemory(db, createChangeSignal()),
      });
      const client = await ctx.database.pool.connect();
      try {
        await client.query('set enable_seqscan = off');
        await client.query('set enable_sort = off');
        // The page query, not the request-limit statement that a User's search runs first.
        const [page] = captured.filter(
          ({ query: text }) => text.includes('order by') && !text.includes('request_usage'),
        );
        const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${page!.query}`, page!.params);
        return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await client.query('reset all');
        client.release();
      }
    };

    it.each<[string, object, string]>([
      ['the default page walks the newest-first index', {}, 'announcements_unsold_created_idx'],
      [
        'oldest first walks it backwards',
        { sortOptions: [{ field: 'createdAt', direction: 'asc' }] },
        'announcements_unsold_created_idx',
      ],
      [
        'a price sort walks the price index',
        { sortOptions: [{ field: 'price', direction: 'desc' }] },
        'announcements_unsold_price_idx',
      ],
    ])('%s, with no sort of its own', async (_name, body, index) => {
      const plan = await planOfPage({ pageSize: 20, ...body });
      expect(plan).toContain(index);
      expect(plan).not.toMatch(/\bSort\b/);
    });

    // POST /ad/all/table: the unsold part through the market's index, the sold part through its own.
    it.each<[string, object]>([
      ['the first page newest first', {}],
      ['the first page oldest first', { sortOptions: [{ field: 'createdAt', direction: 'asc' }] }],
      ['a deep page', { page: 7 }],
    ])('reads a list with sold listings in two parts, each by its own index: %s', async (_name, body) => {
      const plan = await planOfPage({ pageSize: 20, ...body }, { includeSold: true });
      expect(plan).toContain('announcements_unsold_created_idx');
      expect(plan).toContain('announcements_sold_created_idx');
      expect(plan).not.toContain('Seq Scan on announcements');
    });

    it('reads the sold listings as one part when the client filters on sold listings itself', async () => {
      const plan = await planOfPage(
        { pageSize: 20, filters: [{ field: 'isSold', operator: 'Equal', value: true }] },
        { includeSold: true },
      );
      expect(plan).toContain('announcements_sold_created_idx');
      // One part: split, the parts' union would show as an Append, its unsold part finding nothing.
      expect(plan).not.toContain('Append');
    });

    it('reads each phone’s index in the page’s order for a search by one number', async () => {
      const plan = await planOfPage({
        pageSize: 20,
        filters: [{ field: 'phone', operator: 'Equal', value: '050 111 11 11' }],
      });
      expect(plan).toContain('announcements_unsold_phone1_created_idx');
      expect(plan).toContain('announcements_unsold_phone2_created_idx');
      expect(plan).not.toContain('Bitmap Heap Scan');
    });

    it.each<[string, ListFilter[]]>([
      [
        'rooms and an area range',
        [
          { field: 'rooms', operator: 'Equal', value: 1 },
          { field: 'area', operator: 'GreaterThanOrEqual', value: 65 },
        ],
      ],
      ['a room set', [{ field: 'rooms', operator: 'Equal', value: '1,5+' }]],
    ])(
      'takes the keys of a first page filtered on %s from the newest-first index alone',
      async (_name, filters) => {
        const plan = await planOfPage({ pageSize: 20, filters });
        expect(plan).toContain('Index Only Scan using announcements_unsold_created_idx');
      },
    );

    /** The SQL and parameters of a market search for `term`. */
    const textSearchSql = async (term: string) => {
      const where = await compileAnnouncementSearch(
        { ...actorOf(), scope: 'all' },
        { filters: [{ field: 'text', operator: 'Contains', value: term }], sortOptions: [] },
        { includeSold: false },
      );
      return ctx.db.select({ id: announcements.id }).from(announcements).where(where).toSQL();
    };

    it('compares a text search with the bare folded haystack, which its trigram index covers', async () => {
      const { sql: text, params } = await textSearchSql('Nərimanov');
      expect(text).toContain('"announcements"."search_text" like $');
      expect(text).not.toContain('emlak_fold');
      expect(params).toContain('%nerimanov%');
      // The same condition as the index sees it: list-query.test.ts shows such a column's index serves it.
      const index = await ctx.db.execute<{ def: string }>(
        sql`select pg_get_indexdef('announcements_search_text_trgm_idx'::regclass) as def`,
      );
      expect(index.rows[0]?.def).toContain('USING gin (search_text gin_trgm_ops)');
    });

    it('searches a place’s Russian name and its stored Azerbaijani one, each on the bare haystack', async () => {
      const { sql: text, params } = await textSearchSql('Нариманов');
      expect(text.match(/"announcements"."search_text" like \$/g)).toHaveLength(2);
      expect(params).toEqual(expect.arrayContaining(['%нариманов%', '%nerimanov%']));
    });
  });

  describe('probable duplicates', () => {
    /** Pairs against one original: within both tolerances is a duplicate, outside either is not. */
    it.each<[string, { area: string; price: string }, boolean]>([
      ['the same', { area: '80.00', price: '200000.00' }, true],
      ['area 2.9 % off, price 9.9 % off', { area: '82.32', price: '219780.00' }, true],
      ['area 3.5 % off', { area: '82.90', price: '200000.00' }, false],
      ['price 11 % off', { area: '80.00', price: '224800.00' }, false],
    ])('%s: %s', async (_name, values, duplicate) => {
      const phone1 = `+99477${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
      const common = { cityId: places.baku, phone1, rooms: 3, propertyType: 1, addType: 'sell' as const };
      const original = await insertListing(ctx, {
        ...common,
        area: '80.00',
        price: '200000.00',
        createdAt: day('2023-01-01'),
      });
      const second = await insertListing(ctx, { ...common, ...values, createdAt: day('2023-01-02') });
      expect(second.duplicateOf).toBe(duplicate ? original.id : null);
      const ids = async (hideDuplicates: boolean) =>
        (
          await search('/ad/table', {
            hideDuplicates,
            filters: [{ field: 'phone', operator: 'Equal', value: phone1 }],
          })
        )
          .json()
          .items.map((item: { id: number; duplicateOf: number | null }) => [item.id, item.duplicateOf]);
      expect(await ids(false)).toEqual([
        [second.id, duplicate ? original.id : null],
        [original.id, null],
      ]);
      expect(await ids(true)).toEqual(
        duplicate
          ? [[original.id, null]]
          : [
              [second.id, null],
              [original.id, null],
            ],
      );
    });

    it('does not take another deal, type, room count or city for a duplicate', async () => {
      const phone1 = '+994773334455';
      const base = { cityId: places.baku, phone1, rooms: 2, area: '70.00', price: '90000.00' };
      const original = await insertListing(ctx, { ...base, createdAt: day('2022-01-01') });
      const others = await Promise.all([
        insertListing(ctx, { ...base, addType: 'rent' }),
        insertListing(ctx, { ...base, propertyType: 2 }),
        insertListing(ctx, { ...base, rooms: 3 }),
        insertListing(ctx, { ...base, cityId: places.ganja }),
      ]);
      expect(others.map((row) => row.duplicateOf)).toEqual([null, null, null, null]);
      const filtered = await search('/ad/table', {
        filters: [{ field: 'duplicateOf', operator: 'Equal', value: original.id }],
      });
      expect(filtered.json().total).toBe(0);
    });
  });
});
