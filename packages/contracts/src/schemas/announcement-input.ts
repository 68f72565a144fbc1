import { z } from 'zod';
import { phoneSchema, requiredPhoneSchema } from '../phone';
import {
  AD_ADDRESS_MAX,
  AD_AREA_MAX,
  AD_BASE_URL_MAX,
  AD_DESCRIPTION_MAX,
  AD_LANDMARK_MAX,
  AD_OWNER_MAX,
  AD_PRICE_MAX,
  AD_ROOMS_MAX,
  AD_STAGES_MAX,
  AD_TITLE_MAX,
  AD_TYPES,
  moneyInput,
  OWNER_TYPES,
} from './announcements';
import { text } from './primitives';
import { AZERBAIJAN_BOUNDS, idSchema, versionSchema } from './reference';

/**
 * What a client sends to post or replace a listing. Apart from the read side in announcements.ts
 * because the phone rule brings libphonenumber's metadata (some 25 KB compressed), which the
 * screens that only read listings (the dashboard, the app shell) should not download.
 */

const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  text(options).trim().max(max).nullable().optional();

/** An http(s) address with a host and no spaces. */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** http(s) only: a `javascript:` link shown as "source" would run in the agent's browser. */
export const baseUrlSchema = text()
  .trim()
  .max(AD_BASE_URL_MAX)
  .refine((value) => value === '' || HTTP_URL.test(value), { message: 'validation.invalidUrl' });

const latitude = z.number().min(AZERBAIJAN_BOUNDS.minLatitude).max(AZERBAIJAN_BOUNDS.maxLatitude);
const longitude = z.number().min(AZERBAIJAN_BOUNDS.minLongitude).max(AZERBAIJAN_BOUNDS.maxLongitude);
const floor = z.number().int().min(1).max(AD_STAGES_MAX);

const announcementFields = {
  title: optionalText(AD_TITLE_MAX),
  description: optionalText(AD_DESCRIPTION_MAX, { multiline: true }),
  price: moneyInput(AD_PRICE_MAX),
  addType: z.enum(AD_TYPES),
  propertyType: z.number().int().min(1).max(6),
  cityId: idSchema,
  districtId: idSchema.nullable().optional(),
  metroStationId: idSchema.nullable().optional(),
  address: optionalText(AD_ADDRESS_MAX),
  landmark: optionalText(AD_LANDMARK_MAX),
  owner: optionalText(AD_OWNER_MAX),
  ownerType: z.enum(OWNER_TYPES).default('owner'),
  phone1: requiredPhoneSchema,
  phone2: phoneSchema.nullable().optional(),
  /** A marker colour agents give a listing, #rrggbb. */
  color: text()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'validation.invalidValue' })
    .nullable()
    .optional(),
  rooms: z.number().int().min(0).max(AD_ROOMS_MAX).nullable().optional(),
  stage: floor.nullable().optional(),
  stages: floor.nullable().optional(),
  area: moneyInput(AD_AREA_MAX, 0.01),
  areaMeasureUnit: z.number().int().min(1).max(5).default(1),
  hasTitleDeed: z.boolean().nullable().optional(),
  isRenovated: z.boolean().nullable().optional(),
  mortgage: z.boolean().nullable().optional(),
  latitude: latitude.nullable().optional(),
  longitude: longitude.nullable().optional(),
  baseUrl: baseUrlSchema.nullable().optional(),
};

type AnnouncementShape = {
  stage?: number | null;
  stages?: number | null;
  latitude?: number | null;
  longitude?: number | null;
};

/** The rules across fields: a floor within the building, and coordinates as a pair. */
const crossFieldRules = (ctx: z.core.ParsePayload<AnnouncementShape>) => {
  const { stage, stages, latitude: lat, longitude: lon } = ctx.value;
  if (stage != null && stages != null && stage > stages) {
    ctx.issues.push({
      code: 'custom',
      path: ['stage'],
      message: 'validation.stageAboveStages',
      input: stage,
    });
  }
  if ((lat == null) !== (lon == null)) {
    const path = lat == null ? 'latitude' : 'longitude';
    ctx.issues.push({ code: 'custom', path: [path], message: 'validation.coordinatesPair', input: null });
  }
};

/**
 * Posting a listing. An agent posts for the own organization; a SuperAdmin may name one, or leave
 * `organizationId` out to post a public market listing.
 */
export const createAnnouncementSchema = z
  .strictObject({ ...announcementFields, organizationId: idSchema.nullable().optional() })
  .check(crossFieldRules);
export type CreateAnnouncementInput = z.infer<typeof createAnnouncementSchema>;
export type AnnouncementFormValues = z.input<typeof createAnnouncementSchema>;

/** A full replacement at the version the client read (a stale one is a 409). */
export const updateAnnouncementSchema = z
  .strictObject({ ...announcementFields, version: versionSchema })
  .check(crossFieldRules);
export type UpdateAnnouncementInput = z.infer<typeof updateAnnouncementSchema>;
