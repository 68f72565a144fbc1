import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements, cities, userAds } from '../../db/schema';

/**
 * Listings and personal-list rows written straight into the database, for the tests of this
 * module: what they exercise is the list, not posting a listing.
 */
export const createUserAdFixtures = async (db: Db) => {
  const [baku, second] = await db
    .select({ id: cities.id })
    .from(cities)
    .orderBy(asc(cities.displayOrder), asc(cities.id))
    .limit(2);
  let seq = 0;

  const listing = async (values: Partial<typeof announcements.$inferInsert> = {}) => {
    seq++;
    const [row] = await db
      .insert(announcements)
      .values({
        organizationId: null,
        title: `Listing ${seq}`,
        price: '100000.00',
        cityId: baku!.id,
        addType: 'sell',
        propertyType: 1,
        rooms: 2,
        area: '80.00',
        ...values,
      })
      .returning();
    return row!;
  };

  const entry = async (
    user: { id: number; organizationId: number },
    announcementId: number,
    values: Partial<typeof userAds.$inferInsert> = {},
  ) => {
    const [row] = await db
      .insert(userAds)
      .values({ userId: user.id, organizationId: user.organizationId, announcementId, ...values })
      .returning();
    return row!;
  };

  /** A listing in the user's list, in one call. */
  const listed = async (
    user: { id: number; organizationId: number },
    listingValues: Partial<typeof announcements.$inferInsert> = {},
    entryValues: Partial<typeof userAds.$inferInsert> = {},
  ) => {
    const ad = await listing(listingValues);
    return { ad, row: await entry(user, ad.id, entryValues) };
  };

  return { cityId: baku!.id, secondCityId: second!.id, listing, entry, listed };
};
