import { Role } from '@emlak/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/helpers';
import { generateAgencies } from './generate-agencies';
import { generateAnnouncements } from './generate-announcements';
import { createPersonalLists, type UserAdRow } from './generate-personal-lists';
import { insertAgencies } from './insert-agencies';
import { insertAnnouncements } from './insert-announcements';
import { insertUserAds } from './insert-user-ads';
import { loadGeneratorReference } from './load-reference';

const stats = async (ctx: TestContext) =>
  (
    await ctx.db.execute(
      sql`select user_id, day::text, ads_count, ads_value::text, added_count, sold_count, sold_value::text,
                 amount_of_seller::text, amount_of_buyer::text
            from user_daily_stats order by user_id, day`,
    )
  ).rows;

describe('generateAgencies', () => {
  it('makes a few big agencies and a tail of small ones, each account once', () => {
    const agencies = generateAgencies({ seed: 1, count: 20, biggest: 40 });
    const agents = agencies.map((agency) => agency.users.filter((user) => user.roleId === Role.User).length);
    expect(agents[0]).toBe(40);
    expect(agents.every((count, index) => count >= 3 && count <= (agents[index - 1] ?? count))).toBe(true);
    const admins = agencies.map((agency) => agency.users.filter((user) => user.roleId === Role.Admin).length);
    expect(admins).toEqual(agents.map((count) => (count > 30 ? 2 : 1)));
    const emails = agencies.flatMap((agency) => agency.users.map((user) => user.email));
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(agencies.map((agency) => agency.name)).size).toBe(agencies.length);
    expect(generateAgencies({ seed: 1, count: 20, biggest: 40 })).toEqual(agencies);
  });
});

/** The personal lists drawn while listings are generated, loaded as the bench generator loads them. */
describe('createPersonalLists', () => {
  let ctx: TestContext;
  let entries: UserAdRow[];
  const now = new Date();

  beforeAll(async () => {
    ctx = await createTestContext();
    await insertAgencies(ctx.db, generateAgencies({ seed: 3, count: 3, biggest: 6 }), {
      now,
      passwordHash: 'not-a-real-hash',
      cityId: null,
    });
    const reference = await loadGeneratorReference(ctx.db);
    const lists = createPersonalLists({
      seed: 3,
      now,
      agents: reference.agents.map(({ userId, organizationId }) => ({ userId, organizationId })),
      publicShare: 0.3,
    });
    entries = [];
    const rows = [...generateAnnouncements({ seed: 3, count: 4_000, now, spanDays: 730, reference })].map(
      (row) => {
        const entry = lists.take(row);
        if (entry) entries.push(entry);
        return row;
      },
    );
    for (let start = 0; start < rows.length; start += 1_000)
      await insertAnnouncements(ctx.db, rows.slice(start, start + 1_000));
    // Two batches, as the generator inserts them: each is one statement for the stats trigger.
    const half = Math.floor(entries.length / 2);
    await insertUserAds(ctx.db, entries.slice(0, half));
    await insertUserAds(ctx.db, entries.slice(half));
  });
  afterAll(() => ctx.close());

  it('lists each listing at most once, an agency listing by its poster, about 30 % sold', async () => {
    expect(entries.length).toBeGreaterThan(800);
    expect(new Set(entries.map((entry) => entry.announcementId)).size).toBe(entries.length);
    const { rows } = await ctx.db.execute<{ wrong_owner: number; wrong_org: number; sold: number }>(sql`
      select count(*) filter (where a.organization_id is not null and a.created_by_user_id <> u.user_id)::int as wrong_owner,
             count(*) filter (where m.organization_id <> u.organization_id)::int as wrong_org,
             count(*) filter (where u.status = 'sold')::int as sold
        from user_ads u
        join announcements a on a.id = u.announcement_id
        join users m on m.id = u.user_id`);
    expect(rows[0]).toMatchObject({ wrong_owner: 0, wrong_org: 0 });
    expect(rows[0]!.sold / entries.length).toBeGreaterThan(0.25);
    expect(rows[0]!.sold / entries.length).toBeLessThan(0.35);
  });

  it('orders the events, marks sold listings sold and dates sales in Baku', async () => {
    const { rows } = await ctx.db.execute<{ bad: number }>(sql`
      select count(*)::int as bad
        from user_ads u join announcements a on a.id = u.announcement_id
       where u.added_at < a.created_at or u.added_at > now()
          or u.worked_at < u.added_at or u.sold_at < u.worked_at
          or (u.status = 'sold') <> a.is_sold or a.sold_at is distinct from u.sold_at
          or (u.status = 'sold') <> (u.sold_date is not null and u.sold_price is not null)
          or u.sold_date <> (u.sold_at at time zone 'Asia/Baku')::date`);
    expect(rows[0]!.bad).toBe(0);
  });

  it('pays 1-3 % of the sold price from the seller and nothing or 1-3 % from the buyer on a sale', async () => {
    const { rows } = await ctx.db.execute<{ sales: number; bad: number }>(sql`
      select count(*)::int as sales,
             count(*) filter (where u.amount_of_seller not between u.sold_price * 0.0099 and u.sold_price * 0.0301
                                 or (u.amount_of_buyer <> 0
                                     and u.amount_of_buyer not between u.sold_price * 0.0099 and u.sold_price * 0.0301))::int as bad
        from user_ads u join announcements a on a.id = u.announcement_id
       where u.status = 'sold' and a.add_type = 'sell'`);
    expect(rows[0]!.sales).toBeGreaterThan(100);
    expect(rows[0]!.bad).toBe(0);
  });

  it('leaves user_daily_stats as a rebuild from the tables computes it', async () => {
    const byTriggers = await stats(ctx);
    expect(byTriggers.length).toBeGreaterThan(100);
    await ctx.db.execute(sql`select emlak_rebuild_user_daily_stats()`);
    expect(await stats(ctx)).toEqual(byTriggers);
  });
});
