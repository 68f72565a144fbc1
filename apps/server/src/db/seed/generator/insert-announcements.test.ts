import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createWorld, type TestContext } from '../../../../test/helpers';
import { generateAnnouncements } from './generate-announcements';
import { insertAnnouncements } from './insert-announcements';
import { loadGeneratorReference } from './load-reference';

const haystacks = async (ctx: TestContext) =>
  (
    await ctx.db.execute<{ id: string; search_text: string | null }>(
      sql`select id, search_text from announcements order by id`,
    )
  ).rows;

/**
 * A bulk load fills the quick search's haystack in its insert, with the search_text trigger off:
 * the text must be the trigger's, to the character, or a search would find a generated listing
 * and miss the same listing once edited.
 */
describe('insertAnnouncements with the haystack', () => {
  let ctx: TestContext;
  /** The ids in the order the rows reached the table, as a row trigger saw them. */
  let insertOrder: number[];

  beforeAll(async () => {
    ctx = await createTestContext();
    const world = await createWorld(ctx);
    const reference = await loadGeneratorReference(ctx.db, { agentOrganizationIds: [world.orgA.id] });
    const rows = [...generateAnnouncements({ seed: 3, count: 600, now: new Date(), reference })];
    // A description past the haystack's 2,000 characters, and a listing with no place names at all.
    Object.assign(rows[0]!, { description: `${'Əla təmir, '.repeat(300)}SONU` });
    Object.assign(rows[1]!, { districtId: null, metroStationId: null, landmark: null, address: null });
    await ctx.db.execute(sql`
      create table insert_order (position serial primary key, id bigint not null);
      create function log_insert_order() returns trigger language plpgsql as $$
        begin insert into insert_order (id) values (new.id); return new; end $$;
      create trigger log_insert_order after insert on announcements
        for each row execute function log_insert_order();
      alter table announcements disable trigger announcements_search_text`);
    try {
      for (let start = 0; start < rows.length; start += 250)
        await insertAnnouncements(ctx.db, rows.slice(start, start + 250), { withSearchText: true });
    } finally {
      await ctx.db.execute(sql`alter table announcements enable trigger announcements_search_text`);
    }
    const { rows: logged } = await ctx.db.execute<{ id: string }>(
      sql`select id from insert_order order by position`,
    );
    insertOrder = logged.map((row) => Number(row.id));
  });
  afterAll(() => ctx.close());

  it('writes the text the trigger writes', async () => {
    const inserted = await haystacks(ctx);
    expect(inserted).toHaveLength(600);
    expect(inserted.every((row) => row.search_text && row.search_text.length > 20)).toBe(true);
    // A city's names in every language the product speaks, folded.
    expect(inserted.some((row) => row.search_text!.includes(' baki baku баку '))).toBe(true);
    expect(inserted[0]!.search_text).not.toContain('sonu');

    // Touching the columns the trigger watches makes it compute the text again.
    await ctx.db.execute(sql`update announcements set title = title`);
    expect(await haystacks(ctx)).toEqual(inserted);
  });

  it('inserts the rows in the batch order, which the duplicate trigger relies on', async () => {
    expect(insertOrder).toHaveLength(600);
    expect(insertOrder).toEqual([...insertOrder].sort((a, b) => a - b));
  });
});
