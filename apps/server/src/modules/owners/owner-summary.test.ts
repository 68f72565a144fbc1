import { OWNER_CITIES_SHOWN } from '@emlak/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInWorld,
  createTestContext,
  type SignedInWorld,
  type TestContext,
} from '../../../test/helpers';
import { announcements, cities } from '../../db/schema';
import { csvOf, importFile, listingCells, reportOf } from '../ad-import/ad-import.test-support';

/**
 * owner_summary and owner_summary_names are kept by statement-level triggers (migration 0019).
 * Whatever sequence of writes happens, what they hold must equal what emlak_rebuild_owner_summary()
 * recomputes from the listings; and the few figures checked by hand below must be the listings'.
 */
describe('owner summary triggers', () => {
  let ctx: TestContext;
  let world: SignedInWorld;
  let cityIds: number[];

  const TABLES = {
    owner_summary:
      'scope_id, phone, listings, last_created_at, names_folded, usual_owner, city_ids, city_listings',
    owner_summary_names: 'scope_id, phone, owner, city_id, listings',
  } as const;

  /** The rows the triggers left that the rebuild does not, and the other way round. */
  const differences = async () => {
    const client = await ctx.database.pool.connect();
    try {
      // The rebuild runs in a transaction that is rolled back: the live tables stay the triggers'.
      await client.query('begin');
      for (const [table, columns] of Object.entries(TABLES)) {
        await client.query(
          `create temp table kept_${table} on commit drop as select ${columns} from ${table}`,
        );
      }
      await client.query('select emlak_rebuild_owner_summary()');
      const differing = [];
      for (const [table, columns] of Object.entries(TABLES)) {
        const { rows } = await client.query(`
          (select '${table} kept by the triggers only' as side, * from kept_${table}
            except select '${table} kept by the triggers only', ${columns} from ${table})
          union all
          (select '${table} rebuilt only', ${columns} from ${table}
            except select '${table} rebuilt only', * from kept_${table})`);
        differing.push(...rows);
      }
      return differing;
    } finally {
      await client.query('rollback');
      client.release();
    }
  };

  const summaryOf = async (phone: string) => {
    const { rows } = await ctx.database.pool.query<{ scope_id: number; listings: number; last: string }>(
      `select scope_id, listings, to_char(last_created_at at time zone 'UTC', 'YYYY-MM-DD') as last
         from owner_summary where phone = $1 order by scope_id`,
      [phone],
    );
    return rows;
  };

  /** The folded names each scope's row carries (migration 0024), newlines shown as " / ". */
  const namesOf = async (phone: string) => {
    const { rows } = await ctx.database.pool.query<{ scope_id: number; names: string | null }>(
      `select scope_id, replace(names_folded, E'\n', ' / ') as names
         from owner_summary where phone = $1 order by scope_id`,
      [phone],
    );
    return rows;
  };

  const listing = (
    phone1: string | null,
    organizationId: number | null,
    owner: string | null,
    day: number,
  ) => ({
    organizationId,
    title: `Listing ${phone1} ${day}`,
    price: '100000.00',
    cityId: cityIds[day % 2]!,
    owner,
    phone1,
    addType: 'sell' as const,
    propertyType: 1,
    createdAt: new Date(Date.UTC(2026, 0, day)),
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createSignedInWorld(ctx);
    cityIds = (await ctx.db.select({ id: cities.id }).from(cities).orderBy(cities.id).limit(2)).map(
      (r) => r.id,
    );
  });
  afterAll(() => ctx.close());

  it('keeps the usual name and the cities that can be shown, ties at the cut included', async () => {
    // emlak_owner_details() and the rebuild (migration 0024) cut at the third city: a list showing
    // more cities needs a migration that keeps more.
    expect(OWNER_CITIES_SHOWN).toBe(3);
    const five = (await ctx.db.select({ id: cities.id }).from(cities).orderBy(cities.id).limit(5)).map(
      (r) => r.id,
    );
    const P = '+994100000031';
    // Listings per city: 3, 2, 1, 1, 1 (the third place is a three-way tie); names Aysel 2, Zaur 2.
    const perCity = [3, 2, 1, 1, 1];
    const owners = ['Zaur', 'Aysel', 'Zaur', 'Aysel', null, null, null, null];
    const rows = perCity.flatMap((n, city) => Array.from({ length: n }, () => five[city]!));
    const ids = (
      await ctx.db
        .insert(announcements)
        .values(rows.map((cityId, i) => ({ ...listing(P, null, owners[i]!, i + 1), cityId })))
        .returning({ id: announcements.id })
    ).map((row) => row.id);
    expect(await differences()).toEqual([]);
    const details = async () =>
      (
        await ctx.database.pool.query(
          `select scope_id, usual_owner, city_ids, city_listings from owner_summary
            where phone = $1 and scope_id = 0`,
          [P],
        )
      ).rows[0];
    expect(await details()).toEqual({
      scope_id: 0,
      usual_owner: 'Aysel',
      city_ids: [five[0], five[1], ...five.slice(2).sort((x, y) => x! - y!)],
      city_listings: [3, 2, 1, 1, 1],
    });
    // One more listing in the fourth city breaks the tie: the third place is that city alone.
    await ctx.db.insert(announcements).values({ ...listing(P, null, 'Zaur', 20), cityId: five[3]! });
    expect(await differences()).toEqual([]);
    expect(await details()).toMatchObject({
      usual_owner: 'Zaur',
      city_ids: [five[0], five[1], five[3]],
      city_listings: [3, 2, 2],
    });
    await ctx.db.delete(announcements).where(eq(announcements.phone1, P));
    expect(ids).toHaveLength(8);
  });

  it('keeps the names of two transactions writing one phone at the same time', async () => {
    const P = '+994100000041';
    // Different cities and days: the two share no row of the other summaries (map cells, statistics),
    // so the second waits first where both write the phone's owner_summary rows.
    const insertOne = (owner: string, day: number) => ({
      text: `insert into announcements (title, price, city_id, owner, phone1, add_type, property_type, created_at)
             values ($1, 100000, $2, $3, $4, 'sell', 1, $5)`,
      values: [`Listing ${owner}`, cityIds[day - 1], owner, P, new Date(Date.UTC(2026, 1, day))],
    });
    const first = await ctx.database.pool.connect();
    const second = await ctx.database.pool.connect();
    try {
      await first.query('begin');
      await first.query(insertOne('Alpha', 1));
      await second.query('begin');
      // The second's summary upsert waits for the first's lock on the phone's rows; it started
      // before the first committed, so its own snapshot cannot see the first's names.
      const waiting = second.query(insertOne('Beta', 2));
      let blocked = false;
      for (let tries = 0; tries < 200 && !blocked; tries++) {
        const { rows } = await ctx.database.pool.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and query like 'insert into announcements%'`,
        );
        blocked = rows[0]!.n > 0;
        if (!blocked) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(blocked).toBe(true);
      await first.query('commit');
      await waiting;
      await second.query('commit');
    } finally {
      first.release();
      second.release();
    }
    expect(await namesOf(P)).toEqual([
      { scope_id: -1, names: 'alpha / beta' },
      { scope_id: 0, names: 'alpha / beta' },
    ]);
    expect(await differences()).toEqual([]);
    await ctx.db.delete(announcements).where(eq(announcements.phone1, P));
  });

  it('agrees with a recount after inserts, updates, deletes and an import', async () => {
    const [a, b] = [world.orgA.id, world.orgB.id];
    const P1 = '+994100000011';
    const P2 = '+994100000012';
    const P3 = '+994100000013';
    const ids = (
      await ctx.db
        .insert(announcements)
        .values([
          listing(P1, null, 'Rəşad', 1),
          listing(P1, null, 'Rəşad Əliyev', 2),
          listing(P1, a, 'Rəşad', 3),
          listing(P1, b, null, 4),
          listing(P2, a, 'Nigar', 5),
          listing(P2, a, 'Nigar', 6),
          listing(P3, null, 'Aysel', 7),
          listing(null, null, 'No phone', 8),
        ])
        .returning({ id: announcements.id })
    ).map((row) => row.id);
    expect(await differences()).toEqual([]);
    expect(await summaryOf(P1)).toEqual([
      { scope_id: -1, listings: 4, last: '2026-01-04' },
      { scope_id: 0, listings: 2, last: '2026-01-02' },
      { scope_id: a, listings: 1, last: '2026-01-03' },
      { scope_id: b, listings: 1, last: '2026-01-04' },
    ]);
    expect(await namesOf(P1)).toEqual([
      { scope_id: -1, names: 'resad / resad eliyev' },
      { scope_id: 0, names: 'resad / resad eliyev' },
      { scope_id: a, names: 'resad' },
      { scope_id: b, names: null },
    ]);

    // A phone change (P1's public latest moves to P3), an owner change and a sale in one statement.
    await ctx.db.execute(sql`
      update announcements set
        phone1 = case when id = ${ids[1]!} then ${P3} else phone1 end,
        owner = case when id = ${ids[4]!} then 'Nigar Həsənova' else owner end,
        is_sold = true
      where id in (${ids[1]!}, ${ids[4]!}, ${ids[6]!})`);
    expect(await differences()).toEqual([]);
    expect((await summaryOf(P1)).find((row) => row.scope_id === 0)).toEqual({
      scope_id: 0,
      listings: 1,
      last: '2026-01-01',
    });
    // The moved listing took "Rəşad Əliyev" to P3; the renamed one gave P2 a second name.
    expect((await namesOf(P1)).find((row) => row.scope_id === 0)).toEqual({ scope_id: 0, names: 'resad' });
    expect(await namesOf(P3)).toEqual([
      { scope_id: -1, names: 'aysel / resad eliyev' },
      { scope_id: 0, names: 'aysel / resad eliyev' },
    ]);
    expect((await namesOf(P2)).find((row) => row.scope_id === a)).toEqual({
      scope_id: a,
      names: 'nigar / nigar hesenova',
    });

    // An organization change: organization B's listing goes to the public market.
    await ctx.db.update(announcements).set({ organizationId: null }).where(eq(announcements.id, ids[3]!));
    expect(await differences()).toEqual([]);
    expect((await summaryOf(P1)).map((row) => row.scope_id)).toEqual([-1, 0, a]);

    // A date moved back: the latest is read again.
    await ctx.db.execute(sql`update announcements set created_at = '2025-06-01' where id = ${ids[3]!}`);
    expect(await differences()).toEqual([]);
    expect((await summaryOf(P1)).find((row) => row.scope_id === -1)!.last).toBe('2026-01-03');

    // Deleting a phone's last listings of a scope removes its rows.
    await ctx.db.delete(announcements).where(inArray(announcements.id, [ids[4]!, ids[5]!]));
    expect(await differences()).toEqual([]);
    expect(await summaryOf(P2)).toEqual([]);

    // Updates that change nothing summarized, and the same row twice in one transaction.
    await ctx.db.transaction(async (tx) => {
      await tx.update(announcements).set({ price: '1.00' }).where(inArray(announcements.id, ids));
      await tx.update(announcements).set({ owner: 'Aysel Quliyeva' }).where(eq(announcements.id, ids[6]!));
      await tx.update(announcements).set({ owner: 'Aysel' }).where(eq(announcements.id, ids[6]!));
    });
    expect(await differences()).toEqual([]);

    // An import through the route: a multi-row insert of organization A's listings.
    const rows = Array.from({ length: 30 }, (_, i) =>
      listingCells(5_000_000 + i, {
        phone1: `050 ${i % 2 ? '100 00 21' : '100 00 22'}`,
        owner: `Owner ${i % 3}`,
      }),
    );
    const report = reportOf(await importFile(ctx, world.as.adminA, { body: csvOf(rows) }));
    expect(report).toMatchObject({ inserted: 30, failed: 0 });
    expect(await differences()).toEqual([]);
    expect(await summaryOf('+994501000021')).toMatchObject([
      { scope_id: -1, listings: 15 },
      { scope_id: a, listings: 15 },
    ]);

    // Everything deleted at once leaves nothing.
    await ctx.db.delete(announcements);
    expect(await differences()).toEqual([]);
    const { rows: left } = await ctx.database.pool.query(
      'select (select count(*) from owner_summary)::int + (select count(*) from owner_summary_names)::int as n',
    );
    expect(left[0].n).toBe(0);
  });
});
