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
      districts: { id: number; name: string; kind: string }[];
      metroStations: { id: number; name: string; line: string }[];
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

  it('answers empty lists for a city without places, and 404 for no such city', async () => {
    expect((await places(as.user, quiet)).json()).toEqual({ districts: [], metroStations: [] });
    const missing = await places(as.user, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });
});
