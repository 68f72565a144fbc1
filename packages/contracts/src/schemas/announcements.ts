import { z } from 'zod';
import { listQueryFields, withinListOffset } from '../list-query';
import { dateInputSchema, text } from './primitives';
import { GEO_PRECISIONS } from './geo';

/**
 * Announcements (listings), the personal list (`usersads`), sold items, saved searches, exchange
 * rates and the import report (docs/spec.md "Announcement", docs/domain.md "Announcements").
 * Amounts are AZN; in responses they are exact decimal strings, in requests numbers with at most
 * two decimals.
 */

/** propertyType: 1 Apartment, 2 House, 3 Office, 4 Garage, 5 Land, 6 Commercial. */
export const PROPERTY_TYPES = [1, 2, 3, 4, 5, 6] as const;
/** areaMeasureUnit: 1 m², 2 sot, 3 hektar, 4 ft², 5 acre. */
export const AREA_MEASURE_UNITS = [1, 2, 3, 4, 5] as const;
/** Square metres in one of each areaMeasureUnit (pricePerSqm divides by the area in m²). */
export const SQUARE_METRES_PER_UNIT: Record<number, number> = {
  1: 1,
  2: 100,
  3: 10_000,
  4: 0.09290304,
  5: 4046.8564224,
};
export const AD_TYPES = ['rent', 'sell'] as const;
export type AdType = (typeof AD_TYPES)[number];
export const OWNER_TYPES = ['owner', 'agency'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];
/** A listing's place in a user's personal list. */
export const USER_AD_STATUSES = ['added', 'work', 'sold'] as const;
export type UserAdStatus = (typeof USER_AD_STATUSES)[number];

export const AD_PRICE_MAX = 10_000_000_000;
export const AD_AREA_MAX = 100_000_000;
export const AD_ROOMS_MAX = 50;
export const AD_STAGES_MAX = 200;
export const AD_TITLE_MAX = 200;
export const AD_DESCRIPTION_MAX = 5_000;
export const AD_ADDRESS_MAX = 300;
export const AD_LANDMARK_MAX = 200;
export const AD_OWNER_MAX = 150;
export const AD_BASE_URL_MAX = 2_000;
/** Seller and buyer commission bounds (docs/domain.md "Announcements"). */
export const COMMISSION_MAX = 1_000_000_000;
export const SAVED_SEARCH_NAME_MAX = 100;
export const SAVED_SEARCHES_PER_USER = 50;
/** Near-duplicates (docs/decisions.md "Announcements"): area within 3 %, price within 10 %. */
export const DUPLICATE_AREA_TOLERANCE = 0.03;
export const DUPLICATE_PRICE_TOLERANCE = 0.1;

/** True when a number has at most two decimals (money, areas): 12.345 is refused. */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** An amount in AZN with at most two decimals, between `min` and `max`. */
export const moneyInput = (max: number, min = 0) =>
  z.number().finite().min(min).max(max).refine(hasAtMostTwoDecimals, { message: 'validation.twoDecimals' });

/** A row of the market list: everything a list row or card shows, in one query. */
export const announcementListItemSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  /** AZN, exact, 2 decimals. */
  price: z.string(),
  pricePerSqm: z.string().nullable(),
  cityId: z.number().int(),
  /** In the request language. */
  cityName: z.string(),
  districtId: z.number().int().nullable(),
  districtName: z.string().nullable(),
  metroStationId: z.number().int().nullable(),
  metroStationName: z.string().nullable(),
  rooms: z.number().int().nullable(),
  stage: z.number().int().nullable(),
  stages: z.number().int().nullable(),
  area: z.string().nullable(),
  areaMeasureUnit: z.number().int(),
  addType: z.enum(AD_TYPES),
  propertyType: z.number().int(),
  ownerType: z.enum(OWNER_TYPES),
  /** E.164, the first phone first. */
  phones: z.array(z.string()),
  owner: z.string().nullable(),
  color: z.string().nullable(),
  baseUrl: z.string().nullable(),
  /** Null for a public market listing. */
  organizationId: z.number().int().nullable(),
  createdAt: z.string(),
  isSold: z.boolean(),
  /** The caller's personal-list status of this listing, or null when it is not in the list. */
  inMyList: z.enum(USER_AD_STATUSES).nullable(),
  /** The oldest listing this one probably repeats, or null. */
  duplicateOf: z.number().int().nullable(),
});
export type AnnouncementListItem = z.infer<typeof announcementListItemSchema>;

/** One listing with every field (GET /ad/{id} and the answers of POST and PUT). */
export const announcementSchema = announcementListItemSchema.extend({
  description: z.string().nullable(),
  address: z.string().nullable(),
  landmark: z.string().nullable(),
  phone1: z.string().nullable(),
  phone2: z.string().nullable(),
  hasTitleDeed: z.boolean().nullable(),
  isRenovated: z.boolean().nullable(),
  mortgage: z.boolean().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** How the point was found: 'exact' when given, else placed by landmark, metro, district or city. */
  geoPrecision: z.enum(GEO_PRECISIONS).nullable().optional(),
  organizationName: z.string().nullable(),
  createdByUserId: z.number().int().nullable(),
  soldAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
  /** Whether the caller may edit and delete it (docs/domain.md "Permission matrix"). */
  editable: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/**
 * The market list's body: a table body, plus `hideDuplicates` to leave probable duplicates out.
 * Filter names are in docs/announcements.md "Market search".
 */
export const announcementTableQuerySchema = z
  .strictObject({ ...listQueryFields, hideDuplicates: z.boolean().default(false) })
  .check(withinListOffset);
export type AnnouncementTableQuery = z.infer<typeof announcementTableQuerySchema>;
export type AnnouncementTableQueryInput = z.input<typeof announcementTableQuerySchema>;

/** The place's name in the other two languages, so that a picker finds it typed in any of them. */
const placeAliasesSchema = z.array(z.string());
/** A city's districts and metro stations for the pickers (GET /cities/{id}/places), in one language. */
export const cityPlacesSchema = z.object({
  districts: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      aliases: placeAliasesSchema,
      kind: z.enum(['district', 'settlement']),
    }),
  ),
  metroStations: z.array(
    z.object({ id: z.number().int(), name: z.string(), aliases: placeAliasesSchema, line: z.string() }),
  ),
});
export type CityPlaces = z.infer<typeof cityPlacesSchema>;

// --- Personal list (usersads) -------------------------------------------------------------------

export const addUserAdSchema = z.strictObject({ adId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export type AddUserAdInput = z.infer<typeof addUserAdSchema>;

/** A personal-list row: the list's own fields and the listing as the market list shows it. */
export const userAdSchema = z.object({
  id: z.number().int(),
  adId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  status: z.enum(USER_AD_STATUSES),
  addedAt: z.string(),
  workedAt: z.string().nullable(),
  soldAt: z.string().nullable(),
  soldDate: z.string().nullable(),
  soldPrice: z.string().nullable(),
  amountOfSeller: z.string().nullable(),
  amountOfBuyer: z.string().nullable(),
  version: z.number().int(),
  announcement: announcementListItemSchema,
});
export type UserAd = z.infer<typeof userAdSchema>;

/** How many of the caller's list rows are in each status (the tabs of My list). */
export const userAdCountsSchema = z.object({
  added: z.number().int(),
  work: z.number().int(),
  sold: z.number().int(),
});
export type UserAdCounts = z.infer<typeof userAdCountsSchema>;

export const userAdIdSchema = z.strictObject({ id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/**
 * Selling a listing from the personal list. The sold price defaults to the asking price and the
 * date to today in Baku; a date after today (Baku) is refused.
 */
export const sellUserAdSchema = z.strictObject({
  id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  amountOfSeller: moneyInput(COMMISSION_MAX),
  amountOfBuyer: moneyInput(COMMISSION_MAX),
  soldPrice: moneyInput(AD_PRICE_MAX).optional(),
  soldDate: dateInputSchema
    .refine((value) => value.length === 10, { message: 'validation.invalidDate' })
    .optional(),
});
export type SellUserAdInput = z.infer<typeof sellUserAdSchema>;

/** A sold item (docs/spec.md "Sold item"); `price` is the price it was sold for. */
export const soldItemSchema = z.object({
  id: z.number().int(),
  adId: z.number().int(),
  title: z.string().nullable(),
  color: z.string().nullable(),
  city: z.string(),
  owner: z.string().nullable(),
  price: z.string(),
  askingPrice: z.string(),
  soldDate: z.string(),
  baseUrl: z.string().nullable(),
  isSold: z.boolean(),
  amountOfSeller: z.string(),
  amountOfBuyer: z.string(),
  userId: z.number().int(),
  userName: z.string(),
});
export type SoldItem = z.infer<typeof soldItemSchema>;

/** Totals over the whole filter, not the page. */
export const soldTotalsSchema = z.object({
  count: z.number().int(),
  price: z.string(),
  amountOfSeller: z.string(),
  amountOfBuyer: z.string(),
});
export type SoldTotals = z.infer<typeof soldTotalsSchema>;

// --- Saved searches -----------------------------------------------------------------------------

/** What a saved search keeps: the market list's body without its paging. */
export const savedSearchQuerySchema = z.strictObject({
  filters: listQueryFields.filters,
  sortOptions: listQueryFields.sortOptions,
  hideDuplicates: z.boolean().default(false),
});
export type SavedSearchQuery = z.infer<typeof savedSearchQuerySchema>;

export const createSavedSearchSchema = z.strictObject({
  name: text().trim().min(1).max(SAVED_SEARCH_NAME_MAX),
  query: savedSearchQuerySchema,
});
export type CreateSavedSearchInput = z.infer<typeof createSavedSearchSchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: savedSearchQuerySchema,
  /** Listings matching the search created since it was last opened (capped like a list total). */
  newCount: z.number().int(),
  newCountCapped: z.boolean(),
  lastOpenedAt: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

// --- Exchange rates -----------------------------------------------------------------------------

export const CURRENCIES = ['USD', 'EUR'] as const;
export const exchangeRateSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** AZN per one unit, as a decimal string. */
  rateToAzn: z.string(),
  updatedAt: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const updateExchangeRatesSchema = z.strictObject({
  rates: z
    .array(
      z.strictObject({
        currency: z.enum(CURRENCIES),
        rateToAzn: z.number().finite().min(0.000001).max(1_000_000),
      }),
    )
    .min(1)
    .max(CURRENCIES.length),
});
export type UpdateExchangeRatesInput = z.infer<typeof updateExchangeRatesSchema>;

// --- Import -------------------------------------------------------------------------------------

/** The per-row errors an import answer lists at most; the counts still cover every row. */
export const IMPORT_ERRORS_SHOWN = 1_000;

export const importReportSchema = z.object({
  processed: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  /** Row numbers count data rows from 1 (a CSV's header is not a row). */
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
  errorsTruncated: z.boolean(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
