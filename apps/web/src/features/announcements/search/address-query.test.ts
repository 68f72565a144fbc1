import {
  announcementTableQuerySchema,
  hasControlCharacters,
  MAX_LIST_OFFSET,
  savedSearchQuerySchema,
} from '@emlak/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptySearch,
  FEATURE_FLAGS,
  FLOOR_OPTIONS,
  ROOM_CHIPS,
  SORT_CHOICES,
  SORT_FIELDS,
  type AnnouncementSearch,
} from './announcement-search';
import { addressToQuery, queryToAddress } from './address-query';
import { parseDrawerId, parseSearch, searchToParams } from './search-address';
import { queryToSearch, searchFilters, searchToSavedQuery } from './search-query';
import { chipHolds, roomChipsOf, roomSetText, toggleRoom } from './rooms-set';

const address = (text: string) => new URLSearchParams(text);

describe('address to table body', () => {
  it('reads every parameter into the filters of POST /ad/table', () => {
    const query = addressToQuery(
      address(
        'deal=sell&type=1&city=1&district=5&metro=3&rooms=2,3&priceMin=50000&priceMax=150000.5' +
          '&areaMin=40&areaMax=90&floor=notFirst,notLast&deed=1&renovated=1&mortgage=1' +
          '&postedBy=owner&hideDuplicates=1&q=nerimanov&sort=price-asc&page=2',
      ),
      25,
    );
    expect(query).toEqual({
      page: 1,
      pageSize: 25,
      hideDuplicates: true,
      sortOptions: [{ field: 'price', direction: 'asc' }],
      filters: [
        { field: 'addType', operator: 'Equal', value: 'sell' },
        { field: 'propertyType', operator: 'Equal', value: 1 },
        { field: 'cityId', operator: 'Equal', value: 1 },
        { field: 'districtId', operator: 'Equal', value: 5 },
        { field: 'metroStationId', operator: 'Equal', value: 3 },
        { field: 'price', operator: 'GreaterThanOrEqual', value: 50000 },
        { field: 'price', operator: 'LessThanOrEqual', value: 150000.5 },
        { field: 'area', operator: 'GreaterThanOrEqual', value: 40 },
        { field: 'area', operator: 'LessThanOrEqual', value: 90 },
        { field: 'rooms', operator: 'Equal', value: '2,3' },
        { field: 'notFirstFloor', operator: 'Equal', value: true },
        { field: 'notLastFloor', operator: 'Equal', value: true },
        { field: 'hasTitleDeed', operator: 'Equal', value: true },
        { field: 'isRenovated', operator: 'Equal', value: true },
        { field: 'mortgage', operator: 'Equal', value: true },
        { field: 'ownerType', operator: 'Equal', value: 'owner' },
        { field: 'text', operator: 'Contains', value: 'nerimanov' },
      ],
    });
    expect(announcementTableQuerySchema.safeParse(query).success).toBe(true);
  });

  it('opens newest first on page one with no filters', () => {
    expect(addressToQuery(address(''), 5)).toEqual({
      page: 0,
      pageSize: 5,
      hideDuplicates: false,
      filters: [],
      sortOptions: [{ field: 'createdAt', direction: 'desc' }],
    });
  });

  it.each([
    ['2', '2'],
    ['5', '5+'],
    ['5+', '5+'],
    ['3,4,5', '3,4,5+'],
    ['1,3', '1,3'],
    ['3,1,1', '1,3'],
    ['5,2,x,9', '2,5+'],
  ])('reads rooms=%s as the one set filter %s (5 means five and more)', (rooms, set) => {
    expect(addressToQuery(address(`rooms=${rooms}`), 5).filters).toEqual([
      { field: 'rooms', operator: 'Equal', value: set },
    ]);
  });

  it.each([
    'deal=buy',
    'type=7',
    'type=1.5',
    'city=abc',
    'city=0',
    'city=-3',
    'city=99999999999',
    'district=5',
    'metro=2',
    'priceMin=-1',
    'priceMax=1e9',
    'priceMax=12.345',
    'priceMax=20000000000',
    'areaMin=%20',
    'rooms=0,6,x',
    'floor=basement',
    'deed=yes',
    'postedBy=robot',
    'hideDuplicates=0',
    'q=%20%20',
    'sort=title-asc',
    'sort=price-up',
    'page=0',
    'page=abc',
    'page=-2',
    'unknown=1',
  ])('ignores the meaningless %s, never failing', (text) => {
    const query = addressToQuery(address(text), 10);
    expect(query).toEqual(addressToQuery(address(''), 10));
    expect(announcementTableQuerySchema.safeParse(query).success).toBe(true);
  });

  it('keeps a page the server serves, however deep the address asks', () => {
    const query = addressToQuery(address('page=999999'), 100);
    expect(query.page * query.pageSize).toBeLessThanOrEqual(MAX_LIST_OFFSET);
    expect(announcementTableQuerySchema.safeParse(query).success).toBe(true);
  });

  it('cuts a text longer than the engine takes, never inside a letter', () => {
    const query = addressToQuery(address(`q=${'ə'.repeat(500)}`), 5);
    expect(String(query.filters[0]?.value)).toHaveLength(200);
    const emoji = addressToQuery(address(`q=a${'😀'.repeat(150)}`), 5);
    expect(String(emoji.filters[0]?.value)).toHaveLength(199);
    expect(announcementTableQuerySchema.safeParse(query).success).toBe(true);
    expect(announcementTableQuerySchema.safeParse(emoji).success).toBe(true);
  });

  it('drops control characters the server would refuse', () => {
    const query = addressToQuery(address('q=nəri%00manov%0A'), 5);
    expect(query.filters).toEqual([{ field: 'text', operator: 'Contains', value: 'nərimanov' }]);
  });

  it('reads the drawer listing beside the search', () => {
    expect(parseDrawerId(address('city=1&ad=123'))).toBe(123);
    expect(parseDrawerId(address('ad=x'))).toBeNull();
    expect(parseSearch(address('ad=123'))).toEqual(emptySearch);
  });
});

describe('table body to address', () => {
  it('writes a saved search back as the address it came from', () => {
    const text =
      'deal=rent&type=2&city=1&district=5&rooms=1,2,3&priceMax=900&floor=top&deed=1' +
      '&postedBy=agency&hideDuplicates=1&q=yasamal&sort=pricePerSqm-desc';
    const saved = searchToSavedQuery(parseSearch(address(text)));
    expect(savedSearchQuerySchema.safeParse(saved).success).toBe(true);
    expect(queryToAddress(saved).toString()).toBe(address(text).toString());
  });

  it('leaves out filters the screen does not offer', () => {
    const params = queryToAddress({
      filters: [
        { field: 'phone', operator: 'Contains', value: '050' },
        { field: 'cityId', operator: 'NotEqual', value: 1 },
        { field: 'price', operator: 'GreaterThan', value: 5 },
        { field: 'cityId', operator: 'Equal', value: 'Bakı' },
        { field: 'isSold', operator: 'Equal', value: true },
        { field: 'price', operator: 'LessThanOrEqual', value: 1000 },
      ],
      sortOptions: [{ field: 'title', direction: 'asc' }],
    });
    expect(params.toString()).toBe('priceMax=1000');
  });

  it.each([
    ['the set', [{ field: 'rooms', operator: 'Equal', value: '1,3,5+' }], '1,3,5'],
    ['a set with spaces and repeats', [{ field: 'rooms', operator: 'Equal', value: ' 4, 2 ,2' }], '2,4'],
    ['an old single count', [{ field: 'rooms', operator: 'Equal', value: 3 }], '3'],
    [
      'an old upper bound alone as "up to"',
      [{ field: 'rooms', operator: 'LessThanOrEqual', value: 2 }],
      '1,2',
    ],
    [
      'an old lower bound alone as "and more"',
      [{ field: 'rooms', operator: 'GreaterThanOrEqual', value: 3 }],
      '3,4,5',
    ],
    [
      'an old range',
      [
        { field: 'rooms', operator: 'GreaterThanOrEqual', value: 2 },
        { field: 'rooms', operator: 'LessThanOrEqual', value: 3 },
      ],
      '2,3',
    ],
    ['a count past the chips as 5+', [{ field: 'rooms', operator: 'GreaterThanOrEqual', value: 7 }], '5'],
    ['a set past the chips as 5+', [{ field: 'rooms', operator: 'Equal', value: '2,8' }], '2,5'],
    [
      'a set and a range as the chips both allow',
      [
        { field: 'rooms', operator: 'Equal', value: '1,3,5+' },
        { field: 'rooms', operator: 'LessThanOrEqual', value: 4 },
      ],
      '1,3',
    ],
  ] as const)('reads %s of a saved search into the chips', (_, filters, rooms) => {
    const params = queryToAddress({ filters: [...filters], sortOptions: [] });
    expect(params.toString()).toBe(address(`rooms=${rooms}`).toString());
  });

  it.each([
    ['a set the server refuses', { field: 'rooms', operator: 'Equal', value: '1,2+,3+' }],
    ['a count too large', { field: 'rooms', operator: 'Equal', value: '51' }],
    ['a set that is not one', { field: 'rooms', operator: 'Equal', value: 'iki' }],
    ['an empty set', { field: 'rooms', operator: 'Equal', value: '' }],
    ['the complement', { field: 'rooms', operator: 'NotEqual', value: '1,2' }],
    ['no chip', { field: 'rooms', operator: 'Equal', value: '0' }],
  ] as const)('leaves out %s', (_, roomsFilter) => {
    const params = queryToAddress({
      filters: [roomsFilter, { field: 'cityId', operator: 'Equal', value: 1 }],
      sortOptions: [],
    });
    expect(params.toString()).toBe('city=1');
  });
});

const searchArbitrary: fc.Arbitrary<AnnouncementSearch> = fc
  .record({
    deal: fc.constantFrom(null, 'rent' as const, 'sell' as const),
    propertyType: fc.option(fc.integer({ min: 1, max: 6 })),
    city: fc.option(fc.integer({ min: 1, max: 2_147_483_647 })),
    district: fc.option(fc.integer({ min: 1, max: 5000 })),
    metro: fc.option(fc.integer({ min: 1, max: 5000 })),
    priceMin: fc.option(fc.integer({ min: 0, max: 1_000_000_000 }).map((cents) => cents / 100)),
    priceMax: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
    areaMin: fc.option(fc.integer({ min: 1, max: 100_000 }).map((value) => value / 10)),
    areaMax: fc.option(fc.integer({ min: 1, max: 100_000 })),
    rooms: fc.subarray([...ROOM_CHIPS]),
    floor: fc.subarray([...FLOOR_OPTIONS]),
    features: fc.subarray([...FEATURE_FLAGS]),
    postedBy: fc.constantFrom(null, 'owner' as const, 'agency' as const),
    hideDuplicates: fc.boolean(),
    q: fc
      .string({ maxLength: 30 })
      .map((text) => text.trim())
      .filter((text) => !hasControlCharacters(text)),
    sort: fc.constantFrom(...SORT_CHOICES, { field: SORT_FIELDS[4], direction: 'asc' as const }),
    page: fc.integer({ min: 0, max: 500 }),
  })
  .map((search) =>
    search.city === null ? { ...search, district: null, metro: null } : search,
  ) as fc.Arbitrary<AnnouncementSearch>;

describe('both directions', () => {
  it('reads back every search from its address', () => {
    fc.assert(
      fc.property(searchArbitrary, (search) => {
        expect(parseSearch(searchToParams(search))).toEqual(search);
      }),
    );
  });

  it('reads back every search from its table body', () => {
    fc.assert(
      fc.property(searchArbitrary, (search) => {
        expect(queryToSearch(searchToSavedQuery(search))).toEqual({ ...search, page: 0 });
        expect(
          announcementTableQuerySchema.safeParse(addressToQuery(searchToParams(search), 25)).success,
        ).toBe(true);
      }),
    );
  });

  it('never fails on a hand-edited address', () => {
    const anyParams = fc.dictionary(
      fc.constantFrom(
        'deal',
        'type',
        'city',
        'district',
        'metro',
        'rooms',
        'priceMin',
        'priceMax',
        'areaMin',
        'areaMax',
        'floor',
        'deed',
        'postedBy',
        'hideDuplicates',
        'q',
        'sort',
        'page',
        'ad',
      ),
      fc.string({ maxLength: 40 }),
    );
    fc.assert(
      fc.property(anyParams, fc.constantFrom(5, 10, 25, 50, 100), (entries, pageSize) => {
        const query = addressToQuery(new URLSearchParams(entries), pageSize);
        const parsed = announcementTableQuerySchema.safeParse(query);
        expect(parsed.success).toBe(true);
      }),
    );
  });
});

/** The server's reading of a room set (docs/announcements.md), written out on its own. */
const setLets = (text: string, rooms: number) =>
  text
    .split(',')
    .some((token) => (token.endsWith('+') ? rooms >= Number(token.slice(0, -1)) : rooms === Number(token)));
const ROOM_COUNTS = Array.from({ length: 51 }, (_, rooms) => rooms);

describe('rooms chips', () => {
  it('toggle each chip on its own, in chip order', () => {
    expect(toggleRoom([], 2)).toEqual([2]);
    expect(toggleRoom([2], 4)).toEqual([2, 4]);
    expect(toggleRoom([2, 4], 1)).toEqual([1, 2, 4]);
    expect(toggleRoom([1, 2, 4], 2)).toEqual([1, 4]);
    expect(toggleRoom([1, 4], 5)).toEqual([1, 4, 5]);
    expect(toggleRoom([3], 3)).toEqual([]);
  });

  it('send exactly the room counts of the chosen chips', () => {
    fc.assert(
      fc.property(fc.subarray([...ROOM_CHIPS], { minLength: 1 }), (chips) => {
        const [roomsFilter, ...others] = searchFilters({ ...emptySearch, rooms: chips });
        expect(others).toEqual([]);
        expect(roomsFilter).toMatchObject({ field: 'rooms', operator: 'Equal', value: roomSetText(chips) });
        const text = String(roomsFilter?.value);
        expect(text).toMatch(/^\d+\+?(,\d+\+?)*$/);
        expect(text.split('+').length).toBeLessThanOrEqual(2);
        for (const rooms of ROOM_COUNTS)
          expect(setLets(text, rooms)).toBe(chips.some((chip) => chipHolds(chip, rooms)));
      }),
    );
  });

  it('read any set the server takes as the chips holding the counts it lets through', () => {
    const token = fc.integer({ min: 0, max: 50 }).map(String);
    const set = fc
      .tuple(fc.array(token, { maxLength: 6 }), fc.option(token.map((count) => `${count}+`)))
      .filter(([exact, atLeast]) => exact.length > 0 || atLeast !== null)
      .chain(([exact, atLeast]) =>
        fc.shuffledSubarray([...exact, ...(atLeast ? [atLeast] : [])], {
          minLength: exact.length + (atLeast ? 1 : 0),
        }),
      )
      .map((tokens) => tokens.join(','));
    fc.assert(
      fc.property(set, (text) => {
        const chips = roomChipsOf({ field: 'rooms', operator: 'Equal', value: text });
        expect(chips).toEqual(
          ROOM_CHIPS.filter((chip) =>
            ROOM_COUNTS.some((rooms) => chipHolds(chip, rooms) && setLets(text, rooms)),
          ),
        );
      }),
    );
  });

  it('read a range saved before the set exactly when the chips can say it', () => {
    const bound = fc.option(fc.integer({ min: 1, max: 5 }));
    fc.assert(
      fc.property(bound, bound, (min, max) => {
        const filters = [
          ...(min === null ? [] : [{ field: 'rooms', operator: 'GreaterThanOrEqual' as const, value: min }]),
          ...(max === null || max === 5
            ? []
            : [{ field: 'rooms', operator: 'LessThanOrEqual' as const, value: max }]),
        ];
        const chips = ROOM_CHIPS.filter(
          (chip) => chip >= (min ?? 1) && (max === null || max === 5 || chip <= max),
        );
        expect(queryToSearch({ filters, sortOptions: [] }).rooms).toEqual(filters.length > 0 ? chips : []);
      }),
    );
  });
});
