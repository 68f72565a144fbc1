import {
  AD_TYPES,
  MAX_LIST_OFFSET,
  OWNER_TYPES,
  PROPERTY_TYPES,
  SEARCH_FIELD,
  type AnnouncementTableQuery,
  type ListFilter,
  type ListSort,
  type SavedSearchQuery,
} from '@emlak/contracts';
import {
  DEFAULT_SORT,
  emptySearch,
  FEATURE_FILTER_FIELDS,
  FEATURE_FLAGS,
  FLOOR_FILTER_FIELDS,
  FLOOR_OPTIONS,
  ROOM_CHIPS,
  SORT_FIELDS,
  type AnnouncementSearch,
  type RoomChip,
  type SearchSort,
} from './announcement-search';
import { roomChipsOf, roomSetText, ROOMS_FIELD } from './rooms-set';
import { parseSearch, searchToParams } from './search-address';

/**
 * The search as POST /ad/table reads it, and back: the filter names and operators of
 * docs/announcements.md. The engine ANDs every filter, so a range is a `>=` and a `<=` on one field;
 * the rooms chips are one filter naming their set (rooms-set.ts).
 */

const filter = (field: string, operator: ListFilter['operator'], value: ListFilter['value']): ListFilter => ({
  field,
  operator,
  value,
});

/** The filters of a search, in a fixed order. */
export const searchFilters = (search: AnnouncementSearch): ListFilter[] => {
  const filters: ListFilter[] = [];
  const equal = (field: string, value: string | number | null) => {
    if (value !== null) filters.push(filter(field, 'Equal', value));
  };
  const range = (field: string, min: number | null, max: number | null) => {
    if (min !== null) filters.push(filter(field, 'GreaterThanOrEqual', min));
    if (max !== null) filters.push(filter(field, 'LessThanOrEqual', max));
  };
  equal('addType', search.deal);
  equal('propertyType', search.propertyType);
  equal('cityId', search.city);
  equal('districtId', search.district);
  equal('metroStationId', search.metro);
  range('price', search.priceMin, search.priceMax);
  range('area', search.areaMin, search.areaMax);
  if (search.rooms.length > 0) filters.push(filter(ROOMS_FIELD, 'Equal', roomSetText(search.rooms)));
  for (const option of search.floor) filters.push(filter(FLOOR_FILTER_FIELDS[option], 'Equal', true));
  for (const flag of search.features) filters.push(filter(FEATURE_FILTER_FIELDS[flag], 'Equal', true));
  equal('ownerType', search.postedBy);
  if (search.q) filters.push(filter(SEARCH_FIELD, 'Contains', search.q));
  return filters;
};

export const searchSortOptions = (search: AnnouncementSearch): ListSort[] => [{ ...search.sort }];

/** What a saved search keeps: the body without its paging. */
export const searchToSavedQuery = (search: AnnouncementSearch): SavedSearchQuery => ({
  filters: searchFilters(search),
  sortOptions: searchSortOptions(search),
  hideDuplicates: search.hideDuplicates,
});

/** The deepest page (from 0) a page size may ask for: deeper ones the server refuses. */
export const lastServedPage = (pageSize: number) => Math.floor(MAX_LIST_OFFSET / pageSize);

/** The table body of a search at a page size. */
export const searchToTableQuery = (search: AnnouncementSearch, pageSize: number): AnnouncementTableQuery => ({
  page: Math.min(search.page, lastServedPage(pageSize)),
  pageSize,
  ...searchToSavedQuery(search),
});

const isNumber = (value: ListFilter['value']): value is number => typeof value === 'number';
const isId = (value: ListFilter['value']): value is number =>
  isNumber(value) && Number.isInteger(value) && value >= 1;
const isAmount = (value: ListFilter['value']): value is number => isNumber(value) && value >= 0;

/**
 * The search a body describes: the reverse of searchFilters, for a saved search (kept by the
 * server as a body) opened again. Filters it does not know are left out.
 */
export const queryToSearch = (
  query: Pick<SavedSearchQuery, 'filters' | 'sortOptions'> & {
    hideDuplicates?: boolean;
  },
): AnnouncementSearch => {
  const search: AnnouncementSearch = { ...emptySearch, floor: [], features: [] };
  // A body's filters are ANDed: the chips are those every rooms filter in it leaves.
  let rooms: readonly RoomChip[] | null = null;
  const floors = new Set<string>();
  const features = new Set<string>();
  for (const queryFilter of query.filters) {
    const { field, operator, value } = queryFilter;
    const key = `${field} ${operator}`;
    const roomChips = roomChipsOf(queryFilter);
    if (key === 'addType Equal') search.deal = AD_TYPES.find((type) => type === value) ?? search.deal;
    else if (key === 'propertyType Equal')
      search.propertyType = PROPERTY_TYPES.find((type) => type === value) ?? search.propertyType;
    else if (key === 'cityId Equal' && isId(value)) search.city = value;
    else if (key === 'districtId Equal' && isId(value)) search.district = value;
    else if (key === 'metroStationId Equal' && isId(value)) search.metro = value;
    else if (key === 'price GreaterThanOrEqual' && isAmount(value)) search.priceMin = value;
    else if (key === 'price LessThanOrEqual' && isAmount(value)) search.priceMax = value;
    else if (key === 'area GreaterThanOrEqual' && isAmount(value)) search.areaMin = value;
    else if (key === 'area LessThanOrEqual' && isAmount(value)) search.areaMax = value;
    else if (roomChips) rooms = (rooms ?? ROOM_CHIPS).filter((chip) => roomChips.includes(chip));
    else if (key === 'ownerType Equal')
      search.postedBy = OWNER_TYPES.find((type) => type === value) ?? search.postedBy;
    else if (key === `${SEARCH_FIELD} Contains` && typeof value === 'string') search.q = value.trim();
    else if (operator === 'Equal' && value === true) {
      floors.add(field);
      features.add(field);
    }
  }
  search.floor = FLOOR_OPTIONS.filter((option) => floors.has(FLOOR_FILTER_FIELDS[option]));
  search.features = FEATURE_FLAGS.filter((flag) => features.has(FEATURE_FILTER_FIELDS[flag]));
  search.rooms = [...(rooms ?? [])];
  const [sort] = query.sortOptions;
  const field = SORT_FIELDS.find((name) => name === sort?.field);
  search.sort = field && sort ? ({ field, direction: sort.direction } satisfies SearchSort) : DEFAULT_SORT;
  search.hideDuplicates = query.hideDuplicates ?? false;
  // Through the address and back: whatever the address could not hold is dropped here too.
  return parseSearch(searchToParams(search));
};
