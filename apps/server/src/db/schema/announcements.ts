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
  jsonb,
  numeric,
  type AnyPgColumn,
  pgTable,
  serial,
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
    /**
     * How the point was found: 'exact' when the writer gave coordinates, else the listing's landmark,
     * metro station, district or city. Set at write time by a trigger (migration 0016), never null
     * after a write (docs/decisions.md "Map and geocoding").
     */
    geoPrecision: text({ enum: ['exact', 'landmark', 'metro', 'district', 'city'] }),
    isSold: boolean().notNull().default(false),
    soldAt: timestamp({ withTimezone: true }),
    /**
     * The oldest listing this one probably repeats (same phone, type, deal, rooms and city; area
     * within 3 %, price within 10 %): set at write time by a trigger (migration 0007), never per query.
     */
    duplicateOf: bigint({ mode: 'number' }).references((): AnyPgColumn => announcements.id, {
      onDelete: 'set null',
    }),
    /**
     * The quick search's haystack, folded (emlak_fold): title, address, landmark, owner, the city,
     * district and metro names and the description. Kept by a trigger (migration 0007), so every
     * writer (posting, import, the generator) gets it; one trigram index serves `text` Contains.
     */
    searchText: text(),
    /** AZN per square metre, whatever unit the area is written in; null without an area. */
    pricePerSqm: numeric({ precision: 14, scale: 2 }).generatedAlwaysAs(
      sql`case when area > 0 then round(price / (area * case area_measure_unit when 1 then 1 when 2 then 100 when 3 then 10000 when 4 then 0.09290304 when 5 then 4046.8564224 end), 2) end`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('announcements_base_url_unique').on(t.baseUrl),
    // The market list: unsold listings newest first. The columns after the order are what every
    // search's scope and the floor, room and area filters read (visibility, duplicates, floors,
    // rooms, area), so that the capped count, a deep page's ids and a first page filtered on them
    // come from the index alone (docs/decisions.md "Announcements", migration 0029).
    index('announcements_unsold_created_idx')
      .on(
        t.createdAt.desc(),
        t.id.desc(),
        t.organizationId,
        t.duplicateOf,
        t.stage,
        t.stages,
        t.rooms,
        t.area,
      )
      .where(sql`not ${t.isSold}`),
    // The same order over sold listings, the other part of a list that includes them
    // (/ad/all/table, ad-search.ts), with the organization for the caller's scope (migration 0036).
    index('announcements_sold_created_idx')
      .on(t.createdAt.desc(), t.id.desc(), t.organizationId)
      .where(sql`${t.isSold}`),
    index('announcements_city_created_idx').on(t.cityId, t.createdAt.desc()),
    // Type, deal and a price range (the portals' first three choices), with the city and the
    // organization carried along: the count of such a search reads the index alone.
    index('announcements_unsold_type_price_idx')
      .on(t.propertyType, t.addType, t.price, t.cityId, t.organizationId)
      .where(sql`not ${t.isSold}`),
    index('announcements_organization_idx').on(t.organizationId, t.createdAt.desc()),
    index('announcements_creator_idx').on(t.createdByUserId, t.createdAt.desc()),
    // Owners (/owners) group by the first phone over the listings a caller may see: with the
    // organization and date in the index that is an index-only scan, no table reads.
    index('announcements_phone1_idx').on(t.phone1, t.organizationId, t.createdAt),
    index('announcements_phone2_idx').on(t.phone2),
    // A market search by one phone number: each phone's unsold listings newest first, one part of
    // the search each (ad-search.ts). Migration 0028 adds INCLUDE (organization_id), and for the
    // second phone the first too, which drizzle's builder cannot declare: each part's count reads
    // the index alone.
    index('announcements_unsold_phone1_created_idx')
      .on(t.phone1, t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isSold}`),
    index('announcements_unsold_phone2_created_idx')
      .on(t.phone2, t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isSold} and ${t.phone2} is not null`),
    // The map (POST /ad/map): unsold listings' points in an R-tree (the built-in GiST point opclass,
    // no extension), searched by the visible box or the circle's bounding box. Migration 0018
    // rebuilt it with INCLUDE (latitude, longitude, organization_id, duplicate_of), which drizzle's
    // builder cannot declare, so that an unfiltered map read is an index-only scan.
    index('announcements_unsold_point_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`not ${t.isSold} and ${t.latitude} is not null and ${t.longitude} is not null`),
    // The market list's `text` search over the folded haystack.
    index('announcements_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The market list's sorts and narrowing filters over unsold listings (each with the id, so
    // that a page's order is total and the index serves ORDER BY ... LIMIT directly).
    index('announcements_unsold_price_idx')
      .on(t.price, t.id)
      .where(sql`not ${t.isSold}`),
    index('announcements_unsold_price_per_sqm_idx')
      .on(t.pricePerSqm, t.id)
      .where(sql`not ${t.isSold}`),
    index('announcements_unsold_area_idx')
      .on(t.area, t.id)
      .where(sql`not ${t.isSold}`),
    index('announcements_unsold_rooms_idx')
      .on(t.rooms, t.id)
      .where(sql`not ${t.isSold}`),
    // Rooms and an area range, the flat search: its count reads the index alone.
    index('announcements_unsold_rooms_area_idx')
      .on(t.rooms, t.area, t.organizationId)
      .where(sql`not ${t.isSold}`),
    index('announcements_unsold_stage_idx')
      .on(t.stage, t.id)
      .where(sql`not ${t.isSold}`),
    index('announcements_unsold_city_type_idx')
      .on(t.cityId, t.addType, t.propertyType, t.createdAt.desc())
      .where(sql`not ${t.isSold}`),
    // Listings near a metro station, newest first, with the organization for the capped count.
    index('announcements_unsold_metro_created_idx')
      .on(t.metroStationId, t.createdAt.desc(), t.id.desc(), t.organizationId)
      .where(sql`not ${t.isSold} and ${t.metroStationId} is not null`),
    index('announcements_duplicate_of_idx').on(t.duplicateOf),
    // Near-duplicates (the duplicate_of trigger of migration 0007, and the generator's bulk pass):
    // the same phone, type, deal and city walked oldest first; rooms, unit, area, price and
    // organization come after, so that candidates are judged without reading the table.
    index('announcements_dedupe_idx').on(
      t.phone1,
      t.propertyType,
      t.addType,
      t.cityId,
      t.createdAt,
      t.id,
      t.rooms,
      t.areaMeasureUnit,
      t.area,
      t.price,
      t.organizationId,
    ),
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

/** A user's saved market search: its filter, and when it was last opened (for "new since"). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The table body of POST /ad/table without paging: filters, sortOptions, hideDuplicates. */
    query: jsonb().notNull(),
    lastOpenedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_name_unique').on(t.userId, sql`lower(${t.name})`),
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
