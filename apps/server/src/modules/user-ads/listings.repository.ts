import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements } from '../../db/schema';

/** The few reads the personal list does on a listing itself (a sale writes it: recordSale). */
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

  /**
   * The listing locked until the transaction ends: every sale of it takes this lock first, so
   * sales of one listing take turns and the second one sees it sold (docs/decisions.md).
   */
  findForUpdate: async (tx: Executor, id: number) => {
    const [row] = await tx
      // The transaction's now(): what the sale will write as the listing's sold_at.
      .select({ ...listingColumns, now: sql<Date>`now()`.mapWith(announcements.soldAt) })
      .from(announcements)
      .where(eq(announcements.id, id))
      .for('update');
    return row;
  },
};
