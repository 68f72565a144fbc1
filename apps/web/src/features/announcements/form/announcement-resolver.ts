import {
  createAnnouncementSchema,
  type AdType,
  type CreateAnnouncementInput,
  type OwnerType,
} from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { issueToken } from '@/shared/lib/form-errors';

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

const schemaResolver = zodResolver(createAnnouncementSchema, { error: issueToken });

/**
 * createAnnouncementSchema on the client, as on the server (an edit is checked with the same
 * fields; its version is added when it is sent). The listing's own rules (two decimals, a floor
 * above the building, coordinates in pairs, a source link) are worded by the shared form messages.
 */
export const announcementResolver: Resolver<AnnouncementFormValues, unknown, CreateAnnouncementInput> = (
  values,
  context,
  options,
) =>
  schemaResolver(
    normalizeAnnouncementValues(values) as Parameters<typeof schemaResolver>[0],
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  ) as unknown as ReturnType<Resolver<AnnouncementFormValues, unknown, CreateAnnouncementInput>>;
