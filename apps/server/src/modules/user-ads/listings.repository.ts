import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements } from '../../db/schema';

/**
 * What the personal list reads of a listing before adding it or taking it into work: whether it
 * is sold. A sale reads and writes the listing in the database (emlak_sell_user_ad).
 */
const listingColumns = {
  id: announcements.id,
  isSold: announcements.isSold,
};

export const listingsRepository = {
  /** The listing when `visible` (visibleAnnouncements of the caller) lets the caller see it. */
  findVisible: async (db: Executor, id: number, visible: SQL | undefined) => {
    const [row] = await db
      .select(listingColumns)
      .from(announcements)
      .where(and(eq(announcements.id, id), visible));
    return row;
  },
};
