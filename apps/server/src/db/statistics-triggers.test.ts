import { Role } from '@emlak/contracts';
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createTestContext, createUser, type TestContext } from '../../test/helpers';
import { announcements, cities, userAds, userDailyStats, userMonthlyStats } from './schema';

/**
 * user_daily_stats and its monthly sums, user_monthly_stats, are kept by statement-level triggers
 * (migrations 0011 and 0013). Whatever sequence of writes happens, what they left in both tables
 * must equal what emlak_rebuild_user_daily_stats() computes from scratch, all-zero rows aside (the
 * triggers leave a row at zero where its last contribution went; the rebuild keeps none).
 */
describe('user_daily_stats and user_monthly_stats triggers', () => {
  let ctx: TestContext;
  let cityId: number;
  let organizationId: number;
  let first: number;
  let second: number;

  /** The rows the triggers left that the rebuild does not, and the other way round, in both tables. */
  const differences = async () => {
    const client = await ctx.database.pool.connect();
    const tables = ['user_daily_stats', 'user_monthly_stats'];
    try {
      // The rebuild runs inside a transaction that is rolled back: the live tables stay the
      // triggers' own, so the next step goes on from them.
      await client.query('begin');
      for (const table of tables) {
        await client.query(`create temp table kept_${table} on commit drop as
          select * from ${table}
          where (ads_count, ads_value, added_count, sold_count, sold_value, amount_of_seller, amount_of_buyer)
            <> (0, 0, 0, 0, 0, 0, 0)`);
      }
      await client.query('select emlak_rebuild_user_daily_stats()');
      const differing = [];
      for (const table of tables) {
        const { rows } = await client.query(`
          (select '${table} kept by the triggers only' as side, * from kept_${table}
            except select '${table} kept by the triggers only', * from ${table})
          union all
          (select '${table} rebuilt only', * from ${table} except select '${table} rebuilt only', * from kept_${table})`);
        differing.push(...rows);
      }
      return differing;
    } finally {
      await client.query('rollback');
      client.release();
    }
  };
  const statsOf = (userId: number) =>
    ctx.db
      .select()
      .from(userDailyStats)
      .where(sql`${userDailyStats.userId} = ${userId}`)
      .orderBy(asc(userDailyStats.day));
  const monthsOf = (userId: number) =>
    ctx.db
      .select()
      .from(userMonthlyStats)
      .where(sql`${userMonthlyStats.userId} = ${userId}`)
      .orderBy(asc(userMonthlyStats.month));
  const listing = (createdByUserId: number | null, price: string, createdAt: string) => ({
    organizationId,
    createdByUserId,
    title: `Listing by ${createdByUserId} at ${createdAt}`,
    price,
    cityId,
    addType: 'sell' as const,
    propertyType: 1,
    rooms: 2,
    area: '80.00',
    createdAt: new Date(createdAt),
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    const [city] = await ctx.db.select({ id: cities.id }).from(cities).limit(1);
    cityId = city!.id;
    organizationId = (await createOrganization(ctx.db)).id;
    first = (await createUser(ctx.db, { organizationId, roleId: Role.User })).id;
    second = (await createUser(ctx.db, { organizationId, roleId: Role.User })).id;
  });
  afterAll(() => ctx.close());

  it('agrees with a rebuild after every step of a sequence of writes', async () => {
    // A multi-row insert for two users, across the Baku midnight of March 1st (20:00 UTC).
    const posted = await ctx.db
      .insert(announcements)
      .values([
        listing(first, '100000.00', '2026-02-28T19:59:00Z'),
        listing(first, '200000.00', '2026-02-28T20:01:00Z'),
        listing(first, '50000.25', '2026-03-01T08:00:00Z'),
        listing(second, '75000.00', '2026-03-01T09:00:00Z'),
        listing(second, '125000.00', '2026-03-02T10:00:00Z'),
        listing(null, '1.00', '2026-03-01T10:00:00Z'),
      ])
      .returning({ id: announcements.id });
    const ids = posted.map((row) => row.id);
    expect(await differences()).toEqual([]);
    expect(await statsOf(first)).toMatchObject([
      { day: '2026-02-28', adsCount: 1, adsValue: '100000.00' },
      { day: '2026-03-01', adsCount: 2, adsValue: '250000.25' },
    ]);
    expect(await monthsOf(first)).toMatchObject([
      { month: '2026-02-01', adsCount: 1, adsValue: '100000.00' },
      { month: '2026-03-01', adsCount: 2, adsValue: '250000.25' },
    ]);

    // One update changing the price, the moment and the author of rows of both users.
    await ctx.db.execute(sql`
      update announcements set
        price = price + 1000,
        created_at = created_at + interval '1 day',
        created_by_user_id = case when created_by_user_id = ${first} then ${second}::int else ${first}::int end
      where id in (${ids[1]!}, ${ids[3]!})`);
    expect(await differences()).toEqual([]);
    // The price alone, of one of the two rows the statement updates; then back.
    for (const change of [sql`price + 1`, sql`price - 1`]) {
      await ctx.db.execute(sql`
        update announcements set price = case when id = ${ids[2]!} then ${change} else price end
        where id in (${ids[2]!}, ${ids[4]!})`);
      expect(await differences()).toEqual([]);
    }
    // A delete of one listing.
    await ctx.db.delete(announcements).where(inArray(announcements.id, [ids[0]!]));
    expect(await differences()).toEqual([]);

    // Personal-list inserts, several rows in one statement, by both users.
    const listed = await ctx.db
      .insert(userAds)
      .values([
        { userId: first, organizationId, announcementId: ids[2]!, addedAt: new Date('2026-03-01T19:30:00Z') },
        { userId: first, organizationId, announcementId: ids[3]!, addedAt: new Date('2026-03-01T20:30:00Z') },
        { userId: first, organizationId, announcementId: ids[4]!, addedAt: new Date('2026-03-02T06:00:00Z') },
        {
          userId: second,
          organizationId,
          announcementId: ids[2]!,
          addedAt: new Date('2026-03-02T07:00:00Z'),
        },
        {
          userId: second,
          organizationId,
          announcementId: ids[5]!,
          addedAt: new Date('2026-03-03T07:00:00Z'),
        },
      ])
      .returning({ id: userAds.id });
    const rows = listed.map((row) => row.id);
    expect(await differences()).toEqual([]);

    // A sale, as the sell endpoint writes it (an UPDATE), one without a sold price, then a change of its figures.
    await ctx.db.execute(sql`
      update user_ads set status = 'sold', sold_date = '2026-03-05', sold_price = 300000.00,
        amount_of_seller = 3000.50, amount_of_buyer = 1500.25, sold_at = now()
      where id = ${rows[0]!}`);
    await ctx.db.execute(sql`
      update user_ads set status = 'sold', sold_date = '2026-03-05', sold_price = null,
        amount_of_seller = 10.00, amount_of_buyer = null
      where id = ${rows[4]!}`);
    expect(await differences()).toEqual([]);
    expect((await statsOf(first)).find((row) => row.day === '2026-03-05')).toMatchObject({
      soldCount: 1,
      soldValue: '300000.00',
      amountOfSeller: '3000.50',
      amountOfBuyer: '1500.25',
    });
    await ctx.db.execute(sql`
      update user_ads set sold_date = '2026-03-06', amount_of_seller = 0 where id = ${rows[0]!}`);
    expect(await differences()).toEqual([]);
    // The status alone (not a write the API makes; the triggers must follow any write): the row
    // keeps its sale's figures but no longer counts as sold. Then sold again.
    await ctx.db.execute(sql`update user_ads set status = 'work' where id = ${rows[0]!}`);
    expect(await differences()).toEqual([]);
    await ctx.db.execute(sql`update user_ads set status = 'sold' where id = ${rows[0]!}`);
    expect(await differences()).toEqual([]);

    // Every other column the statistics hold, alone, on one row of a two-row statement; then back.
    const alone: [table: string, column: string, id: number, other: number, to: SQL, back: SQL][] = [
      ['announcements', 'created_by_user_id', ids[2]!, ids[4]!, sql`${second}::int`, sql`${first}::int`],
      [
        'announcements',
        'created_at',
        ids[2]!,
        ids[4]!,
        sql`created_at + interval '1 day'`,
        sql`created_at - interval '1 day'`,
      ],
      ['user_ads', 'user_id', rows[1]!, rows[2]!, sql`${second}::int`, sql`${first}::int`],
      [
        'user_ads',
        'added_at',
        rows[1]!,
        rows[2]!,
        sql`added_at + interval '1 day'`,
        sql`added_at - interval '1 day'`,
      ],
      ['user_ads', 'sold_date', rows[0]!, rows[4]!, sql`sold_date + 1`, sql`sold_date - 1`],
      ['user_ads', 'sold_price', rows[0]!, rows[4]!, sql`sold_price + 1`, sql`sold_price - 1`],
      [
        'user_ads',
        'amount_of_seller',
        rows[0]!,
        rows[4]!,
        sql`amount_of_seller + 1`,
        sql`amount_of_seller - 1`,
      ],
      ['user_ads', 'amount_of_buyer', rows[0]!, rows[4]!, sql`amount_of_buyer + 1`, sql`amount_of_buyer - 1`],
    ];
    for (const [table, column, id, other, to, back] of alone) {
      for (const value of [to, back]) {
        await ctx.db.execute(sql`
          update ${sql.identifier(table)} set ${sql.identifier(column)} =
            case when id = ${id} then ${value} else ${sql.identifier(column)} end
          where id in (${id}, ${other})`);
        expect(await differences(), `${table}.${column}`).toEqual([]);
      }
    }

    // A removal from the list, then a multi-row delete of rows and listings.
    await ctx.db.delete(userAds).where(inArray(userAds.id, [rows[1]!]));
    expect(await differences()).toEqual([]);
    await ctx.db.delete(userAds).where(inArray(userAds.id, [rows[2]!, rows[3]!, rows[4]!]));
    await ctx.db.delete(announcements).where(inArray(announcements.id, [ids[4]!, ids[5]!, ids[3]!]));
    expect(await differences()).toEqual([]);

    // What is left: first's listing of March 1st (50,000.25) and sale (added 23:30 on March 1st),
    // and the listing moved to second, a day later (00:01 on March 2nd in Baku) and 1,000 dearer.
    expect(
      (await statsOf(first)).filter((row) => row.adsCount || row.addedCount || row.soldCount),
    ).toMatchObject([
      { day: '2026-03-01', adsCount: 1, adsValue: '50000.25', addedCount: 1 },
      {
        day: '2026-03-06',
        soldCount: 1,
        soldValue: '300000.00',
        amountOfSeller: '0.00',
        amountOfBuyer: '1500.25',
      },
    ]);
    expect((await statsOf(second)).filter((row) => row.adsCount)).toMatchObject([
      { day: '2026-03-02', adsCount: 1, adsValue: '201000.00' },
    ]);
    // February's listing moved into March (23:59 on the 28th, a day later) and was deleted: its
    // month is left at zero; March holds the sum of its days.
    expect(await monthsOf(first)).toMatchObject([
      { month: '2026-02-01', adsCount: 0, adsValue: '0.00', soldCount: 0 },
      {
        month: '2026-03-01',
        adsCount: 1,
        adsValue: '50000.25',
        addedCount: 1,
        soldCount: 1,
        soldValue: '300000.00',
        amountOfSeller: '0.00',
        amountOfBuyer: '1500.25',
      },
    ]);
  });

  it('counts two sales by the same user on the same day made at the same time', async () => {
    const ads = await ctx.db
      .insert(announcements)
      .values([
        listing(null, '1000.00', '2026-04-01T10:00:00Z'),
        listing(null, '2000.00', '2026-04-01T10:00:00Z'),
      ])
      .returning({ id: announcements.id });
    const rows = await ctx.db
      .insert(userAds)
      .values(ads.map((ad) => ({ userId: first, organizationId, announcementId: ad.id })))
      .returning({ id: userAds.id });
    const sell = (client: pg.PoolClient, id: number, day: string, price: string) =>
      client.query(
        `update user_ads set status = 'sold', sold_date = $2, sold_price = $3, amount_of_seller = 10, amount_of_buyer = 5
         where id = $1`,
        [id, day, price],
      );
    // A day without a stats row yet (both insert the row) and one with it (both update it).
    for (const [day, rowIds] of [
      ['2026-04-10', [rows[0]!.id, rows[1]!.id]],
      ['2026-04-11', [rows[1]!.id, rows[0]!.id]],
    ] as const) {
      const one = await ctx.database.pool.connect();
      const two = await ctx.database.pool.connect();
      try {
        await one.query('begin');
        await two.query('begin');
        await sell(one, rowIds[0], day, '1000.00');
        const secondSale = sell(two, rowIds[1], day, '2000.00');
        // The second waits for the first's stats row (or its key) until the first commits.
        await expect.poll(async () => waitingOnLock(ctx, two), { timeout: 5_000 }).toBe(true);
        await one.query('commit');
        await secondSale;
        await two.query('commit');
      } finally {
        one.release();
        two.release();
      }
      const [stats] = (await statsOf(first)).filter((row) => row.day === day);
      expect(stats).toMatchObject({
        soldCount: 2,
        soldValue: '3000.00',
        amountOfSeller: '20.00',
        amountOfBuyer: '10.00',
      });
      // Both also met on April's monthly row, locked after the daily one by either.
      const [april] = (await monthsOf(first)).filter((row) => row.month === '2026-04-01');
      expect(april).toMatchObject({ soldCount: 2, soldValue: '3000.00', amountOfSeller: '20.00' });
      // Unsold again (a repair), ready for the next day.
      await ctx.db.execute(
        sql`update user_ads set status = 'added', sold_date = null where id in (${rows[0]!.id}, ${rows[1]!.id})`,
      );
    }
    expect(await differences()).toEqual([]);
  });

  it('rebuilds the users of every batch of a hundred ids, on both sides of its edges', async () => {
    // The rebuild hands over the users of a hundred ids at a time, from the smallest id
    // (migration 0032): ids min + 99 and min + 100 end one batch and begin the next, and
    // min + 250 is two batches further on.
    const { rows } = await ctx.database.pool.query<{ lowest: number }>('select min(id) as lowest from users');
    const lowest = rows[0]!.lowest;
    // The next user gets `id` (the ids asked for here are above every user's so far).
    const userAt = async (id: number) => {
      await ctx.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), ${id - 1})`);
      const user = await createUser(ctx.db, { organizationId, roleId: Role.User });
      expect(user.id).toBe(id);
      return user.id;
    };
    const edge = [await userAt(lowest + 99), await userAt(lowest + 100), await userAt(lowest + 250)];
    for (const [index, userId] of edge.entries()) {
      const [ad] = await ctx.db
        .insert(announcements)
        .values([listing(userId, `${3000 + index}.00`, '2026-05-04T10:00:00Z')])
        .returning({ id: announcements.id });
      await ctx.db.insert(userAds).values({
        userId,
        organizationId,
        announcementId: ad!.id,
        addedAt: new Date('2026-05-05T10:00:00Z'),
      });
      expect(await statsOf(userId)).toMatchObject([
        { day: '2026-05-04', adsCount: 1, addedCount: 0 },
        { day: '2026-05-05', adsCount: 0, addedCount: 1 },
      ]);
    }
    // Rows the rebuild missed would show as kept by the triggers only, and rows it counted twice
    // as rebuilt only.
    expect(await differences()).toEqual([]);
  });
});

/** Whether the connection's current statement is waiting for a lock another transaction holds. */
const waitingOnLock = async (ctx: TestContext, client: pg.PoolClient) => {
  const pid = (client as unknown as { processID: number }).processID;
  const { rows } = await ctx.database.pool.query<{ waiting: boolean }>(
    `select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1`,
    [pid],
  );
  return rows[0]?.waiting === true;
};
