import {
  adMapQuerySchema,
  adMapResultSchema,
  formatMessage,
  MAP_POINTS_MAX,
  Role,
  TOTAL_COUNT_CAP,
  type AdMapQueryInput,
  type AdMapResult,
  type RoleId,
  type Scope,
} from '@emlak/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import {
  API,
  authHeaders,
  createOrganization,
  createTestContext,
  createUser,
  createWorld,
  type TestContext,
} from '../../../test/helpers';
import { createTestPlan, endGracePeriod, giveSubscription } from '../../../test/subscription-helpers';
import { announcements, landmarks, metroStations, districts, cities } from '../../db/schema';
import { landmarkSeeds, placeWords } from '../../db/seed/reference/landmarks';
import { distanceKm } from '../geo/gazetteer';
import { insertListing, listingBody, loadPlaces, nextPhone, type Places } from './announcements.test-support';
import type { Actor } from '../../lib/actor';
import { searchMap, withinTimeout } from './ad-map';

type World = Awaited<ReturnType<typeof createWorld>>;

/** A deterministic scatter of points around a centre, up to `spreadKm` away in each direction. */
const scatter = (centre: { lat: number; lon: number }, count: number, spreadKm: number) =>
  Array.from({ length: count }, (_, index) => {
    const angle = (index * 137.508 * Math.PI) / 180;
    const distance = spreadKm * Math.sqrt((index + 0.5) / count);
    return {
      lat: centre.lat + (distance * Math.sin(angle)) / 111.2,
      lon: centre.lon + (distance * Math.cos(angle)) / (111.2 * Math.cos((centre.lat * Math.PI) / 180)),
    };
  });

describe('the market on the map (POST /ad/map)', () => {
  let ctx: TestContext;
  let world: World;
  let places: Places;
  let as: Record<Caller, Record<string, string>>;

  const map = async (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `${API}/ad/map`, headers, payload });
  const mapOk = async (payload: object, headers = as.superAdmin): Promise<AdMapResult> => {
    const res = await map(headers, payload);
    expect(res.statusCode, res.body).toBe(200);
    return adMapResultSchema.parse(res.json());
  };
  /** A public listing at a point (an import's), or with `values` another organization's. */
  const listingAt = (lat: number, lon: number, values: Partial<typeof announcements.$inferInsert> = {}) =>
    insertListing(ctx, { cityId: places.baku, latitude: lat, longitude: lon, ...values });

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    places = await loadPlaces(ctx);
    as = await callerHeaders(ctx, world);
  });
  afterAll(() => ctx.close());

  describe('access matrix', () => {
    const rows: MatrixRow[] = [
      [
        'POST /ad/map',
        () => ({ method: 'POST', url: '/ad/map', payload: { lat: 40.4, lon: 49.87, radiusKm: 2 } }),
        [401, 200, 200, 200, 200],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { url, payload } = await request();
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${API}${url}`,
        headers: as[caller],
        payload: payload as object,
      });
      expect(res.statusCode, res.body).toBe(status);
    });
  });

  describe('a circle', () => {
    const centre = { lat: 40.2, lon: 47.5 };
    let ids: { id: number; lat: number; lon: number }[];

    beforeAll(async () => {
      ids = [];
      for (const point of scatter(centre, 60, 4)) {
        const row = await listingAt(point.lat, point.lon);
        ids.push({ id: row.id, ...point });
      }
    });

    it.each([0.5, 2, 3.5])('answers exactly the listings within %s km (haversine)', async (radiusKm) => {
      const body = await mapOk({ lat: centre.lat, lon: centre.lon, radiusKm });
      const expected = ids.filter(
        (point) => distanceKm(centre.lat, centre.lon, point.lat, point.lon) <= radiusKm,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(body.clusters).toEqual([]);
      expect(body.total).toBe(expected.length);
      expect(body.items.map((item) => item.id).sort()).toEqual(expected.map((point) => point.id).sort());
      for (const item of body.items) {
        expect(distanceKm(centre.lat, centre.lon, item.latitude, item.longitude)).toBeLessThanOrEqual(
          radiusKm,
        );
      }
    });

    it('answers each point with what the map shows of it', async () => {
      const body = await mapOk({ lat: centre.lat, lon: centre.lon, radiusKm: 1 });
      expect(body.items[0]).toMatchObject({
        price: '100000.00',
        propertyType: 1,
        addType: 'sell',
        rooms: null,
        geoPrecision: 'exact',
      });
    });
  });

  describe('a box', () => {
    const box = { west: 46.9, south: 39.6, east: 47.1, north: 39.7 };

    it('answers exactly the listings inside the box', async () => {
      const inside = [
        await listingAt(39.65, 47.0),
        await listingAt(39.61, 46.91),
        await listingAt(39.69, 47.09),
      ].map((row) => row.id);
      await listingAt(39.75, 47.0);
      await listingAt(39.65, 47.2);
      const body = await mapOk({ bbox: box, zoom: 12 });
      expect(body.items.map((item) => item.id).sort()).toEqual([...inside].sort());
      for (const item of body.items) {
        expect(item.longitude).toBeGreaterThanOrEqual(box.west);
        expect(item.longitude).toBeLessThanOrEqual(box.east);
        expect(item.latitude).toBeGreaterThanOrEqual(box.south);
        expect(item.latitude).toBeLessThanOrEqual(box.north);
      }
    });
  });

  describe('clusters past MAP_POINTS_MAX', () => {
    const centre = { lat: 41.0, lon: 48.5 };
    const count = MAP_POINTS_MAX + 150;
    const box = { west: 48.4, south: 40.92, east: 48.6, north: 41.08 };

    beforeAll(async () => {
      const points = scatter(centre, count, 6);
      await ctx.db.insert(announcements).values(
        points.map((point) => ({
          price: '90000.00',
          addType: 'sell' as const,
          propertyType: 1,
          cityId: places.baku,
          area: '60.00',
          phone1: nextPhone(),
          latitude: point.lat,
          longitude: point.lon,
        })),
      );
    });

    it.each([10, 12, 14, 18])(
      'answers clusters whose counts add up to the total at zoom %s',
      async (zoom) => {
        const body = await mapOk({ bbox: box, zoom });
        expect(body.total).toBe(count);
        expect(body.items).toEqual([]);
        expect(body.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(count);
        for (const cluster of body.clusters) {
          expect(cluster.count).toBeGreaterThan(0);
          expect(cluster.longitude).toBeGreaterThanOrEqual(box.west);
          expect(cluster.longitude).toBeLessThanOrEqual(box.east);
          expect(cluster.latitude).toBeGreaterThanOrEqual(box.south);
          expect(cluster.latitude).toBeLessThanOrEqual(box.north);
        }
      },
    );

    it('makes smaller clusters as the map zooms in', async () => {
      const far = await mapOk({ bbox: box, zoom: 10 });
      const near = await mapOk({ bbox: box, zoom: 14 });
      expect(near.clusters.length).toBeGreaterThan(far.clusters.length);
      // A box the size of the country at the closest zoom still answers a bounded grid.
      const country = await mapOk({ bbox: { west: 44.8, south: 38.4, east: 50.4, north: 41.9 }, zoom: 18 });
      expect(country.clusters.length).toBeLessThanOrEqual(64 * 64);
    });

    it('puts a single cluster at the mean of its points', async () => {
      const body = await mapOk({ bbox: box, zoom: 0 });
      expect(body.clusters).toHaveLength(1);
      const rows = await ctx.db
        .select({ latitude: announcements.latitude, longitude: announcements.longitude })
        .from(announcements)
        .where(eq(announcements.price, '90000.00'));
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      expect(body.clusters[0]!.latitude).toBeCloseTo(mean(rows.map((row) => row.latitude!)), 6);
      expect(body.clusters[0]!.longitude).toBeCloseTo(mean(rows.map((row) => row.longitude!)), 6);
    });

    it('answers points again when the filters narrow the matches below the limit', async () => {
      const body = await mapOk({
        bbox: box,
        zoom: 12,
        filters: [{ field: 'price', operator: 'GreaterThan', value: 90_000 }],
      });
      expect(body).toEqual({ total: 0, totalEstimated: false, items: [], clusters: [] });
    });
  });

  describe('filters and scope', () => {
    const centre = { lat: 39.3, lon: 48.6 };
    const circle = { lat: centre.lat, lon: centre.lon, radiusKm: 1 };

    it('applies the market filters, leaves sold listings and, when asked, duplicates out', async () => {
      const three = await listingAt(39.3, 48.6, { rooms: 3 });
      const two = await listingAt(39.3001, 48.6001, { rooms: 2 });
      await listingAt(39.3002, 48.6002, { rooms: 3, isSold: true });
      const phone = nextPhone();
      const original = await listingAt(39.3003, 48.6003, { rooms: 4, phone1: phone });
      const repeat = await listingAt(39.3004, 48.6004, { rooms: 4, phone1: phone });
      expect(
        (await ctx.db.select().from(announcements).where(eq(announcements.id, repeat.id)))[0]!.duplicateOf,
      ).toBe(original.id);
      const ids = async (payload: object) =>
        (await mapOk({ ...circle, ...payload })).items.map((item) => item.id).sort();
      expect(await ids({})).toEqual([three.id, two.id, original.id, repeat.id].sort());
      expect(await ids({ filters: [{ field: 'rooms', operator: 'Equal', value: 3 }] })).toEqual([three.id]);
      expect(await ids({ filters: [{ field: 'rooms', operator: 'Equal', value: '2,3' }] })).toEqual(
        [three.id, two.id].sort(),
      );
      expect(await ids({ hideDuplicates: true })).toEqual([three.id, two.id, original.id].sort());
    });

    it('never shows another agency’s own listings', async () => {
      const spot = { lat: 39.5, lon: 48.9, radiusKm: 0.5 };
      const publicListing = await listingAt(39.5, 48.9);
      const ofA = await listingAt(39.5001, 48.9, {
        organizationId: world.orgA.id,
        createdByUserId: world.userA.id,
      });
      const ofB = await listingAt(39.5, 48.9001, {
        organizationId: world.orgB.id,
        createdByUserId: world.userB.id,
      });
      const ids = async (caller: Caller) =>
        (await mapOk(spot, as[caller])).items.map((item) => item.id).sort();
      expect(await ids('user')).toEqual([publicListing.id, ofA.id].sort());
      expect(await ids('sameAdmin')).toEqual([publicListing.id, ofA.id].sort());
      expect(await ids('otherAdmin')).toEqual([publicListing.id, ofB.id].sort());
      expect(await ids('superAdmin')).toEqual([publicListing.id, ofA.id, ofB.id].sort());
    });
  });

  describe('the kept cell counts (map_cell_counts)', () => {
    // Two by two level-10 cells (0.3515625° each), so that boxes at zoom 8 (level 10) and zoom 10
    // (level 12) are whole cells and the kept counts must answer exactly what the listings do.
    const box = { west: 46.0546875, south: 38.671875, east: 46.7578125, north: 39.375 };
    const centre = { lat: 39.0, lon: 46.5 };
    const actorOf = (user: { id: number; organizationId: number; roleId: number }, scope: Scope): Actor => ({
      language: 'az',
      clientAddress: '127.0.0.1',
      userAgent: null,
      deviceId: null,
      requestId: 'map-cells-test',
      userId: user.id,
      roleId: user.roleId as RoleId,
      organizationId: user.organizationId,
      scope,
      sessionId: null,
      fullName: 'Map test',
      email: 'map-test@test.az',
    });
    /** The same query answered from the kept counts (forced) and from the listings (forced). */
    const bothWays = async (actor: Actor, query: AdMapQueryInput) => {
      const parsed = adMapQuerySchema.parse(query);
      const kept = (await searchMap(ctx.db, actor, parsed, { exactUpTo: -1 })).result;
      const live = (await searchMap(ctx.db, actor, parsed, { exactUpTo: Number.POSITIVE_INFINITY })).result;
      return { kept, live };
    };

    beforeAll(async () => {
      const organizations = [null, world.orgA.id, world.orgB.id];
      const rows = scatter(centre, 900, 8).map((point, index) => ({
        price: '70000.00',
        addType: index % 3 === 0 ? ('rent' as const) : ('sell' as const),
        propertyType: 1 + (index % 4),
        rooms: index % 7 === 0 ? null : 1 + (index % 5),
        organizationId: organizations[index % 3],
        cityId: places.baku,
        area: '55.00',
        // Every tenth listing repeats the one before (same phone and fields): a probable duplicate.
        phone1: `+99450${String(7_000_000 + (index % 10 === 9 ? index - 1 : index)).padStart(7, '0')}`,
        latitude: point.lat,
        longitude: point.lon,
      }));
      // One statement, like an import.
      await ctx.db.insert(announcements).values(rows);
      await ctx.db.execute(sql`update ${announcements} set is_sold = true
        where ${announcements.price} = '70000.00' and ${announcements.id} % 11 = 0`);
    });

    it.each([
      ['no filter', {}],
      ['duplicates hidden', { hideDuplicates: true }],
      ['rentals', { filters: [{ field: 'addType', operator: 'Equal', value: 'rent' }] }],
      [
        'flats of 3 rooms or more but not 4',
        {
          filters: [
            { field: 'propertyType', operator: 'Equal', value: 1 },
            { field: 'rooms', operator: 'GreaterThanOrEqual', value: 3 },
            { field: 'rooms', operator: 'NotEqual', value: 4 },
          ],
        },
      ],
    ])('answers a box of whole cells exactly as the listings do: %s', async (_name, extra) => {
      const actors = [actorOf(world.superAdmin, 'all'), actorOf(world.adminA, 'organization')];
      for (const actor of actors) {
        for (const zoom of [8, 10]) {
          const { kept, live } = await bothWays(actor, { bbox: box, zoom, ...extra } as AdMapQueryInput);
          expect(live.totalEstimated).toBe(false);
          expect(kept.totalEstimated).toBe(true);
          expect(live.total).toBeGreaterThan(0);
          // The live answer of more than MAP_POINTS_MAX is clusters; of fewer, points: compare counts.
          const liveClusters = live.clusters.length > 0 ? live.clusters : null;
          expect(kept.total).toBe(live.total);
          if (liveClusters) {
            expect(kept.clusters.map((cluster) => cluster.count)).toEqual(
              liveClusters.map((cluster) => cluster.count),
            );
            kept.clusters.forEach((cluster, index) => {
              expect(cluster.latitude).toBeCloseTo(liveClusters[index]!.latitude, 9);
              expect(cluster.longitude).toBeCloseTo(liveClusters[index]!.longitude, 9);
            });
          }
        }
      }
    });

    it('answers a circle from its cells (an edge cell by its centre): near the exact total, and says so', async () => {
      const actor = actorOf(world.superAdmin, 'all');
      const { kept, live } = await bothWays(actor, { lat: centre.lat, lon: centre.lon, radiusKm: 7 });
      expect(live.totalEstimated).toBe(false);
      expect(kept.totalEstimated).toBe(true);
      expect(live.total).toBeGreaterThan(MAP_POINTS_MAX);
      expect(kept.total).toBeGreaterThan(live.total * 0.8);
      expect(kept.total).toBeLessThan(live.total * 1.2);
      expect(kept.items).toEqual([]);
      expect(kept.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(kept.total);
    });

    it('goes to the listings for a filter the counts do not split by, or a rooms set', async () => {
      const actor = actorOf(world.superAdmin, 'all');
      for (const filters of [
        [{ field: 'price', operator: 'GreaterThan', value: 1 }],
        [{ field: 'rooms', operator: 'Equal', value: '2,3' }],
      ]) {
        const { kept } = await bothWays(actor, { bbox: box, zoom: 10, filters } as AdMapQueryInput);
        expect(kept.totalEstimated).toBe(false);
      }
    });

    it('answers over HTTP exactly while the area holds no more than TOTAL_COUNT_CAP listings', async () => {
      const body = await mapOk({ bbox: box, zoom: 10 });
      expect(body.totalEstimated).toBe(false);
      expect(body.total).toBeLessThanOrEqual(TOTAL_COUNT_CAP);
    });
  });

  describe('validation', () => {
    it.each([
      ['a radius below 0.1 km', { lat: 40.4, lon: 49.8, radiusKm: 0.05 }],
      ['a radius above 50 km', { lat: 40.4, lon: 49.8, radiusKm: 50.5 }],
      ['a circle without a radius', { lat: 40.4, lon: 49.8 }],
      ['a centre outside the map', { lat: 60, lon: 49.8, radiusKm: 2 }],
      [
        'a box west of its own west',
        { bbox: { west: 49.9, south: 40.3, east: 49.8, north: 40.5 }, zoom: 12 },
      ],
      ['a box without a zoom', { bbox: { west: 49.8, south: 40.3, east: 49.9, north: 40.5 } }],
      ['a zoom past 18', { bbox: { west: 49.8, south: 40.3, east: 49.9, north: 40.5 }, zoom: 19 }],
      [
        'both a circle and a box',
        {
          lat: 40.4,
          lon: 49.8,
          radiusKm: 2,
          bbox: { west: 49.8, south: 40.3, east: 49.9, north: 40.5 },
          zoom: 12,
        },
      ],
      ['neither', {}],
      ['a radius as text', { lat: 40.4, lon: 49.8, radiusKm: '2' }],
      ['a huge number', { lat: 40.4, lon: 49.8, radiusKm: 1e308 }],
      [
        'an unknown filter field',
        { lat: 40.4, lon: 49.8, radiusKm: 2, filters: [{ field: 'nope', operator: 'Equal', value: 1 }] },
      ],
    ])('answers 400 to %s', async (_, payload) => {
      const res = await map(as.superAdmin, payload);
      expect(res.statusCode, res.body).toBe(400);
    });

    it('answers 413 to a body past the limit', async () => {
      const res = await map(as.superAdmin, {
        lat: 40.4,
        lon: 49.8,
        radiusKm: 2,
        filters: [{ field: 'text', operator: 'Contains', value: 'x'.repeat(1_100_000) }],
      });
      expect(res.statusCode).toBe(413);
    });

    it.each(['az', 'en', 'ru'] as const)('says why a box is invalid in %s', async (language) => {
      const res = await map(
        { ...as.superAdmin, 'accept-language': language },
        { bbox: { west: 49.9, south: 40.3, east: 49.8, north: 40.5 }, zoom: 12 },
      );
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain(
        formatMessage(language, 'validation.invalidBoundingBox'),
      );
    });
  });

  describe('metering (like /ad/table)', () => {
    it('counts each map search of a User, answers the headers and 429 past the plan’s limit', async () => {
      const organization = await createOrganization(ctx.db);
      await endGracePeriod(ctx.db, organization.id);
      const plan = await createTestPlan(ctx.db, { requestLimit: 2 });
      const user = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.User });
      await giveSubscription(ctx.db, user, { planId: plan.id });
      const headers = await authHeaders(ctx, user);
      const body = { lat: 40.4, lon: 49.87, radiusKm: 2 };

      // A refused body costs nothing.
      expect((await map(headers, { ...body, radiusKm: 500 })).statusCode).toBe(400);
      const first = await map(headers, body);
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-query-limit']).toBe('2');
      expect(first.headers['x-query-remaining']).toBe('1');
      // /ad/table draws on the same count.
      const table = await ctx.app.inject({ method: 'POST', url: `${API}/ad/table`, headers, payload: {} });
      expect(table.headers['x-query-remaining']).toBe('0');
      const refused = await map(headers, body);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('plan_limit_reached');
      expect(refused.headers['x-query-remaining']).toBe('0');
    });

    it('does not meter an Admin', async () => {
      const res = await map(as.sameAdmin, { lat: 40.4, lon: 49.87, radiusKm: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-query-limit']).toBeUndefined();
    });
  });
});

describe('a map read past its time', () => {
  it('is given up as 503 db_unavailable, and the connection is free again', async () => {
    const ctx = await createTestContext();
    try {
      const slow = withinTimeout(ctx.db, (tx) => tx.execute(sql`select pg_sleep(2)`), 50);
      await expect(slow).rejects.toMatchObject({ code: 'db_unavailable', status: 503 });
      // The timeout was local to that transaction.
      const after = await ctx.db.execute<{ timeout: string }>(
        sql`select current_setting('statement_timeout') as timeout`,
      );
      expect(after.rows[0]!.timeout).toBe('0');
    } finally {
      await ctx.close();
    }
  });
});

describe('placing listings at write time', () => {
  let ctx: TestContext;
  let places: Places;
  let headers: Record<string, string>;
  let version = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    const world = await createWorld(ctx);
    places = await loadPlaces(ctx);
    headers = await authHeaders(ctx, world.userA);
  });
  afterAll(() => ctx.close());

  const pointOf = async <T extends { latitude: number; longitude: number }>(
    rows: Promise<T[]>,
  ): Promise<[number, number]> => {
    const [row] = await rows;
    return [row!.latitude, row!.longitude];
  };
  const landmarkPoint = (name: string) =>
    pointOf(
      ctx.db
        .select({ latitude: landmarks.latitude, longitude: landmarks.longitude })
        .from(landmarks)
        .where(eq(landmarks.name, name)),
    );
  const metroPoint = (id: number) =>
    pointOf(
      ctx.db
        .select({ latitude: metroStations.latitude, longitude: metroStations.longitude })
        .from(metroStations)
        .where(eq(metroStations.id, id)),
    );
  const districtPoint = (id: number) =>
    pointOf(
      ctx.db
        .select({ latitude: districts.latitude, longitude: districts.longitude })
        .from(districts)
        .where(eq(districts.id, id)),
    );
  const cityPoint = (id: number) =>
    pointOf(
      ctx.db
        .select({ latitude: cities.latitude, longitude: cities.longitude })
        .from(cities)
        .where(eq(cities.id, id)),
    );
  const stored = async (id: number) => {
    const [row] = await ctx.db
      .select({
        latitude: announcements.latitude,
        longitude: announcements.longitude,
        geoPrecision: announcements.geoPrecision,
        version: announcements.version,
      })
      .from(announcements)
      .where(eq(announcements.id, id));
    return row!;
  };
  const post = async (overrides: object) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/ad`,
      headers,
      payload: listingBody(places, {
        phone1: nextPhone(),
        latitude: undefined,
        longitude: undefined,
        ...overrides,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; version: number };
  };
  const put = async (id: number, overrides: object) => {
    const current = await stored(id);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/ad/${id}`,
      headers,
      payload: {
        ...listingBody(places, { latitude: undefined, longitude: undefined, ...overrides }),
        version: current.version,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    version++;
  };

  it('places by the landmark first, its text matched against the landmarks', async () => {
    const { id } = await post({ landmark: '28 Mall-ın yanı' });
    expect(await stored(id)).toMatchObject({ geoPrecision: 'landmark' });
    const row = await stored(id);
    expect([row.latitude, row.longitude]).toEqual(await landmarkPoint('28 Mall'));
    // Without the Azerbaijani letters, in Russian, and the longest name winning.
    const russian = await post({ landmark: 'рядом с Гянджлик Молл' });
    const stored2 = await stored(russian.id);
    expect([stored2.latitude, stored2.longitude]).toEqual(await landmarkPoint('Gənclik Mall'));
    const folded = await post({ landmark: 'Heyder Eliyev Merkezi yaxinliginda' });
    expect(await stored(folded.id)).toMatchObject({ geoPrecision: 'landmark' });
  });

  it('places by a landmark only a listing of the landmark’s city', async () => {
    const [ganja] = await ctx.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Gəncə'));
    const { id } = await post({
      cityId: ganja!.id,
      districtId: null,
      metroStationId: null,
      landmark: 'Gəncə vağzalı yanı',
    });
    const row = await stored(id);
    expect(row.geoPrecision).toBe('city');
    expect([row.latitude, row.longitude]).toEqual(await cityPoint(ganja!.id));
    // The same words in Baku are the railway station.
    const baku = await post({ landmark: 'Dəmiryol vağzalı yanı' });
    expect(await stored(baku.id)).toMatchObject({ geoPrecision: 'landmark' });
    // "ada" is an island, not ADA University.
    const island = await post({ landmark: 'Nargin ada', metroStationId: null });
    expect(await stored(island.id)).toMatchObject({ geoPrecision: 'district' });
  });

  it('keeps a point whose precision a writer set to nothing, as exact', async () => {
    const { id } = await post({ latitude: 40.41234, longitude: 49.87654 });
    await ctx.db.update(announcements).set({ geoPrecision: null }).where(eq(announcements.id, id));
    expect(await stored(id)).toMatchObject({
      latitude: 40.41234,
      longitude: 49.87654,
      geoPrecision: 'exact',
    });
  });

  it('places by the metro station when the landmark is none it knows', async () => {
    const { id } = await post({ landmark: 'köhnə binanın arxası' });
    const row = await stored(id);
    expect(row.geoPrecision).toBe('metro');
    expect([row.latitude, row.longitude]).toEqual(await metroPoint(places.narimanovMetro));
    // The detail says the point is approximate.
    const detail = await ctx.app.inject({ method: 'GET', url: `${API}/ad/${id}`, headers });
    expect(detail.json()).toMatchObject({ geoPrecision: 'metro' });
  });

  it('places by the district, then the city', async () => {
    const byDistrict = await post({ landmark: '', metroStationId: null });
    const district = await stored(byDistrict.id);
    expect(district.geoPrecision).toBe('district');
    expect([district.latitude, district.longitude]).toEqual(await districtPoint(places.narimanov));
    const byCity = await post({ landmark: '', metroStationId: null, districtId: null });
    const city = await stored(byCity.id);
    expect(city.geoPrecision).toBe('city');
    expect([city.latitude, city.longitude]).toEqual(await cityPoint(places.baku));
  });

  it('keeps the coordinates the client gave as exact', async () => {
    const { id } = await post({ latitude: 40.41234, longitude: 49.87654 });
    expect(await stored(id)).toMatchObject({
      latitude: 40.41234,
      longitude: 49.87654,
      geoPrecision: 'exact',
    });
    // An edit that changes the metro keeps a point the client gave.
    await put(id, { latitude: 40.41234, longitude: 49.87654, metroStationId: places.ahmadliMetro });
    expect(await stored(id)).toMatchObject({
      latitude: 40.41234,
      longitude: 49.87654,
      geoPrecision: 'exact',
    });
  });

  it('places again when a placed listing’s place changes, and takes new coordinates as exact', async () => {
    const { id } = await post({ landmark: '' });
    const placed = await stored(id);
    expect(placed.geoPrecision).toBe('metro');
    // The edit form sends the placed point back unchanged: still a placed listing, moved with its metro.
    await put(id, {
      landmark: '',
      latitude: placed.latitude,
      longitude: placed.longitude,
      metroStationId: places.ahmadliMetro,
    });
    const moved = await stored(id);
    expect(moved.geoPrecision).toBe('metro');
    expect([moved.latitude, moved.longitude]).toEqual(await metroPoint(places.ahmadliMetro));
    await put(id, { landmark: '', metroStationId: places.ahmadliMetro, latitude: 40.5, longitude: 49.9 });
    expect(await stored(id)).toMatchObject({ latitude: 40.5, longitude: 49.9, geoPrecision: 'exact' });
    expect(version).toBeGreaterThan(0);
  });

  it('reads the landmark names in the database exactly as the seed folds them', async () => {
    const texts = landmarkSeeds.flatMap(([name, nameEn, nameRu, , , aliases = []]) => [
      name,
      nameEn,
      nameRu,
      ...aliases,
    ]);
    texts.push('(28 Mall-ın yanı)', 'м. «Нариманов»', 'İçərişəhər, Şirvanşahlar — №1');
    const result = await ctx.db.execute<{ words: string }>(
      sql`select emlak_place_words(t) as words from unnest(${`{${texts.map((text) => `"${text.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]) with ordinality as u(t, n) order by n`,
    );
    expect(result.rows.map((row) => row.words)).toEqual(texts.map((text) => ` ${placeWords(text)} `));
  });

  it('places a listing an import or the generator writes without coordinates', async () => {
    const row = await insertListing(ctx, {
      cityId: places.baku,
      metroStationId: places.ahmadliMetro,
      landmark: 'Flame Towers tərəf',
    });
    expect(row.geoPrecision).toBe('landmark');
    expect([row.latitude, row.longitude]).toEqual(await landmarkPoint('Flame Towers'));
    const exact = await insertListing(ctx, { cityId: places.baku, latitude: 40.1, longitude: 49.1 });
    expect(exact.geoPrecision).toBe('exact');
  });
});
