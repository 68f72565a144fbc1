import { sql } from 'drizzle-orm';
import type { Db } from '../../client';

/** The index the duplicate lookups walk (schema/announcements.ts). */
export const DEDUPE_INDEX = 'announcements_dedupe_idx';

/**
 * duplicate_of for many rows at once, by the rule of the `announcements_duplicate_of` trigger
 * (migration 0007): the oldest older listing with the same first phone, property type, deal,
 * rooms, city and area unit, area within 3 % and price within 10 %, public or of the same
 * organization. For bulk loads that disable the trigger (bench/generate-announcements.ts): a
 * trigger sees only the rows inserted before, while this pass sees them all, which is what the
 * trigger gives when listings arrive in the order they were created.
 *
 * Only rows whose value changes are written. `fromId`/`toId` (inclusive) split the table so that
 * several connections can share the work, each in a transaction of its own. The dedupe index
 * makes each lookup a short walk over one phone's candidates, judged from the index alone.
 */
export const markDuplicates = async (db: Db, range: { fromId: number; toId: number }): Promise<number> =>
  // Found first, written after: each write clears the visibility bit of its page, and lookups
  // made while the writes go on would then read the table for every candidate on such a page.
  db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table duplicate_candidates on commit drop as
      select c.id, (
        select a.id from announcements a
        where a.phone1 = c.phone1
          and a.id <> c.id
          and a.property_type = c.property_type
          and a.add_type = c.add_type
          and a.rooms is not distinct from c.rooms
          and a.city_id = c.city_id
          and a.area_measure_unit = c.area_measure_unit
          and abs(a.area - c.area) <= 0.03 * greatest(a.area, c.area)
          and abs(a.price - c.price) <= 0.10 * greatest(a.price, c.price)
          and (a.organization_id is null or a.organization_id is not distinct from c.organization_id)
          and (a.created_at, a.id) < (c.created_at, c.id)
        order by a.created_at, a.id
        limit 1) as first
      from announcements c
      where c.id between ${range.fromId} and ${range.toId}
        and c.phone1 is not null and c.area is not null`);
    const result = await tx.execute(sql`
      update announcements n set duplicate_of = d.first
      from duplicate_candidates d
      where n.id = d.id and n.duplicate_of is distinct from d.first`);
    return result.rowCount ?? 0;
  });
