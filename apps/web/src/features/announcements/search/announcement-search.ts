import type { AdType, OwnerType } from '@emlak/contracts';

/**
 * What the market search screen asks for, as the person chose it: the state behind the address
 * (search-address.ts) and the table body (search-query.ts). Pages count from 0 here; the address
 * writes them from 1.
 */

/** The sort fields of POST /ad/table (docs/announcements.md). */
export const SORT_FIELDS = ['createdAt', 'price', 'pricePerSqm', 'area', 'rooms', 'stage'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SearchSort = { field: SortField; direction: 'asc' | 'desc' };
/** Newest first: the order a market list opens in, left out of the address. */
export const DEFAULT_SORT: SearchSort = { field: 'createdAt', direction: 'desc' };

/** The sort menu's choices, in its order. */
export const SORT_CHOICES: readonly SearchSort[] = [
  DEFAULT_SORT,
  { field: 'price', direction: 'asc' },
  { field: 'price', direction: 'desc' },
  { field: 'pricePerSqm', direction: 'asc' },
  { field: 'pricePerSqm', direction: 'desc' },
  { field: 'area', direction: 'desc' },
  { field: 'area', direction: 'asc' },
];

/** The floor options and the derived filter each one sends (Equal true). */
export const FLOOR_OPTIONS = ['notFirst', 'notLast', 'top'] as const;
export type FloorOption = (typeof FLOOR_OPTIONS)[number];
export const FLOOR_FILTER_FIELDS: Record<FloorOption, string> = {
  notFirst: 'notFirstFloor',
  notLast: 'notLastFloor',
  top: 'topFloor',
};

/** The rooms chips 1 2 3 4 5+; the last one has no upper bound ("five and more"). */
export const ROOM_CHIPS = [1, 2, 3, 4, 5] as const;
export type RoomChip = (typeof ROOM_CHIPS)[number];
export const ROOMS_OPEN_END: RoomChip = 5;

/** The yes/no features a search can insist on (Equal true), with their filter fields. */
export const FEATURE_FLAGS = ['deed', 'renovated', 'mortgage'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export const FEATURE_FILTER_FIELDS: Record<FeatureFlag, string> = {
  deed: 'hasTitleDeed',
  renovated: 'isRenovated',
  mortgage: 'mortgage',
};

export type AnnouncementSearch = {
  deal: AdType | null;
  propertyType: number | null;
  city: number | null;
  district: number | null;
  metro: number | null;
  priceMin: number | null;
  priceMax: number | null;
  areaMin: number | null;
  areaMax: number | null;
  /** The rooms chips chosen, each on its own (1 and 3 is one or three rooms): in ROOM_CHIPS order, no repeats. */
  rooms: RoomChip[];
  /** In FLOOR_OPTIONS order, no repeats. */
  floor: FloorOption[];
  /** In FEATURE_FLAGS order, no repeats. */
  features: FeatureFlag[];
  postedBy: OwnerType | null;
  hideDuplicates: boolean;
  /** The one text box, trimmed ('' when empty). */
  q: string;
  sort: SearchSort;
  /** From 0. */
  page: number;
};

export const emptySearch: AnnouncementSearch = {
  deal: null,
  propertyType: null,
  city: null,
  district: null,
  metro: null,
  priceMin: null,
  priceMax: null,
  areaMin: null,
  areaMax: null,
  rooms: [],
  floor: [],
  features: [],
  postedBy: null,
  hideDuplicates: false,
  q: '',
  sort: DEFAULT_SORT,
  page: 0,
};

/** The search with every filter taken off, keeping the order it is read in. */
export const clearedFilters = (search: AnnouncementSearch): AnnouncementSearch => ({
  ...emptySearch,
  sort: search.sort,
});

/** How many filters apply (the text box and the order are not counted). */
export const activeFilterCount = (search: AnnouncementSearch): number =>
  [
    search.deal,
    search.propertyType,
    search.city,
    search.district,
    search.metro,
    search.priceMin,
    search.priceMax,
    search.areaMin,
    search.areaMax,
    search.postedBy,
  ].filter((value) => value !== null).length +
  (search.rooms.length > 0 ? 1 : 0) +
  search.floor.length +
  search.features.length +
  (search.hideDuplicates ? 1 : 0);

export const sameSort = (a: SearchSort, b: SearchSort) => a.field === b.field && a.direction === b.direction;
