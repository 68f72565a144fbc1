import { createAnnouncementSchema, isDateInput, type MessageKey } from '@emlak/contracts';
import type { z } from 'zod';
import { bakuDayStart } from '../../lib/baku-time';
import { normalizePhone } from '../../lib/phone';
import { describeIssue } from '../../lib/validation-messages';
import { coerceCell, isImportColumn, type CellOptions, type ImportColumn } from './import-columns';
import type { ImportPlaces } from './import-places';
import type { AnnouncementValues } from '../announcements/announcements.repository';

/** One problem of one row, as a message key; the report words it in the request language. */
export type RowError = { field: string; key: MessageKey; params: Record<string, string | number> };

/** A row ready to be written: the columns of `announcements` an import sets. */
export type ImportValues = Omit<AnnouncementValues, 'baseUrl'> & {
  /** An import finds the listing to update by its source link, so every row has one. */
  baseUrl: string;
  /** Null: the listing keeps its creation time (now for a new one). */
  createdAt: Date | null;
};

/** What an update of an existing listing rewrites (all but `baseUrl`, which it is found by). */
export type UpdatedColumn = Exclude<keyof ImportValues, 'baseUrl'>;

export type PreparedRow =
  { ok: true; values: ImportValues; updates: readonly UpdatedColumn[] } | { ok: false; errors: RowError[] };

/** The column of `announcements` a file column writes. */
const WRITES: Partial<Record<ImportColumn, UpdatedColumn>> = {
  city: 'cityId',
  district: 'districtId',
  metroStation: 'metroStationId',
};

/**
 * Columns that are only right together: the place (a district belongs to its city), the floor
 * (`stage` <= `stages`) and the coordinates (a pair). An update that rewrites one rewrites all of
 * its group, so that a file with a new city and no district cannot leave the old city's district.
 */
const TOGETHER: readonly (readonly UpdatedColumn[])[] = [
  ['cityId', 'districtId', 'metroStationId'],
  ['stage', 'stages'],
  ['latitude', 'longitude'],
];

/**
 * What an update rewrites: the columns the file has (an empty cell clears a value), with their
 * groups; `createdAt` only when the row gives one. What the file does not have, such as the colour
 * agents mark a listing with, stays as it is.
 */
const updatesOf = (record: Record<string, unknown>, values: ImportValues): UpdatedColumn[] => {
  const updates = new Set<UpdatedColumn>();
  for (const key of Object.keys(record)) {
    if (!isImportColumn(key) || key === 'baseUrl' || key === 'createdAt') continue;
    const column = WRITES[key] ?? (key as UpdatedColumn);
    for (const member of TOGETHER.find((group) => group.includes(column)) ?? [column]) updates.add(member);
  }
  if (values.createdAt !== null) updates.add('createdAt');
  return [...updates].sort();
};

/** The fields of the posting schema an import row fills (organizationId comes from the request). */
const SCHEMA_FIELDS = [
  'title',
  'description',
  'price',
  'addType',
  'propertyType',
  'address',
  'landmark',
  'owner',
  'ownerType',
  'phone1',
  'phone2',
  'color',
  'rooms',
  'stage',
  'stages',
  'area',
  'areaMeasureUnit',
  'hasTitleDeed',
  'isRenovated',
  'mortgage',
  'latitude',
  'longitude',
  'baseUrl',
] as const satisfies readonly ImportColumn[];

/** A name echoed in a message is cut, so that one cell cannot blow up the report. */
const shown = (name: string) => (name.length > 80 ? `${name.slice(0, 79)}…` : name);

/** A zod issue in the shape the server's validation formatter reads (fastify-type-provider-zod's). */
const asValidationEntry = (issue: z.core.$ZodIssue) => {
  const { path, code, message, ...params } = issue;
  return { keyword: code, instancePath: `/${path.join('/')}`, message, params };
};

type Reference = { id: unknown; column: ImportColumn; failed: boolean };

/**
 * Reads one record of a file into the values of a listing with the rules of posting one: the
 * posting schema (createAnnouncementSchema) on the coerced cells, then what the schema cannot
 * know — the city, district and metro station exist and belong together, phones in E.164, a
 * source address (`baseUrl`, what an import upserts by), a creation date not in the future. Every
 * problem of the row is reported, each under the column the file used.
 */
export const prepareRow = (
  record: Record<string, unknown>,
  places: ImportPlaces,
  options: CellOptions & { now: Date },
): PreparedRow => {
  const errors: RowError[] = [];
  const add = (field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
    errors.push({ field, key, params: { field, ...params } });

  for (const key of Object.keys(record)) if (!isImportColumn(key)) add(shown(key), 'validation.unknownField');
  const cell = (column: ImportColumn) =>
    Object.hasOwn(record, column) ? coerceCell(column, record[column], options) : undefined;

  // Places: by name (folded, in any of the city's languages) or by id; the name wins a column.
  const city: Reference = { id: cell('cityId'), column: 'cityId', failed: false };
  const cityName = cell('city');
  if (cityName !== undefined) {
    city.column = 'city';
    const id = typeof cityName === 'string' ? places.cityNamed(cityName) : undefined;
    if (typeof cityName !== 'string') add('city', 'validation.invalidType');
    else if (id === undefined) add('city', 'validation.placeNotFound', { name: shown(cityName) });
    else if (city.id !== undefined && city.id !== id) add('city', 'validation.invalidValue');
    city.failed = id === undefined || (city.id !== undefined && city.id !== id);
    city.id = id;
  } else if (typeof city.id === 'number' && Number.isInteger(city.id) && !places.hasCity(city.id)) {
    add('cityId', 'validation.invalidValue');
    city.failed = true;
  } else if (city.id === undefined) {
    city.column = 'city';
  }
  const cityId = !city.failed && typeof city.id === 'number' ? city.id : undefined;

  const part = (
    nameColumn: 'district' | 'metroStation',
    idColumn: 'districtId' | 'metroStationId',
    byName: (cityId: number, name: string) => { id: number; cityId: number } | undefined,
    byId: (id: number) => { id: number; cityId: number } | undefined,
    notInCity: MessageKey,
  ): Reference => {
    const reference: Reference = { id: cell(idColumn), column: idColumn, failed: false };
    const name = cell(nameColumn);
    const fail = (column: ImportColumn, key: MessageKey, params?: Record<string, string | number>) => {
      add(column, key, params);
      reference.failed = true;
    };
    if (name !== undefined) {
      reference.column = nameColumn;
      if (typeof name !== 'string') fail(nameColumn, 'validation.invalidType');
      else if (cityId === undefined) reference.failed = true;
      else {
        const found = byName(cityId, name);
        if (!found) fail(nameColumn, 'validation.placeNotFound', { name: shown(name) });
        else if (found.cityId !== cityId) fail(nameColumn, notInCity);
        else if (reference.id !== undefined && reference.id !== found.id)
          fail(nameColumn, 'validation.invalidValue');
        else reference.id = found.id;
      }
    } else if (typeof reference.id === 'number' && Number.isInteger(reference.id)) {
      const found = byId(reference.id);
      if (!found) fail(idColumn, 'validation.invalidValue');
      else if (cityId !== undefined && found.cityId !== cityId) fail(idColumn, notInCity);
    }
    return reference;
  };
  const district = part(
    'district',
    'districtId',
    places.districtNamed,
    places.districtById,
    'validation.districtNotInCity',
  );
  const metro = part(
    'metroStation',
    'metroStationId',
    places.metroStationNamed,
    places.metroStationById,
    'validation.metroNotInCity',
  );

  const candidate: Record<string, unknown> = {};
  for (const field of SCHEMA_FIELDS) {
    const value = cell(field);
    if (value !== undefined) candidate[field] = value;
  }
  const references = { cityId: city, districtId: district, metroStationId: metro } as const;
  for (const [field, reference] of Object.entries(references)) {
    if (reference.id !== undefined) candidate[field] = reference.id;
  }

  const parsed = createAnnouncementSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head] = issue.path;
      const reference = head === undefined ? undefined : references[head as keyof typeof references];
      // A place already reported under its column is not reported again as a missing id.
      if (reference?.failed) continue;
      for (const problem of describeIssue(asValidationEntry(issue), candidate)) {
        const field = reference ? reference.column : problem.field;
        errors.push({ field, key: problem.key, params: { ...problem.params, field } });
      }
    }
  }

  const baseUrl = cell('baseUrl');
  if (baseUrl === undefined) add('baseUrl', 'validation.required');

  let createdAt: Date | null = null;
  const written = cell('createdAt');
  if (written !== undefined) {
    if (typeof written !== 'string' || !isDateInput(written)) add('createdAt', 'validation.invalidDate');
    else {
      createdAt = written.length === 10 ? bakuDayStart(written) : new Date(written);
      if (createdAt > options.now) add('createdAt', 'validation.dateInFuture');
    }
  }

  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  const data = parsed.data;
  const values: ImportValues = {
    baseUrl: data.baseUrl!,
    title: data.title || null,
    description: data.description || null,
    price: data.price.toFixed(2),
    addType: data.addType,
    propertyType: data.propertyType,
    cityId: data.cityId,
    districtId: data.districtId ?? null,
    metroStationId: data.metroStationId ?? null,
    address: data.address || null,
    landmark: data.landmark || null,
    owner: data.owner || null,
    ownerType: data.ownerType,
    phone1: normalizePhone(data.phone1)!,
    phone2: data.phone2 ? normalizePhone(data.phone2) : null,
    color: data.color ?? null,
    rooms: data.rooms ?? null,
    stage: data.stage ?? null,
    stages: data.stages ?? null,
    area: data.area.toFixed(2),
    areaMeasureUnit: data.areaMeasureUnit,
    hasTitleDeed: data.hasTitleDeed ?? null,
    isRenovated: data.isRenovated ?? null,
    mortgage: data.mortgage ?? null,
    latitude: data.latitude ?? null,
    longitude: data.longitude ?? null,
    createdAt,
  };
  return { ok: true, values, updates: updatesOf(record, values) };
};
