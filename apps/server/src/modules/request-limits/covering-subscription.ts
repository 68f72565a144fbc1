import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { subscriptions } from '../../db/schema';

/** Today's Asia/Baku calendar day, in SQL (docs/domain.md "Localization and time"). */
export const bakuToday = sql`(now() at time zone 'Asia/Baku')::date`;

/**
 * A subscription covers day D when it is active and startDate <= D < endDate (billing decision 1:
 * endDate is the first day it no longer covers). Written over `subscriptions` so that the planner
 * walks subscriptions_user_idx (user_id, start_date desc) for one user.
 */
export const coversToday = sql`${subscriptions.isActive} and ${subscriptions.startDate} <= ${bakuToday} and ${subscriptions.endDate} > ${bakuToday}`;

/** `exists` a subscription of the user (a column or a value) covering today: one index probe. */
export const coveringSubscriptionExists = (userId: AnyPgColumn | number): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${userId} and ${coversToday})`;
