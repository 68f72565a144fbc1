import { scopeOf, type ListQuery, type Page, type SoldItem, type SoldTotals } from '@emlak/contracts';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAds } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { PlaceNameMemory, PlaceNames } from '../announcements/place-name-memory';
import { soldItemsRepository as repository, type SoldItemRow } from './sold-items.repository';

/** Field by field, as toAnnouncementListItem (docs/decisions.md "No rest patterns on a list's rows"). */
const toSoldItem = (row: SoldItemRow, names: PlaceNames): SoldItem => ({
  id: row.id,
  adId: row.adId,
  title: row.title,
  color: row.color,
  city: names.city(row.cityId),
  owner: row.owner,
  // A sold row always has its sale's figures (the sale writes them all at once).
  price: row.price ?? '0.00',
  askingPrice: row.askingPrice,
  soldDate: row.soldDate ?? '',
  baseUrl: row.baseUrl,
  isSold: row.isSold,
  amountOfSeller: row.amountOfSeller ?? '0.00',
  amountOfBuyer: row.amountOfBuyer ?? '0.00',
  userId: row.userId,
  userName: row.userName,
});

/**
 * Whose sales the actor sees: their own, or, with the personal lists of the organization
 * (userAds.readOrganization), every sale of the organization (an Admin) or of the platform (a
 * SuperAdmin). The route needs userAds.read only, so that every agent has the screen.
 */
const salesScope = (actor: Actor): SQL | undefined => {
  switch (scopeOf(actor.roleId, 'userAds.readOrganization')) {
    case 'all':
      return undefined;
    case 'organization':
      return eq(userAds.organizationId, actor.organizationId);
    default:
      return eq(userAds.userId, actor.userId);
  }
};

export const createSoldItemsService = (db: Db, placeNames: PlaceNameMemory) => ({
  /** A page of sold items and the totals of the whole filter (one aggregate beside the page). */
  page: async (actor: Actor, query: ListQuery): Promise<Page<SoldItem> & { totals: SoldTotals }> => {
    const scope = salesScope(actor);
    const [page, totals, names] = await Promise.all([
      repository.page(db, actor, query, scope),
      repository.totals(db, query, scope),
      placeNames.names(actor.language),
    ]);
    return { ...page, items: page.items.map((row) => toSoldItem(row, names)), totals };
  },
});
