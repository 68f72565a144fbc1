import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements } from '../../db/schema';

/** The few reads the personal list does on a listing itself (a sale writes it: emlak_sell_user_ad). */
const listingColumns = {
  id: announcements.id,
  organizationId: announcements.organizationId,
  price: announcements.price,
  isSold: announcements.isSold,
  soldAt: announcements.soldAt,
};
export type ListingState = { id: number; organizationId: number | null; price: string; isSold: boolean };

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
