import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements } from '../../db/schema';

/** The few reads and the one write the personal list does on a listing itself. */
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
      .select(listingColumns)
      .from(announcements)
      .where(eq(announcements.id, id))
      .for('update');
    return row;
  },

  /** Marks the listing sold; a new version, so that an edit made on the unsold listing is stale. */
  markSold: async (tx: Executor, id: number) => {
    const [row] = await tx
      .update(announcements)
      .set({
        isSold: true,
        soldAt: sql`now()`,
        updatedAt: sql`now()`,
        version: sql`${announcements.version} + 1`,
      })
      .where(eq(announcements.id, id))
      .returning(listingColumns);
    return row!;
  },
};
