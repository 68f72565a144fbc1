import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { roles } from './organizations';

/** Azerbaijan's cities and districts (rayons), with coordinates. */
export const cities = pgTable(
  'cities',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    nameEn: text().notNull(),
    nameRu: text().notNull(),
    kind: text({ enum: ['city', 'district'] }).notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    displayOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('cities_name_unique').on(sql`lower(${t.name})`)],
);

/** Parts of a city: Baku's districts and settlements, districts of Ganja and Sumgait. */
export const districts = pgTable(
  'districts',
  {
    id: serial().primaryKey(),
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text({ enum: ['district', 'settlement'] }).notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
  },
  (t) => [uniqueIndex('districts_city_name_unique').on(t.cityId, t.name)],
);

export const metroStations = pgTable(
  'metro_stations',
  {
    id: serial().primaryKey(),
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    line: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
  },
  (t) => [uniqueIndex('metro_stations_name_unique').on(t.cityId, t.name)],
);

/**
 * Orientation points agents name in listings (malls, parks, universities ...), in three languages.
 * `matchKeys` are the folded names and spellings a listing's landmark text is matched against when
 * it is placed (the placement trigger of migration 0016); the gazetteer (/geo/search) reads them too.
 */
export const landmarks = pgTable(
  'landmarks',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    nameEn: text().notNull(),
    nameRu: text().notNull(),
    matchKeys: text().array().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
  },
  (t) => [uniqueIndex('landmarks_name_unique').on(t.name)],
);

export const menus = pgTable(
  'menus',
  {
    id: serial().primaryKey(),
    /** Stable key of the screen, also the i18n key of its title in the web app. */
    name: text().notNull(),
    url: text().notNull(),
    description: text(),
    menuUrl: text(),
    status: boolean().notNull().default(true),
    displayOrder: integer().notNull().default(0),
    icon: text(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('menus_url_unique').on(t.url), index('menus_order_idx').on(t.displayOrder)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/** AZN per unit of a foreign currency, maintained by a SuperAdmin. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text({ enum: ['USD', 'EUR'] }).primaryKey(),
  rateToAzn: numeric({ precision: 12, scale: 6 }).notNull(),
  updatedAt: updatedAt(),
  updatedByUserId: integer(),
});
