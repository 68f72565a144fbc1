import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createTestContext, type TestContext } from '../../test/helpers';
import { announcements, cities } from './schema';

/**
 * map_cell_counts is kept by statement-level triggers on announcements (migration 0018). Whatever
 * sequence of writes happens, what the triggers left must equal what
 * emlak_rebuild_map_cell_counts() counts from the listings themselves, zero rows aside (the
 * triggers leave a cell at zero where its last listing went; the rebuild keeps none).
 */
describe('map_cell_counts triggers', () => {
  let ctx: TestContext;
  let cityId: number;
  let organizationId: number;
  let phone = 7_100_000;

  const differences = async () => {
    const client = await ctx.database.pool.connect();
    try {
      // Rebuilt inside a transaction that is rolled back: the table stays the triggers' own.
      await client.query('begin');
      // A cell's count is the sum of its stripes (migration 0022): cells are compared, not rows.
      const cells = `select level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type,
               rooms, sum(count) as count, sum(sum_latitude) as sum_latitude, sum(sum_longitude) as sum_longitude
          from map_cell_counts group by 1, 2, 3, 4, 5, 6, 7, 8, 9
        having (sum(count), sum(sum_latitude), sum(sum_longitude)) <> (0, 0, 0)`;
      await client.query(`create temp table kept on commit drop as ${cells}`);
      await client.query('select emlak_rebuild_map_cell_counts()');
      const { rows } = await client.query(`
        (select 'kept by the triggers only' as side, * from kept except select 'kept by the triggers only', * from (${cells}) as c)
        union all
        (select 'rebuilt only', * from (${cells}) as c except select 'rebuilt only', * from kept)`);
      return rows;
    } finally {
      await client.query('rollback');
      client.release();
    }
  };
  /** Listings at the finest summary level, as the map counts them. */
  const counted = async () => {
    const result = await ctx.db.execute<{ n: number }>(
      sql`select coalesce(sum(count), 0)::int as n from map_cell_counts where level = 17 and not detailed`,
    );
    return result.rows[0]!.n;
  };
  const listing = (
    lat: number | null,
    lon: number | null,
    values: Partial<typeof announcements.$inferInsert> = {},
  ) => ({
    price: '120000.00',
    cityId,
    addType: 'sell' as const,
    propertyType: 1,
    rooms: 2,
    area: '70.00',
    phone1: `+99455${String(phone++).padStart(7, '0')}`,
    latitude: lat,
    longitude: lon,
    ...values,
  });
  const insert = async (rows: ReturnType<typeof listing>[]) =>
    (await ctx.db.insert(announcements).values(rows).returning({ id: announcements.id })).map(
      (row) => row.id,
    );

  beforeAll(async () => {
    ctx = await createTestContext();
    const [city] = await ctx.db.select({ id: cities.id }).from(cities).limit(1);
    cityId = city!.id;
    organizationId = (await createOrganization(ctx.db)).id;
  });
  afterAll(() => ctx.close());

  it('stays equal to a recount through inserts, imports, updates and deletes', async () => {
    const before = await counted();
    const [single] = await insert([listing(40.4093, 49.8671)]);
    expect(await counted()).toBe(before + 1);
    expect(await differences()).toEqual([]);

    // An import: one statement of many rows, some of an organization, one without coordinates.
    const imported = await insert([
      ...Array.from({ length: 40 }, (_, index) =>
        listing(40.37 + index * 0.001, 49.8 + index * 0.0013, {
          organizationId: index % 2 ? organizationId : null,
          rooms: index % 6 === 0 ? null : (index % 5) + 1,
          propertyType: 1 + (index % 3),
          addType: index % 4 === 0 ? 'rent' : 'sell',
        }),
      ),
      listing(null, null),
    ]);
    expect(await differences()).toEqual([]);

    const steps: [string, () => Promise<unknown>][] = [
      [
        'price (no map column)',
        () => ctx.db.update(announcements).set({ price: '130000.00' }).where(eq(announcements.id, single!)),
      ],
      [
        'rooms',
        () =>
          ctx.db
            .update(announcements)
            .set({ rooms: 4 })
            .where(inArray(announcements.id, imported.slice(0, 10))),
      ],
      [
        'coordinates',
        () =>
          ctx.db
            .update(announcements)
            .set({
              latitude: sql`${announcements.latitude} + 0.05`,
              longitude: sql`${announcements.longitude} - 0.07`,
            })
            .where(inArray(announcements.id, imported.slice(5, 20))),
      ],
      [
        'sold',
        () =>
          ctx.db
            .update(announcements)
            .set({ isSold: true })
            .where(inArray(announcements.id, imported.slice(0, 4))),
      ],
      [
        'unsold (onto the map)',
        () =>
          ctx.db
            .update(announcements)
            .set({ isSold: false })
            .where(inArray(announcements.id, imported.slice(0, 2))),
      ],
      [
        'coordinates added (onto the map)',
        () =>
          ctx.db
            .update(announcements)
            .set({ latitude: 40.39, longitude: 49.84 })
            .where(eq(announcements.id, imported[40]!)),
      ],
      [
        'coordinates of a sold listing (off the map before and after)',
        () =>
          ctx.db
            .update(announcements)
            .set({ latitude: 40.45, longitude: 49.9 })
            .where(inArray(announcements.id, imported.slice(2, 4))),
      ],
      [
        'coordinates cleared (off the map)',
        () =>
          ctx.db
            .update(announcements)
            .set({ latitude: null, longitude: null })
            .where(inArray(announcements.id, imported.slice(24, 26))),
      ],
      [
        'deal',
        () =>
          ctx.db
            .update(announcements)
            .set({ addType: 'rent' })
            .where(inArray(announcements.id, imported.slice(20, 30))),
      ],
      [
        'organization',
        () =>
          ctx.db
            .update(announcements)
            .set({ organizationId })
            .where(inArray(announcements.id, imported.slice(30, 34))),
      ],
      ['delete', () => ctx.db.delete(announcements).where(inArray(announcements.id, imported.slice(34, 38)))],
    ];
    for (const [name, step] of steps) {
      await step();
      expect(await differences(), name).toEqual([]);
    }
  });

  it("adds a write to its connection's stripe at levels 2..11 and to the one row of finer levels", async () => {
    const own = await createOrganization(ctx.db);
    const client = await ctx.database.pool.connect();
    try {
      const { rows: inserted } = await client.query<{ stripe: number }>(
        `insert into announcements (price, city_id, add_type, property_type, rooms, area, phone1, latitude, longitude, organization_id)
         values (99000, $1, 'sell', 1, 3, 80, '+994557999101', 40.40, 49.86, $2)
         returning pg_backend_pid() % 16 as stripe`,
        [cityId, own.id],
      );
      const { rows } = await client.query<{ level: number; stripes: number[] }>(
        `select level, array_agg(distinct stripe) as stripes from map_cell_counts
          where organization_id = $1 and not detailed group by level order by level`,
        [own.id],
      );
      expect(rows).toEqual(
        Array.from({ length: 16 }, (_, index) => ({
          level: index + 2,
          stripes: [index + 2 <= 11 ? inserted[0]!.stripe : 0],
        })),
      );
    } finally {
      client.release();
    }
    expect(await differences()).toEqual([]);
  });

  it('follows a probable duplicate, and its original’s delete that clears duplicate_of', async () => {
    const twin = listing(40.41, 49.85, { phone1: '+994557999001' });
    const [original] = await insert([twin]);
    const [repeat] = await insert([{ ...twin, latitude: 40.4101, longitude: 49.8501 }]);
    const [row] = await ctx.db.select().from(announcements).where(eq(announcements.id, repeat!));
    expect(row!.duplicateOf).toBe(original);
    const duplicates = async () =>
      (
        await ctx.db.execute<{ n: number }>(
          sql`select coalesce(sum(count), 0)::int as n from map_cell_counts where level = 17 and not detailed and is_duplicate`,
        )
      ).rows[0]!.n;
    const before = await duplicates();
    expect(before).toBeGreaterThan(0);
    expect(await differences()).toEqual([]);
    // ON DELETE SET NULL updates the repeat: it is no duplicate any more.
    await ctx.db.delete(announcements).where(eq(announcements.id, original!));
    expect(await duplicates()).toBe(before - 1);
    expect(await differences()).toEqual([]);
  });
});
