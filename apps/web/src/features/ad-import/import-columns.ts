/**
 * The columns an import file may have (docs/import.md), in the order the screen lists them and
 * the sample file writes them. `alias` is the id column that may stand in for a name column.
 */
export type ImportColumnInfo = { name: string; required?: boolean; alias?: string };

export const IMPORT_COLUMNS: readonly ImportColumnInfo[] = [
  { name: 'baseUrl', required: true },
  { name: 'title' },
  { name: 'description' },
  { name: 'price', required: true },
  { name: 'addType', required: true },
  { name: 'propertyType', required: true },
  { name: 'rooms' },
  { name: 'stage' },
  { name: 'stages' },
  { name: 'area', required: true },
  { name: 'areaMeasureUnit' },
  { name: 'city', required: true, alias: 'cityId' },
  { name: 'district', alias: 'districtId' },
  { name: 'metroStation', alias: 'metroStationId' },
  { name: 'address' },
  { name: 'landmark' },
  { name: 'owner' },
  { name: 'ownerType' },
  { name: 'phone1', required: true },
  { name: 'phone2' },
  { name: 'color' },
  { name: 'hasTitleDeed' },
  { name: 'isRenovated' },
  { name: 'mortgage' },
  { name: 'latitude' },
  { name: 'longitude' },
  { name: 'createdAt' },
];

/** The file types the server takes, by the file's extension. */
const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv',
  json: 'application/json',
  ndjson: 'application/x-ndjson',
  jsonl: 'application/x-ndjson',
};

export const ACCEPTED_EXTENSIONS = Object.keys(CONTENT_TYPES).map((extension) => `.${extension}`);

/** The Content-Type to send a file with, or null for a file the server does not take. */
export const contentTypeOf = (fileName: string): string | null => {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') ? (CONTENT_TYPES[extension] ?? null) : null;
};

/** The largest file the server takes (docs/import.md): refused here before a byte is sent. */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;
