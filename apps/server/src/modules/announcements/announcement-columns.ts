import type { AnnouncementListItem, UserAdStatus } from '@emlak/contracts';
import { isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { announcements } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { ListSearch } from '../../lib/list-query';
import { organizationScope } from '../../lib/organization-scope';
import { placeSpellings } from '../geo/place-spellings';
import type { PlaceNames } from './place-name-memory';

const listingId = sql`${sql.identifier('announcements')}.${sql.identifier('id')}`;

/** The phones a listing is searched and filtered by, first phone first. */
export const listingPhones = [announcements.phone1, announcements.phone2] as const;

/**
 * The quick search of every list of listings (the market, the personal list, sold items): the
 * folded `search_text` a trigger keeps (compared bare, so that its trigram index serves it); a term
 * that looks like a phone also matches either phone, and one naming a district or station in
 * Russian or English also its Azerbaijani name, which `search_text` holds.
 */
export const listingSearch: ListSearch = {
  folded: [announcements.searchText],
  phones: listingPhones,
  alternatives: placeSpellings,
};

/**
 * Whose personal-list status a list's rows carry: the caller's id, or a placeholder for it in a
 * statement built once and run with each caller's id (user-ads.repository.ts, ownRowQuery).
 */
export type ListViewer = { userId: number | Placeholder<'userId'> };

/**
 * What every list of listings selects for a row (the market list, a user's posted listings, the
 * personal list, a listing's duplicates): one query, the caller's personal-list status by the
 * (user, listing) unique index. No N+1. The names of the city, district and metro station come
 * from the place-name memory when the row is answered (toAnnouncementListItem): as correlated
 * subqueries here they were half of a market page's planning time (docs/decisions.md "Place
 * names from memory").
 *
 * Written on `announcements` alone so that a query may select from announcements alone (the
 * planner walks an index in list order) or join it to user_ads.
 */
export const announcementListColumns = (actor: ListViewer) => ({
  id: announcements.id,
  title: announcements.title,
  price: announcements.price,
  pricePerSqm: announcements.pricePerSqm,
  cityId: announcements.cityId,
  districtId: announcements.districtId,
  metroStationId: announcements.metroStationId,
  rooms: announcements.rooms,
  stage: announcements.stage,
  stages: announcements.stages,
  area: announcements.area,
  areaMeasureUnit: announcements.areaMeasureUnit,
  addType: announcements.addType,
  propertyType: announcements.propertyType,
  ownerType: announcements.ownerType,
  phone1: announcements.phone1,
  phone2: announcements.phone2,
  owner: announcements.owner,
  color: announcements.color,
  baseUrl: announcements.baseUrl,
  organizationId: announcements.organizationId,
  createdAt: announcements.createdAt,
  isSold: announcements.isSold,
  // The listing's id qualified by hand: drizzle writes a column bare ("id") in the select list of
  // a query without joins, and inside this subquery a bare "id" would be user_ads' own.
  inMyList: sql<UserAdStatus | null>`(select ua.status from user_ads ua where ua.user_id = ${actor.userId} and ua.announcement_id = ${listingId})`,
  duplicateOf: announcements.duplicateOf,
});

export type AnnouncementListRow = SelectResultFields<ReturnType<typeof announcementListColumns>>;

/** A listing's phones as one list, the first phone first. */
const phoneList = (first: string | null, second: string | null): string[] =>
  first === null ? (second === null ? [] : [second]) : second === null ? [first] : [first, second];

/**
 * A selected row as the API answers it: place names in the request's language (`names`, from
 * place-name-memory.ts), phones as one list, dates as ISO text. Written field by field: a rest
 * pattern (`const { phone1, phone2, ...rest } = row`) copies a 28-key row through V8's slow path
 * into a dictionary object, 13 µs a row, which the serializer then reads slowly too. Without it
 * the market list's server CPU fell by 17-20 % (docs/benchmarks.md "Where a market page's server
 * time went").
 */
export const toAnnouncementListItem = (
  row: AnnouncementListRow,
  names: PlaceNames,
): AnnouncementListItem => ({
  id: row.id,
  title: row.title,
  price: row.price,
  pricePerSqm: row.pricePerSqm,
  cityId: row.cityId,
  cityName: names.city(row.cityId),
  districtId: row.districtId,
  districtName: names.district(row.districtId),
  metroStationId: row.metroStationId,
  metroStationName: names.metroStation(row.metroStationId),
  rooms: row.rooms,
  stage: row.stage,
  stages: row.stages,
  area: row.area,
  areaMeasureUnit: row.areaMeasureUnit,
  addType: row.addType,
  propertyType: row.propertyType,
  ownerType: row.ownerType,
  phones: phoneList(row.phone1, row.phone2),
  owner: row.owner,
  color: row.color,
  baseUrl: row.baseUrl,
  organizationId: row.organizationId,
  createdAt: row.createdAt.toISOString(),
  isSold: row.isSold,
  inMyList: row.inMyList,
  duplicateOf: row.duplicateOf,
});

/**
 * The listings an actor may see: public market listings (no organization) and the own
 * organization's; a SuperAdmin ('all') sees every listing. Outside it is 404, never 403.
 */
export const visibleAnnouncements = (
  actor: Pick<Actor, 'scope' | 'organizationId'>,
  // Another table's organization column (the map's cell counts) is scoped the same way.
  organizationColumn: AnyPgColumn = announcements.organizationId,
): SQL | undefined => {
  const own = organizationScope(actor, organizationColumn);
  return own && or(isNull(organizationColumn), own);
};
