import {
  createAnnouncementSchema,
  formatMessage,
  isMessageKey,
  type AdType,
  type CreateAnnouncementInput,
  type Language,
  type OwnerType,
} from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, Resolver, ResolverResult } from 'react-hook-form';
import { issueToken, SERVER_ERROR_TYPE } from '@/shared/lib/form-errors';

/** A number box holds a number, NaN when empty, or the text typed when it is no number. */
type NumberBox = number | string | null;

/** What the listing form holds while it is being filled in. */
export type AnnouncementFormValues = {
  addType: AdType;
  propertyType: number;
  price: NumberBox;
  area: NumberBox;
  areaMeasureUnit: number;
  rooms: NumberBox;
  stage: NumberBox;
  stages: NumberBox;
  cityId: number | null;
  districtId: number | null;
  metroStationId: number | null;
  title: string;
  description: string;
  address: string;
  landmark: string;
  owner: string;
  ownerType: OwnerType;
  phone1: string;
  phone2: string;
  hasTitleDeed: boolean;
  isRenovated: boolean;
  mortgage: boolean;
  latitude: NumberBox;
  longitude: NumberBox;
  baseUrl: string;
  /** Not edited here; kept so that an edit (a full replacement) does not drop it. */
  color: string | null;
};

/** Boxes a listing may leave empty: empty is "not given" (null), not a missing value. */
const OPTIONAL_NUMBERS = ['rooms', 'stage', 'stages', 'latitude', 'longitude'] as const;
const OPTIONAL_TEXTS = ['title', 'description', 'address', 'landmark', 'owner', 'phone2', 'baseUrl'] as const;

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value));

/** The form's values as the schema reads them: empty optional boxes are null. */
export const normalizeAnnouncementValues = (values: AnnouncementFormValues): Record<string, unknown> => {
  const normalized: Record<string, unknown> = { ...values };
  for (const name of [...OPTIONAL_NUMBERS, ...OPTIONAL_TEXTS])
    if (isBlank(values[name])) normalized[name] = null;
  if (values.cityId === null) delete normalized.cityId;
  return normalized;
};

/**
 * The listing rules of the contracts that have their own words (two decimals, a floor above the
 * building, coordinates in pairs, a source link): shown with the catalogue's text, since the
 * form's generic messages know only lengths and bounds.
 */
const OWN_MESSAGE_KEYS = new Set([
  'validation.twoDecimals',
  'validation.stageAboveStages',
  'validation.coordinatesPair',
  'validation.invalidUrl',
  'validation.districtNotInCity',
  'validation.metroNotInCity',
  'validation.outsideAzerbaijan',
]);

/**
 * createAnnouncementSchema on the client, as on the server (an edit is checked with the same
 * fields; its version is added when it is sent). Messages of the listing's own rules are written
 * in the language at hand, under the field, naming it by its label.
 */
export const announcementResolver = (
  language: Language,
  labelOf: (field: string) => string,
): Resolver<AnnouncementFormValues, unknown, CreateAnnouncementInput> => {
  const base = zodResolver(createAnnouncementSchema, { error: issueToken });
  return async (values, context, options) => {
    const result = await base(
      normalizeAnnouncementValues(values) as Parameters<typeof base>[0],
      context,
      options as unknown as Parameters<typeof base>[2],
    );
    const errors = result.errors as Record<string, FieldError | undefined>;
    for (const [name, error] of Object.entries(errors)) {
      const key = error?.message;
      if (!error || !key || !OWN_MESSAGE_KEYS.has(key) || !isMessageKey(key)) continue;
      errors[name] = {
        ...error,
        type: SERVER_ERROR_TYPE,
        message: formatMessage(language, key, { field: labelOf(name) }),
      };
    }
    return result as unknown as ResolverResult<AnnouncementFormValues, CreateAnnouncementInput>;
  };
};
