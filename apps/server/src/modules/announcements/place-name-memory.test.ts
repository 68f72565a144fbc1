import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createChangeSignal } from '../../lib/count-cache';
import { createPlaceNameMemory } from './place-name-memory';

/** Renames a city from another connection: as another server process would, or, with the triggers off, as only a test does. */
const renameCity = async (url: string, id: number, nameEn: string, options: { signal: boolean }) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    if (!options.signal) await client.query('set local session_replication_role = replica');
    await client.query('update cities set name_en = $2 where id = $1', [id, nameEn]);
    await client.query('commit');
  } finally {
    await client.end();
  }
};

const until = async (check: () => Promise<boolean>, withinMs = 5_000) => {
  const end = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('not within time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('place-name memory', () => {
  let ctx: TestContext;
  let city: { id: number; name: string; nameEn: string; nameRu: string };
  let district: { id: number; name: string };
  let station: { id: number; name: string };
  let url: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    if (!ctx.config.databaseUrl) throw new Error('the test context has no database URL');
    url = ctx.config.databaseUrl;
    const one = async <T>(text: string) => (await ctx.database.pool.query<T & object>(text)).rows[0]!;
    city = await one(
      `select id, name, name_en as "nameEn", name_ru as "nameRu" from cities order by id limit 1`,
    );
    district = await one('select id, name from districts order by id limit 1');
    station = await one('select id, name from metro_stations order by id limit 1');
  });
  afterAll(() => ctx.close());

  it('names cities, districts and stations in the asked language', async () => {
    // The first seeded district and station: Binəqədi and İçərişəhər.
    for (const [language, name, districtName, stationName] of [
      ['az', city.name, 'Binəqədi', 'İçərişəhər'],
      ['en', city.nameEn, 'Binagadi', 'Icharishahar'],
      ['ru', city.nameRu, 'Бинагади', 'Ичеришехер'],
    ] as const) {
      const names = await ctx.app.placeNames.names(language);
      expect(names.city(city.id)).toBe(name);
      expect([district.name, station.name]).toEqual(['Binəqədi', 'İçərişəhər']);
      expect(names.district(district.id)).toBe(districtName);
      expect(names.metroStation(station.id)).toBe(stationName);
      expect([names.district(null), names.metroStation(null), names.district(999_999)]).toEqual([
        null,
        null,
        null,
      ]);
    }
  });

  it("follows another process's write when its NOTIFY arrives", async () => {
    // Live: a write no trigger signals is not seen, so the names are kept, not read per call.
    // (First of the writing tests: a NOTIFY of an earlier test might still be on its way.)
    await renameCity(url, city.id, 'Unsignalled', { signal: false });
    expect((await ctx.app.placeNames.names('en')).city(city.id)).toBe(city.nameEn);
    await renameCity(url, city.id, 'Other process', { signal: true });
    await until(async () => (await ctx.app.placeNames.names('en')).city(city.id) === 'Other process');
    await renameCity(url, city.id, city.nameEn, { signal: true });
    await until(async () => (await ctx.app.placeNames.names('en')).city(city.id) === city.nameEn);
  });

  it("follows this process's own write at once (the app's memory, live)", async () => {
    await until(async () => (await ctx.app.placeNames.names('en')).city(city.id) === city.nameEn);
    await ctx.database.pool.query('update cities set name_en = $2 where id = $1', [city.id, 'Own write']);
    expect((await ctx.app.placeNames.names('en')).city(city.id)).toBe('Own write');
    await ctx.database.pool.query('update cities set name_en = $2 where id = $1', [city.id, city.nameEn]);
    expect((await ctx.app.placeNames.names('en')).city(city.id)).toBe(city.nameEn);
  });

  it('keeps what it read while nothing signals, for ten minutes at most', async () => {
    const changes = createChangeSignal();
    changes.setLive(true);
    let now = 0;
    const memory = createPlaceNameMemory(ctx.db, changes, () => now);
    expect((await memory.names('en')).city(city.id)).toBe(city.nameEn);
    await renameCity(url, city.id, 'Unsignalled', { signal: false });
    try {
      now += 9 * 60_000;
      expect((await memory.names('en')).city(city.id)).toBe(city.nameEn);
      now += 60_000;
      expect((await memory.names('en')).city(city.id)).toBe('Unsignalled');
      // A signal makes it read again.
      await renameCity(url, city.id, 'Unsignalled again', { signal: false });
      expect((await memory.names('en')).city(city.id)).toBe('Unsignalled');
      changes.forgetAll();
      expect((await memory.names('en')).city(city.id)).toBe('Unsignalled again');
    } finally {
      await renameCity(url, city.id, city.nameEn, { signal: true });
    }
  });

  it('reads the tables at every call while its signal is not heard', async () => {
    const memory = createPlaceNameMemory(ctx.db, createChangeSignal());
    await renameCity(url, city.id, 'Not live', { signal: false });
    try {
      expect((await memory.names('en')).city(city.id)).toBe('Not live');
    } finally {
      await renameCity(url, city.id, city.nameEn, { signal: true });
    }
    expect((await memory.names('en')).city(city.id)).toBe(city.nameEn);
  });
});
