/**
 * The market searches the benchmark mixes (docs/quality.md, issue "Performance"): what agents do
 * all day, each with varied parameters so that the database does not answer one cached page.
 * Pages of 20, as the list shows them.
 */
import { createRandom } from '../apps/server/src/db/seed/generator/random';
import type pg from 'pg';

export type Places = {
  bakuId: number;
  /** Baku's metro stations; the first is Nəriman Nərimanov. */
  metroIds: number[];
  /** First phones of listings spread over the table: agents' (many listings) and owners' (one). */
  phones: string[];
};

export const loadPlaces = async (pool: pg.Pool): Promise<Places> => {
  const baku = await pool.query<{ id: number }>(`select id from cities where name = 'Bakı'`);
  const bakuId = baku.rows[0]?.id;
  if (!bakuId) throw new Error('No Bakı in cities: is the database seeded?');
  const metro = await pool.query<{ id: number }>(
    `select id from metro_stations where city_id = $1 order by name <> 'Nəriman Nərimanov', id`,
    [bakuId],
  );
  const phones = await pool.query<{ phone: string }>(
    `select phone1 as phone from announcements where id % 5000 = 1 and phone1 is not null order by id`,
  );
  return { bakuId, metroIds: metro.rows.map((row) => row.id), phones: phones.rows.map((row) => row.phone) };
};

type Filter = { field: string; operator: string; value: string | number | boolean };
export type TableBody = {
  page: number;
  pageSize: number;
  filters?: Filter[];
  sortOptions?: { field: string; direction: 'asc' | 'desc' }[];
  hideDuplicates?: boolean;
};
export type Search = { name: string; body: () => TableBody };

const PAGE_SIZE = 20;

export const marketSearches = (places: Places, seed = 1): Search[] => {
  const random = createRandom(seed);
  const page = (extra: Omit<TableBody, 'page' | 'pageSize'> & { page?: number }): TableBody => ({
    page: 0,
    pageSize: PAGE_SIZE,
    ...extra,
  });
  const between = (field: string, min: number, max: number): Filter[] => [
    { field, operator: 'GreaterThanOrEqual', value: min },
    { field, operator: 'LessThanOrEqual', value: max },
  ];
  return [
    { name: 'default page', body: () => page({}) },
    {
      name: 'city + deal + type + price',
      body: () => {
        const min = random.int(6, 30) * 10_000;
        return page({
          filters: [
            { field: 'cityId', operator: 'Equal', value: places.bakuId },
            { field: 'addType', operator: 'Equal', value: 'sell' },
            { field: 'propertyType', operator: 'Equal', value: 1 },
            ...between('price', min, min + 50_000),
          ],
        });
      },
    },
    {
      name: 'rooms + area',
      body: () => {
        const rooms = random.int(1, 4);
        const area = 30 + rooms * 15 + random.int(0, 20);
        return page({
          filters: [{ field: 'rooms', operator: 'Equal', value: rooms }, ...between('area', area, area + 30)],
        });
      },
    },
    {
      name: 'metro',
      body: () =>
        page({
          filters: [{ field: 'metroStationId', operator: 'Equal', value: random.pick(places.metroIds) }],
        }),
    },
    {
      name: 'text "nerimanov"',
      body: () => page({ filters: [{ field: 'text', operator: 'Contains', value: 'nerimanov' }] }),
    },
    {
      // As a Russian screen names the district: also searched as "nerimanov" (geo/place-spellings.ts).
      name: 'text "Нариманов"',
      body: () => page({ filters: [{ field: 'text', operator: 'Contains', value: 'Нариманов' }] }),
    },
    {
      name: 'not first + not last floor',
      body: () =>
        page({
          filters: [
            { field: 'notFirstFloor', operator: 'Equal', value: true },
            { field: 'notLastFloor', operator: 'Equal', value: true },
          ],
        }),
    },
    {
      name: 'sort by price asc',
      body: () => page({ sortOptions: [{ field: 'price', direction: 'asc' }] }),
    },
    {
      name: 'sort by pricePerSqm',
      body: () => page({ sortOptions: [{ field: 'pricePerSqm', direction: 'asc' }] }),
    },
    { name: 'page 200', body: () => page({ page: 200 }) },
    {
      name: 'phone',
      body: () =>
        page({ filters: [{ field: 'phone', operator: 'Equal', value: random.pick(places.phones) }] }),
    },
    { name: 'hide duplicates', body: () => page({ hideDuplicates: true }) },
  ];
};

/**
 * Explained, not in the mix: the lists that include sold listings (`/ad/all/table`, the caller's
 * own listings), read in two parts, the unsold listings through the market's indexes and the sold
 * ones through their own (docs/decisions.md "Lists with sold listings are read in two parts").
 * The bench fails when one of them scans the table as much as when a market search does.
 */
export const soldIncludingSearches = (places: Places, path: { all: string; own: string }) => {
  const filtered = (field: string, operator: string, value: string | number) => () =>
    ({ page: 0, pageSize: PAGE_SIZE, filters: [{ field, operator, value }] }) satisfies TableBody;
  const all = (name: string, body: () => TableBody) => ({
    name: `all listings: ${name}`,
    path: path.all,
    body,
  });
  return [
    all('default page', () => ({ page: 0, pageSize: PAGE_SIZE })),
    all('text "nerimanov"', filtered('text', 'Contains', 'nerimanov')),
    all('phone', filtered('phone', 'Equal', places.phones[0]!)),
    all('city', filtered('cityId', 'Equal', places.bakuId)),
    all('metro', filtered('metroStationId', 'Equal', places.metroIds[0]!)),
    all('sort by price asc', () => ({
      page: 0,
      pageSize: PAGE_SIZE,
      sortOptions: [{ field: 'price', direction: 'asc' }],
    })),
    all('page 5000', () => ({ page: 5000, pageSize: PAGE_SIZE })),
    {
      name: 'own listings: text "nerimanov"',
      path: path.own,
      body: filtered('text', 'Contains', 'nerimanov'),
    },
  ];
};

/** docs/quality.md: page 5,000 of 20 (the deepest offset served) against page 0. */
export const deepPage = (): Search => ({
  name: 'page 5000',
  body: () => ({ page: 5000, pageSize: PAGE_SIZE }),
});

/**
 * Not a bar: deep pages at random between 4,000 and 5,000, so that most have no page served just
 * before them; how far a deep page costs when its neighbours were not read a moment ago
 * (docs/decisions.md "Deep pages seek from a remembered row").
 */
export const randomDeepPages = (seed = 2): Search => {
  const random = createRandom(seed);
  return {
    name: 'pages 4000-5000 at random',
    body: () => ({ page: random.int(4000, 5000), pageSize: PAGE_SIZE }),
  };
};
