import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import { API, createTestContext, createWorld, type TestContext } from '../../../test/helpers';
import { cities, districts, metroStations } from '../../db/schema';

describe('a city’s places (GET /cities/{id}/places)', () => {
  let ctx: TestContext;
  let as: Record<Caller, Record<string, string>>;
  let baku: number;
  let quiet: number;

  const places = (headers: Record<string, string>, id: number) =>
    ctx.app.inject({ method: 'GET', url: `${API}/cities/${id}/places`, headers });

  beforeAll(async () => {
    ctx = await createTestContext();
    as = await callerHeaders(ctx, await createWorld(ctx));
    const rows = await ctx.db.select({ id: cities.id, name: cities.name }).from(cities);
    baku = rows.find((city) => city.name === 'Bakı')!.id;
    const [city] = await ctx.db
      .insert(cities)
      .values({
        name: 'Zztest Sakit',
        nameEn: 'Zztest Quiet',
        nameRu: 'Zztest Тихий',
        kind: 'city',
        latitude: 40,
        longitude: 48,
      })
      .returning();
    quiet = city!.id;
  });
  afterAll(() => ctx.close());

  describe('access matrix', () => {
    const rows: MatrixRow[] = [
      [
        'GET /cities/:id/places',
        () => ({ method: 'GET', url: `/cities/${baku}/places` }),
        [401, 200, 200, 200, 200],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { url } = await request();
      const res = await ctx.app.inject({ method: 'GET', url: `${API}${url}`, headers: as[caller] });
      expect(res.statusCode).toBe(status);
    });
  });

  it('answers the city’s districts and metro stations, each sorted in the Azerbaijani alphabet', async () => {
    const res = await places(as.user, baku);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      districts: { id: number; name: string; aliases: string[]; kind: string }[];
      metroStations: { id: number; name: string; aliases: string[]; line: string }[];
    };
    const seededDistricts = await ctx.db.$count(districts, eq(districts.cityId, baku));
    const seededStations = await ctx.db.$count(metroStations, eq(metroStations.cityId, baku));
    expect(body.districts).toHaveLength(seededDistricts);
    expect(body.metroStations).toHaveLength(seededStations);
    expect(body.districts).toContainEqual(expect.objectContaining({ name: 'Nərimanov', kind: 'district' }));
    expect(body.metroStations).toContainEqual(expect.objectContaining({ name: 'Əhmədli', line: 'red' }));
    const azOrder = (names: string[]) => [...names].sort(new Intl.Collator('az').compare);
    for (const names of [body.districts.map((d) => d.name), body.metroStations.map((m) => m.name)]) {
      expect(names).toEqual(azOrder(names));
    }
    // The Azerbaijani alphabet, not code points: Əhmədli comes after Elmlər Akademiyası, before Gənclik.
    const stations = body.metroStations.map((m) => m.name);
    expect(stations.indexOf('Əhmədli')).toBeGreaterThan(stations.indexOf('Elmlər Akademiyası'));
    expect(stations.indexOf('Əhmədli')).toBeLessThan(stations.indexOf('Gənclik'));
  });

  it('names the places in the request language and sorts them in its alphabet', async () => {
    const inLanguage = async (language: 'en' | 'ru') => {
      const res = await places({ ...as.user, 'accept-language': language }, baku);
      expect(res.statusCode).toBe(200);
      return res.json() as {
        districts: { id: number; name: string; aliases: string[]; kind: string }[];
        metroStations: { id: number; name: string; aliases: string[]; line: string }[];
      };
    };
    const az = (await places(as.user, baku)).json() as Awaited<ReturnType<typeof inLanguage>>;
    const azName = (id: number) => az.districts.find((d) => d.id === id)?.name;
    const ru = await inLanguage('ru');
    const en = await inLanguage('en');
    const narimanov = az.districts.find((d) => d.name === 'Nərimanov')!;
    // Each with its other names, which the pickers match too.
    expect(narimanov.aliases).toEqual(['Narimanov', 'Нариманов']);
    expect(ru.districts).toContainEqual({
      ...narimanov,
      name: 'Нариманов',
      aliases: ['Nərimanov', 'Narimanov'],
    });
    expect(en.districts).toContainEqual({
      ...narimanov,
      name: 'Narimanov',
      aliases: ['Nərimanov', 'Нариманов'],
    });
    // A name the same in two languages is not repeated.
    expect(az.districts).toContainEqual(expect.objectContaining({ name: 'Yasamal', aliases: ['Ясамал'] }));
    expect(ru.metroStations).toContainEqual(
      expect.objectContaining({ name: 'Нариман Нариманов', line: 'red' }),
    );
    expect(en.metroStations).toContainEqual(
      expect.objectContaining({ name: 'Nariman Narimanov', line: 'red' }),
    );
    // The same places, each once: only the names and their order change.
    expect(ru.districts.map((d) => d.id).sort()).toEqual(az.districts.map((d) => d.id).sort());
    expect(en.metroStations.map((m) => m.id).sort()).toEqual(az.metroStations.map((m) => m.id).sort());
    const ruOrder = (names: string[]) => [...names].sort(new Intl.Collator('ru').compare);
    expect(ru.districts.map((d) => d.name)).toEqual(ruOrder(ru.districts.map((d) => d.name)));
    expect(ru.metroStations.map((m) => m.name)).toEqual(ruOrder(ru.metroStations.map((m) => m.name)));
    // Russian order: Ясамал (Yasamal) is last, where the Azerbaijani alphabet puts Zabrat and Zığ after it.
    expect(ru.districts.at(-1)!.name).toBe('Ясамал');
    expect(azName(ru.districts.at(-1)!.id)).toBe('Yasamal');
  });

  it('answers a place an operator added without a Russian name by its Azerbaijani name', async () => {
    const [added] = await ctx.db
      .insert(districts)
      .values({ cityId: quiet, name: 'Zztest Şəki yolu', kind: 'settlement', latitude: 40, longitude: 48 })
      .returning({ id: districts.id });
    try {
      const ru = await places({ ...as.user, 'accept-language': 'ru' }, quiet);
      expect(ru.json().districts).toEqual([
        { id: added!.id, name: 'Zztest Şəki yolu', aliases: ['Zztest Shaki yolu'], kind: 'settlement' },
      ]);
      const en = await places({ ...as.user, 'accept-language': 'en' }, quiet);
      expect(en.json().districts).toEqual([
        { id: added!.id, name: 'Zztest Shaki yolu', aliases: ['Zztest Şəki yolu'], kind: 'settlement' },
      ]);
    } finally {
      await ctx.db.delete(districts).where(eq(districts.id, added!.id));
    }
  });

  it('answers empty lists for a city without places, and 404 for no such city', async () => {
    expect((await places(as.user, quiet)).json()).toEqual({ districts: [], metroStations: [] });
    const missing = await places(as.user, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });
});
