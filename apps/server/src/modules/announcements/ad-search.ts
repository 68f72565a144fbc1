import {
  AD_TYPES,
  OWNER_TYPES,
  TOTAL_COUNT_CAP,
  type AnnouncementListItem,
  type ListFilter,
  type ListQuery,
  type Page,
} from '@emlak/contracts';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { consumeSearch, type Metered } from '../request-limits/request-meter';
import { compileListQuery, defineListResource, runListQuery } from '../../lib/list-query';
import { phoneConditions, renumberFilterErrors, wholeNumberParts } from '../../lib/phone-filter';
import {
  announcementListColumns,
  listingPhones,
  listingSearch,
  toAnnouncementListItem,
  visibleAnnouncements,
} from './announcement-columns';
import { isRoomSetFilter, roomSetConditions } from './room-sets';
import type { CountCache } from '../../lib/count-cache';
import type { PageAnchors } from '../../lib/page-anchors';
import type { PlaceNameMemory } from './place-name-memory';

/**
 * What the market list filters and sorts on (docs/announcements.md). `phone` is taken out
 * before the engine sees it and matches either phone in any written form (lib/phone-filter.ts).
 * The floor fields are yes/no questions about a listing: a listing whose floor (or building
 * height) is not known is neither, so Equal true and Equal false both leave it out and NotEqual
 * keeps it (docs/decisions.md "Announcements").
 */
export const announcementList = defineListResource({
  fields: {
    id: { column: announcements.id, type: 'number' },
    price: { column: announcements.price, type: 'number', sortable: true },
    pricePerSqm: { column: announcements.pricePerSqm, type: 'number', sortable: true },
    cityId: { column: announcements.cityId, type: 'number' },
    districtId: { column: announcements.districtId, type: 'number' },
    metroStationId: { column: announcements.metroStationId, type: 'number' },
    propertyType: { column: announcements.propertyType, type: 'number' },
    addType: { column: announcements.addType, type: 'enum', values: AD_TYPES },
    // inOrderIndex: announcements_unsold_created_idx carries them (migration 0029).
    rooms: { column: announcements.rooms, type: 'number', sortable: true, inOrderIndex: true },
    stage: { column: announcements.stage, type: 'number', sortable: true },
    stages: { column: announcements.stages, type: 'number' },
    area: { column: announcements.area, type: 'number', sortable: true, inOrderIndex: true },
    areaMeasureUnit: { column: announcements.areaMeasureUnit, type: 'number' },
    ownerType: { column: announcements.ownerType, type: 'enum', values: OWNER_TYPES },
    hasTitleDeed: { column: announcements.hasTitleDeed, type: 'boolean' },
    isRenovated: { column: announcements.isRenovated, type: 'boolean' },
    mortgage: { column: announcements.mortgage, type: 'boolean' },
    isSold: { column: announcements.isSold, type: 'boolean' },
    // Served by the (created_at desc, id desc) indexes, the market list's default order.
    createdAt: { column: announcements.createdAt, type: 'date', sortable: true, descendingIndex: true },
    organizationId: { column: announcements.organizationId, type: 'number' },
    duplicateOf: { column: announcements.duplicateOf, type: 'number' },
    notFirstFloor: { column: sql`${announcements.stage} > 1`, type: 'boolean' },
    notLastFloor: { column: sql`${announcements.stage} < ${announcements.stages}`, type: 'boolean' },
    topFloor: { column: sql`${announcements.stage} = ${announcements.stages}`, type: 'boolean' },
  },
  search: listingSearch,
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
  tieBreaker: announcements.id,
});

/** The `phone` filter field, matched outside the engine. */
const PHONE_FIELD = 'phone';

/** Which listings a search looks at (searchScope). */
export type ScopeOptions = {
  /** Sold listings too (/ad/all/table, the caller's own listings). */
  includeSold: boolean;
  /** Only the listings the caller posted (/ad/users/table). */
  postedByCaller?: boolean;
  /** Leave probable duplicates out (the table body's `hideDuplicates`). */
  hideDuplicates?: boolean;
};

export type SearchOptions = ScopeOptions & {
  /** The service's memory of counts that reached the cap (lib/count-cache.ts). */
  countCache?: CountCache;
  /** The service's memory of where recent deep pages began and ended (lib/page-anchors.ts). */
  anchors?: PageAnchors;
  /** The names of the rows' cities, districts and metro stations. */
  placeNames: PlaceNameMemory;
};

/**
 * Which listings a search looks at before any filter: those the caller may see, unsold unless
 * asked, without probable duplicates when asked. `not announcements.is_sold` is written exactly as
 * the partial indexes' predicate so that the planner matches them.
 */
const searchScope = (actor: Actor, options: ScopeOptions): SQL | undefined =>
  and(
    visibleAnnouncements(actor),
    options.includeSold ? undefined : sql`not ${announcements.isSold}`,
    options.hideDuplicates ? isNull(announcements.duplicateOf) : undefined,
    options.postedByCaller ? eq(announcements.createdByUserId, actor.userId) : undefined,
  );

type SearchQuery = Pick<ListQuery, 'filters' | 'sortOptions'>;

/**
 * A list with sold listings is the sum of two disjoint parts, the unsold listings and the sold
 * ones, each read through partial indexes of its own: the market's (`not is_sold`) and migration
 * 0036's newest-first index of sold listings (`is_sold`, written as its predicate). Read as one,
 * such a list has no index for most orders and filters and reads the whole table
 * (docs/decisions.md "Lists with sold listings are read in two parts"). A phone search keeps its
 * own parts: each phone has an index over every listing, and the sold part of a phone is better
 * read there than by crossing it with the sold listings' index. So does a search that filters on
 * isSold itself.
 */
const SOLD_PARTS = [sql`not ${announcements.isSold}`, sql`${announcements.isSold}`];

const withSoldParts = (
  anyOf: SQL[] | undefined,
  query: SearchQuery,
  options: ScopeOptions,
): SQL[] | undefined =>
  // A client's own isSold filter already picks one part: split, the other part would walk its
  // whole partial index to find that nothing there meets both `is_sold` and `not is_sold`.
  options.includeSold && !anyOf && !query.filters.some((filter) => filter.field === 'isSold')
    ? SOLD_PARTS
    : anyOf;

/**
 * The filters the engine does not handle, taken out of the query as conditions: `phone` (either
 * phone, any written form) and a `rooms` set ('1,3,5+', see room-sets.ts). `indexes` maps the
 * rest's positions back to the client's, for renumberFilterErrors. A lone phone filter naming a
 * whole number comes out as `anyOf` instead, one part per phone column: an agency's number has
 * a thousand listings, and the OR of the two phones read every one of them to find the newest 20
 * and counted them from the table (docs/decisions.md "A phone search reads each phone's index in
 * order").
 */
const takeListingFilters = <Q extends SearchQuery>(query: Q) => {
  const phones: { filter: ListFilter; index: number }[] = [];
  const roomSets: { filter: ListFilter; index: number }[] = [];
  const kept: { filter: ListFilter; index: number }[] = [];
  query.filters.forEach((filter, index) => {
    const bucket = filter.field === PHONE_FIELD ? phones : isRoomSetFilter(filter) ? roomSets : kept;
    bucket.push({ filter, index });
  });
  // Both throw one 400 naming every bad filter; the phone errors first, as before.
  const phoneMatches = phoneConditions(phones, listingPhones);
  const roomMatches = roomSetConditions(roomSets);
  const anyOf = phones.length === 1 ? wholeNumberParts(listingPhones, phones[0]!.filter) : undefined;
  return {
    query: { ...query, filters: kept.map((entry) => entry.filter) },
    conditions: [...(anyOf ? [] : phoneMatches), ...roomMatches],
    anyOf,
    /** Room sets filter on a column the newest-first index holds, as `rooms` itself does. */
    roomSets: roomSets.length > 0,
    indexes: kept.map((entry) => entry.index),
  };
};

/**
 * The complete WHERE of a search (scope, phone filters and the engine's filters), or a 400 naming
 * each bad filter at its position in `query`. Saved searches count their new listings with it.
 */
export const compileAnnouncementSearch = async (
  actor: Actor,
  query: SearchQuery,
  options: ScopeOptions,
): Promise<SQL | undefined> => {
  const { query: rest, conditions, anyOf, indexes } = takeListingFilters(query);
  const { where } = await renumberFilterErrors(indexes, async () => compileListQuery(announcementList, rest));
  return and(searchScope(actor, options), ...conditions, anyOf && or(...anyOf), where);
};

/**
 * Every market search (POST /ad/table, /ad/all/table, /ad/users/table and the map later) goes
 * through here, paged and counted like any list, one query for the rows (names and the caller's
 * personal-list status included) and one for the capped count.
 *
 * A market search by a User consumes one query of the plan's request limit (billing decision 5,
 * docs/domain.md "Subscriptions, request limits, grace period"); the caller's own listings
 * (`postedByCaller`) are not a market search and are free. The filters are checked first, so a
 * 400 costs nothing; past the limit the search is not run (429 `plan_limit_reached`). The map
 * search (/ad/map), when it comes, is metered the same way: through here, or `consumeSearch`
 * before its query, and its route answers with `sendMetered` for the headers.
 */
export const searchAnnouncements = async (
  db: Executor,
  actor: Actor,
  query: ListQuery,
  options: SearchOptions,
): Promise<Metered<Page<AnnouncementListItem>>> => {
  const { query: rest, conditions, anyOf, roomSets, indexes } = takeListingFilters(query);
  await renumberFilterErrors(indexes, async () => compileListQuery(announcementList, rest));
  const meter = options.postedByCaller ? null : await consumeSearch(db, actor);
  const [page, names] = await options.placeNames.alongside(
    renumberFilterErrors(indexes, () =>
      runListQuery(db, {
        resource: announcementList,
        query: rest,
        language: actor.language,
        scope: and(searchScope(actor, options), ...conditions),
        anyOf: withSoldParts(anyOf, rest, options),
        scopeInOrderIndex: roomSets,
        columns: announcementListColumns(actor),
        from: (fields) => db.select(fields).from(announcements).$dynamic(),
        countCache: options.countCache,
        anchors: options.anchors,
      }),
    ),
    actor.language,
  );
  return { result: { ...page, items: page.items.map((row) => toAnnouncementListItem(row, names)) }, meter };
};

/**
 * How many listings match each condition, each counted up to TOTAL_COUNT_CAP + 1 (the list
 * totals' cap), in one round trip: saved searches' "new since last opened" badges.
 */
export const countMatching = async (
  db: Executor,
  conditions: readonly (SQL | undefined)[],
): Promise<{ count: number; capped: boolean }[]> => {
  if (conditions.length === 0) return [];
  const counts = conditions.map(
    (where) =>
      sql`(select count(*)::int from (select 1 from ${announcements} where ${where ?? sql`true`} limit ${TOTAL_COUNT_CAP + 1}) as matching)`,
  );
  const result = await db.execute<Record<string, number>>(
    sql`select ${sql.join(
      counts.map((count, index) => sql`${count} as ${sql.identifier(`c${index}`)}`),
      sql`, `,
    )}`,
  );
  const row = result.rows[0] ?? {};
  return conditions.map((_, index) => {
    const counted = Number(row[`c${index}`] ?? 0);
    return { count: Math.min(counted, TOTAL_COUNT_CAP), capped: counted > TOTAL_COUNT_CAP };
  });
};
