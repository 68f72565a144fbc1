import {
  AD_AREA_MAX,
  AD_PRICE_MAX,
  AD_TYPES,
  MAX_ID,
  OWNER_TYPES,
  PROPERTY_TYPES,
  stripControlCharacters,
  type AdType,
  type OwnerType,
} from '@emlak/contracts';
import {
  DEFAULT_SORT,
  FEATURE_FLAGS,
  FLOOR_OPTIONS,
  ROOM_CHIPS,
  SORT_FIELDS,
  sameSort,
  type AnnouncementSearch,
  type FeatureFlag,
  type FloorOption,
  type RoomChip,
  type SearchSort,
} from './announcement-search';

/**
 * The search in the address bar, so that it can be bookmarked and shared and back and forward
 * walk through it: `?deal=sell&type=1&city=1&district=5&metro=3&rooms=2,3&priceMin=50000&
 * priceMax=150000&areaMin=40&areaMax=90&floor=notFirst,notLast&deed=1&renovated=1&mortgage=1&
 * postedBy=owner&hideDuplicates=1&q=nerimanov&sort=price-asc&page=2` (docs/decisions.md).
 * A hand-edited value that means nothing is left out, never an error: the screen shows the rest.
 */

/** The longest text the list engine takes as a filter value. */
export const SEARCH_TEXT_MAX = 200;

/** The drawer's listing: `&ad=123`, beside the search rather than part of it. */
export const AD_PARAM = 'ad';

const POSITIVE_INTEGER = /^[1-9]\d{0,9}$/;
/** A plain amount as the address writes it: digits, at most two decimals after a dot. */
const PLAIN_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

const idOf = (text: string | null): number | null => {
  if (text === null || !POSITIVE_INTEGER.test(text)) return null;
  const value = Number(text);
  return value <= MAX_ID ? value : null;
};

const amountOf = (text: string | null, max: number): number | null => {
  if (text === null || !PLAIN_AMOUNT.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
};

const oneOf = <T extends string | number>(values: readonly T[], text: string | null): T | null =>
  values.find((value) => String(value) === text) ?? null;

/** The listed values among a comma-separated text, in the order of `values`, without repeats. */
const listOf = <T extends string>(values: readonly T[], text: string | null): T[] => {
  const given = new Set((text ?? '').split(','));
  return values.filter((value) => given.has(value));
};

const flagOf = (text: string | null) => text === '1' || text === 'true';

/**
 * `rooms=1,3,5`: the chips chosen, each on its own ('5' is the 5+ chip, '5+' is read too). An
 * address from before the chips were a set always listed a run (`2,3,4`), which means the same.
 */
const roomsOf = (text: string | null): RoomChip[] => {
  const given = new Set((text ?? '').split(',').map((part) => part.trim().replace(/^5\+$/, '5')));
  return ROOM_CHIPS.filter((chip) => given.has(String(chip)));
};

/**
 * The text box's words: no control characters (the server refuses them), at most SEARCH_TEXT_MAX
 * UTF-16 units without cutting a letter in half.
 */
export const searchTextOf = (text: string | null): string => {
  let clipped = '';
  for (const letter of stripControlCharacters(text ?? '').trim()) {
    if (clipped.length + letter.length > SEARCH_TEXT_MAX) break;
    clipped += letter;
  }
  return clipped.trim();
};

const sortOf = (text: string | null): SearchSort => {
  const match = /^([a-zA-Z]+)-(asc|desc)$/.exec(text ?? '');
  const field = match ? oneOf(SORT_FIELDS, match[1]!) : null;
  return field ? { field, direction: match![2] as 'asc' | 'desc' } : DEFAULT_SORT;
};

/** Page numbers in the address count from 1, as people say them. */
const pageOf = (text: string | null): number => {
  const page = idOf(text);
  return page === null ? 0 : page - 1;
};

/** The search an address asks for; whatever it cannot read is left at its default. */
export const parseSearch = (params: URLSearchParams): AnnouncementSearch => {
  const city = idOf(params.get('city'));
  return {
    deal: oneOf<AdType>(AD_TYPES, params.get('deal')),
    propertyType: oneOf(PROPERTY_TYPES, params.get('type')),
    city,
    // A district or metro station narrows a city: without one they have nothing to narrow.
    district: city === null ? null : idOf(params.get('district')),
    metro: city === null ? null : idOf(params.get('metro')),
    priceMin: amountOf(params.get('priceMin'), AD_PRICE_MAX),
    priceMax: amountOf(params.get('priceMax'), AD_PRICE_MAX),
    areaMin: amountOf(params.get('areaMin'), AD_AREA_MAX),
    areaMax: amountOf(params.get('areaMax'), AD_AREA_MAX),
    rooms: roomsOf(params.get('rooms')),
    floor: listOf<FloorOption>(FLOOR_OPTIONS, params.get('floor')),
    features: FEATURE_FLAGS.filter((flag) => flagOf(params.get(flag))),
    postedBy: oneOf<OwnerType>(OWNER_TYPES, params.get('postedBy')),
    hideDuplicates: flagOf(params.get('hideDuplicates')),
    q: searchTextOf(params.get('q')),
    sort: sortOf(params.get('sort')),
    page: pageOf(params.get('page')),
  };
};

/** The listing whose drawer is open, or null. */
export const parseDrawerId = (params: URLSearchParams): number | null => idOf(params.get(AD_PARAM));

/**
 * The address of a search: only what differs from the defaults, in a fixed order, so that one
 * search has one address. `ad` keeps a drawer open across the change.
 */
export const searchToParams = (search: AnnouncementSearch, ad: number | null = null): URLSearchParams => {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  set('deal', search.deal);
  set('type', search.propertyType);
  set('city', search.city);
  set('district', search.district);
  set('metro', search.metro);
  set('rooms', search.rooms.join(','));
  set('priceMin', search.priceMin);
  set('priceMax', search.priceMax);
  set('areaMin', search.areaMin);
  set('areaMax', search.areaMax);
  set('floor', search.floor.join(','));
  for (const flag of search.features) set(flag satisfies FeatureFlag, '1');
  set('postedBy', search.postedBy);
  if (search.hideDuplicates) set('hideDuplicates', '1');
  set('q', search.q);
  if (!sameSort(search.sort, DEFAULT_SORT)) set('sort', `${search.sort.field}-${search.sort.direction}`);
  if (search.page > 0) set('page', search.page + 1);
  set(AD_PARAM, ad);
  return params;
};
