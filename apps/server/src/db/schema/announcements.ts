import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt, version } from './columns';
import { organizations } from './organizations';
import { cities, districts, metroStations } from './reference';
import { users } from './users';

/**
 * A listing. Public market listings have no organization and a unique source `baseUrl`;
 * listings posted by an agent belong to the agent's organization.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    organizationId: integer().references(() => organizations.id),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    baseUrl: text(),
    title: text(),
    description: text(),
    price: money().notNull(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    districtId: integer().references(() => districts.id),
    metroStationId: integer().references(() => metroStations.id),
    address: text(),
    landmark: text(),
    owner: text(),
    /** owner: the owner posts; agency: an agency posts on the owner's behalf. */
    ownerType: text({ enum: ['owner', 'agency'] })
      .notNull()
      .default('owner'),
    phone1: text(),
    phone2: text(),
    color: text(),
    addType: text({ enum: ['rent', 'sell'] }).notNull(),
    propertyType: smallint().notNull(),
    rooms: smallint(),
    stage: smallint(),
    stages: smallint(),
    area: numeric({ precision: 12, scale: 2 }),
    areaMeasureUnit: smallint().notNull().default(1),
    hasTitleDeed: boolean(),
    isRenovated: boolean(),
    mortgage: boolean(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    isSold: boolean().notNull().default(false),
    soldAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('announcements_base_url_unique').on(t.baseUrl),
    // The market list: unsold listings newest first, narrowed by city, type and deal.
    index('announcements_unsold_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isSold}`),
    index('announcements_city_created_idx').on(t.cityId, t.createdAt.desc()),
    index('announcements_type_price_idx').on(t.propertyType, t.addType, t.price),
    index('announcements_organization_idx').on(t.organizationId, t.createdAt.desc()),
    index('announcements_creator_idx').on(t.createdByUserId, t.createdAt.desc()),
    // Owners (/owners) group by the first phone over the listings a caller may see: with the
    // organization and date in the index that is an index-only scan, no table reads.
    index('announcements_phone1_idx').on(t.phone1, t.organizationId, t.createdAt),
    index('announcements_phone2_idx').on(t.phone2),
    // An owner's name in the owners' search: the phones whose listings name them (folded trigrams).
    index('announcements_owner_trgm_idx').using('gin', sql`emlak_fold(${t.owner}) gin_trgm_ops`),
    index('announcements_geo_idx').on(t.latitude, t.longitude),
    check('announcements_property_type_check', sql`${t.propertyType} between 1 and 6`),
    check('announcements_area_unit_check', sql`${t.areaMeasureUnit} between 1 and 5`),
    check('announcements_price_check', sql`${t.price} >= 0`),
  ],
);

/** An agent's personal work list ("usersads"): added, worked on, sold. */
export const userAds = pgTable(
  'user_ads',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    announcementId: bigint({ mode: 'number' })
      .notNull()
      .references(() => announcements.id),
    status: text({ enum: ['added', 'work', 'sold'] })
      .notNull()
      .default('added'),
    addedAt: createdAt(),
    workedAt: timestamp({ withTimezone: true }),
    soldAt: timestamp({ withTimezone: true }),
    soldDate: date(),
    soldPrice: money(),
    amountOfSeller: money(),
    amountOfBuyer: money(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('user_ads_user_announcement_unique').on(t.userId, t.announcementId),
    // An announcement can be sold once, even when two sales arrive at the same moment.
    uniqueIndex('user_ads_sold_once_unique')
      .on(t.announcementId)
      .where(sql`${t.status} = 'sold'`),
    index('user_ads_user_idx').on(t.userId, t.addedAt.desc()),
    index('user_ads_organization_sold_idx').on(t.organizationId, t.soldDate),
    check(
      'user_ads_amounts_check',
      sql`coalesce(${t.amountOfSeller}, 0) >= 0 and coalesce(${t.amountOfBuyer}, 0) >= 0`,
    ),
  ],
);
