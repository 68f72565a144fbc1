import type { ListQuery, Page, SoldTotals } from '@emlak/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../db/client';
import { announcements, userAds } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { compileListQuery, defineListResource, runListQuery } from '../../lib/list-query';
import { listingSearch } from '../announcements/announcement-columns';

type Viewer = Pick<Actor, 'language'>;

/** A sold item (docs/spec.md "Sold item"): the sale's figures and what the list shows of the listing. */
const soldItemColumns = {
  id: userAds.id,
  adId: userAds.announcementId,
  title: announcements.title,
  color: announcements.color,
  // Named by the place-name memory (sold-items.service.ts).
  cityId: announcements.cityId,
  owner: announcements.owner,
  price: userAds.soldPrice,
  askingPrice: announcements.price,
  soldDate: userAds.soldDate,
  baseUrl: announcements.baseUrl,
  isSold: announcements.isSold,
  amountOfSeller: userAds.amountOfSeller,
  amountOfBuyer: userAds.amountOfBuyer,
  userId: userAds.userId,
  userName: sql<string>`(select u.name from users u where u.id = ${userAds.userId})`,
};
export type SoldItemRow = SelectResultFields<typeof soldItemColumns>;

/** `price` is the price the listing was sold for. */
export const soldItemList = defineListResource({
  fields: {
    soldDate: { column: userAds.soldDate, type: 'date', sortable: true },
    price: { column: userAds.soldPrice, type: 'number', sortable: true },
    amountOfSeller: { column: userAds.amountOfSeller, type: 'number', sortable: true },
    amountOfBuyer: { column: userAds.amountOfBuyer, type: 'number', sortable: true },
    cityId: { column: announcements.cityId, type: 'number' },
    userId: { column: userAds.userId, type: 'number' },
  },
  search: listingSearch,
  defaultSort: [{ field: 'soldDate', direction: 'desc' }],
  tieBreaker: userAds.id,
});

const soldWithListing = (db: Executor, fields: SelectedFields) =>
  db
    .select(fields)
    .from(userAds)
    .innerJoin(announcements, eq(announcements.id, userAds.announcementId))
    .$dynamic();

/** Only sold rows are sold items. */
const sold = eq(userAds.status, 'sold');

export const soldItemsRepository = {
  page: (
    db: Executor,
    viewer: Viewer,
    query: ListQuery,
    scope: SQL | undefined,
  ): Promise<Page<SoldItemRow>> =>
    runListQuery(db, {
      resource: soldItemList,
      query,
      language: viewer.language,
      scope: and(sold, scope),
      columns: soldItemColumns,
      from: (fields) => soldWithListing(db, fields),
    }),

  /**
   * The totals of the whole filter, not of a page: one aggregate over the same rows. Sums are
   * numeric in PostgreSQL (unbounded, scale 2) and leave as text, so no amount ever passes
   * through a float.
   */
  totals: async (db: Executor, query: ListQuery, scope: SQL | undefined): Promise<SoldTotals> => {
    const { where } = compileListQuery(soldItemList, query);
    const [row] = await soldWithListing(db, {
      count: sql<number>`count(*)::int`,
      price: sql<string>`coalesce(sum(${userAds.soldPrice}), 0.00)::text`,
      amountOfSeller: sql<string>`coalesce(sum(${userAds.amountOfSeller}), 0.00)::text`,
      amountOfBuyer: sql<string>`coalesce(sum(${userAds.amountOfBuyer}), 0.00)::text`,
    }).where(and(sold, scope, where));
    return row as SoldTotals;
  },
};
