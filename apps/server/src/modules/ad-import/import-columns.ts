import { foldText } from '@emlak/contracts';

/**
 * The columns of an import file (docs/import.md): the spec's field names of a listing, with
 * places given by name or by id. A CSV header names them in any letter case; a JSON object uses
 * them as keys.
 */
export const IMPORT_COLUMNS = [
  'baseUrl',
  'title',
  'description',
  'price',
  'addType',
  'propertyType',
  'rooms',
  'stage',
  'stages',
  'area',
  'areaMeasureUnit',
  'city',
  'cityId',
  'district',
  'districtId',
  'metroStation',
  'metroStationId',
  'address',
  'landmark',
  'owner',
  'ownerType',
  'phone1',
  'phone2',
  'color',
  'hasTitleDeed',
  'isRenovated',
  'mortgage',
  'latitude',
  'longitude',
  'createdAt',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** How a cell is read: `enum` and `code` columns also take words (WORDS), `code` ones numbers too. */
type Kind = 'text' | 'phone' | 'number' | 'boolean' | 'enum' | 'code';

/**
 * The codes a column also accepts as words: the labels the web app shows for them in az, en and
 * ru (apps/web/src/shared/i18n/locales/listing.ts), compared folded, so that a file exported from
 * a portal ("Satış", "Продажа") imports as it is.
 */
const WORDS: Partial<Record<ImportColumn, Record<string, string | number>>> = {
  addType: {
    rent: 'rent',
    kiraye: 'rent',
    аренда: 'rent',
    sell: 'sell',
    sale: 'sell',
    satis: 'sell',
    продажа: 'sell',
  },
  ownerType: {
    owner: 'owner',
    mulkiyyetci: 'owner',
    собственник: 'owner',
    agency: 'agency',
    vasiteci: 'agency',
    агентство: 'agency',
  },
  propertyType: {
    apartment: 1,
    menzil: 1,
    квартира: 1,
    house: 2,
    ev: 2,
    дом: 2,
    office: 3,
    ofis: 3,
    офис: 3,
    garage: 4,
    qaraj: 4,
    гараж: 4,
    land: 5,
    torpaq: 5,
    земля: 5,
    commercial: 6,
    kommersiya: 6,
    коммерческая: 6,
  },
  areaMeasureUnit: {
    'm²': 1,
    m2: 1,
    'м²': 1,
    sot: 2,
    'сот.': 2,
    сот: 2,
    hektar: 3,
    hectare: 3,
    га: 3,
    'ft²': 4,
    ft2: 4,
    'фт²': 4,
    akr: 5,
    acre: 5,
    акр: 5,
  },
};

const KINDS: Record<ImportColumn, Kind> = {
  baseUrl: 'text',
  title: 'text',
  description: 'text',
  price: 'number',
  addType: 'enum',
  propertyType: 'code',
  rooms: 'number',
  stage: 'number',
  stages: 'number',
  area: 'number',
  areaMeasureUnit: 'code',
  city: 'text',
  cityId: 'number',
  district: 'text',
  districtId: 'number',
  metroStation: 'text',
  metroStationId: 'number',
  address: 'text',
  landmark: 'text',
  owner: 'text',
  ownerType: 'enum',
  phone1: 'phone',
  phone2: 'phone',
  color: 'text',
  hasTitleDeed: 'boolean',
  isRenovated: 'boolean',
  mortgage: 'boolean',
  latitude: 'number',
  longitude: 'number',
  createdAt: 'text',
};

/** Yes and no as people write them in the three languages, and as spreadsheets export them. */
const BOOLEANS: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
  beli: true,
  xeyr: false,
  да: true,
  нет: false,
};

const byLowerName = new Map(IMPORT_COLUMNS.map((column) => [column.toLowerCase(), column]));

/** The column a CSV header cell names (any letter case, surrounding spaces ignored), or undefined. */
export const columnNamed = (header: string): ImportColumn | undefined =>
  byLowerName.get(header.trim().toLowerCase());

export const isImportColumn = (key: string): key is ImportColumn => Object.hasOwn(KINDS, key);

const folded = (value: string) => foldText(value.trim()).replace(/\s+/g, ' ');

const DECIMAL_POINT = /^[-+]?\d+(?:\.\d+)?$/;
const DECIMAL_COMMA = /^[-+]?\d+(?:,\d+)?$/;

/**
 * A number as a file writes it: digits with a decimal point, spaces between thousands allowed.
 * A decimal comma only in a semicolon-separated file, where spreadsheets write one: in a
 * comma-separated file "150,000" would silently become 150.
 */
const numberOf = (value: string, decimalComma: boolean): number | string => {
  const compact = value.replace(/[\s\u00a0\u202f]/g, '');
  if (DECIMAL_POINT.test(compact)) return Number(compact);
  if (decimalComma && DECIMAL_COMMA.test(compact)) return Number(compact.replace(',', '.'));
  return value;
};

export type CellOptions = { decimalComma: boolean };

/**
 * A cell of a file as the posting schema takes it: an empty cell (or a JSON null) is absent, a
 * written number or yes/no becomes one, a word becomes its code. What cannot be read is handed on
 * as it is, so that the schema names the field and the problem ("price has the wrong type").
 */
export const coerceCell = (column: ImportColumn, value: unknown, options: CellOptions): unknown => {
  if (value === null || value === undefined) return undefined;
  const kind = KINDS[column];
  if (typeof value !== 'string') {
    // A JSON number for a phone is still a phone ("994501234567").
    return kind === 'phone' && typeof value === 'number' ? String(value) : value;
  }
  if (value.trim() === '') return undefined;
  switch (kind) {
    case 'text':
    case 'phone':
      return value;
    case 'number':
      return numberOf(value, options.decimalComma);
    case 'boolean':
      return BOOLEANS[folded(value)] ?? value;
    case 'enum':
      return WORDS[column]?.[folded(value)] ?? value;
    case 'code':
      return WORDS[column]?.[folded(value)] ?? numberOf(value, options.decimalComma);
  }
};
