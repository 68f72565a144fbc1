import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createWorld, type TestContext } from '../../../../test/helpers';
import { generateAnnouncements, type AnnouncementRow } from './generate-announcements';
import { insertAnnouncements } from './insert-announcements';
import { loadGeneratorReference } from './load-reference';
import { markDuplicates } from './mark-duplicates';

const MINUTE_MS = 60_000;

/** A later listing of the same thing, with the area and price moved by the given factors. */
const repeat = (row: AnnouncementRow, area: number, price: number, organizationId = row.organizationId) => ({
  ...row,
  baseUrl: row.baseUrl && `${row.baseUrl}?again=${area}-${price}-${organizationId}`,
  organizationId,
  createdByUserId: organizationId === row.organizationId ? row.createdByUserId : null,
  area: (Number(row.area) * area).toFixed(2),
  price: (Number(row.price) * price).toFixed(2),
  createdAt: new Date(row.createdAt.getTime() + MINUTE_MS),
});

const duplicateMap = async (ctx: TestContext) =>
  new Map(
    (
      await ctx.db.execute<{ id: number; duplicate_of: number | null }>(
        sql`select id, duplicate_of from announcements order by id`,
      )
    ).rows.map((row) => [Number(row.id), row.duplicate_of === null ? null : Number(row.duplicate_of)]),
  );

/**
 * The bulk pass and the trigger apply one rule: listings inserted oldest first, each through the
 * trigger, get the same duplicate_of as the set-based pass computes for all of them at once.
 */
describe('markDuplicates', () => {
  let ctx: TestContext;
  let byTrigger: Map<number, number | null>;

  beforeAll(async () => {
    ctx = await createTestContext();
    const world = await createWorld(ctx);
    const reference = await loadGeneratorReference(ctx.db, {
      agentOrganizationIds: [world.orgA.id, world.orgB.id],
    });
    const generated = [...generateAnnouncements({ seed: 7, count: 2_000, now: new Date(), reference })];
    // Near-copies (inside the tolerance), copies just outside it, and copies posted by the other
    // organization, which may repeat a public listing but never another agency's.
    const rows = generated.flatMap((row, index) => {
      if (index % 10 === 0) return [row, repeat(row, 1.02, 1.09)];
      if (index % 10 === 1) return [row, repeat(row, 1.04, 1)];
      if (index % 10 === 2) return [row, repeat(row, 1, 1.12)];
      if (index % 10 === 3) return [row, repeat(row, 0.99, 0.95, world.orgB.id)];
      return [row];
    });
    rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    rows.forEach((row, index) => Object.assign(row, { id: index + 1 }));
    for (let start = 0; start < rows.length; start += 500)
      await insertAnnouncements(ctx.db, rows.slice(start, start + 500));
    byTrigger = await duplicateMap(ctx);
    await ctx.db.execute(sql`update announcements set duplicate_of = null`);
  });
  afterAll(() => ctx.close());

  it('finds what the trigger finds, in one range or split between workers', async () => {
    const found = [...byTrigger.values()].filter((value) => value !== null).length;
    expect(found).toBeGreaterThan(200);

    const last = Math.max(...byTrigger.keys());
    expect(await markDuplicates(ctx.db, { fromId: 1, toId: last })).toBe(found);
    expect(await duplicateMap(ctx)).toEqual(byTrigger);

    await ctx.db.execute(sql`update announcements set duplicate_of = null`);
    const half = Math.floor(last / 2);
    await Promise.all([
      markDuplicates(ctx.db, { fromId: 1, toId: half }),
      markDuplicates(ctx.db, { fromId: half + 1, toId: last }),
    ]);
    expect(await duplicateMap(ctx)).toEqual(byTrigger);
  });

  it('writes nothing when every value is already right', async () => {
    expect(await markDuplicates(ctx.db, { fromId: 1, toId: Math.max(...byTrigger.keys()) })).toBe(0);
  });
});
