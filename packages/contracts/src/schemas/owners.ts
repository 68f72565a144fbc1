import { z } from 'zod';
import { queryPaging, withinListOffset } from '../list-query';
import { PHONE_WRITTEN_MAX } from '../phone';
import { CONTACT_NAME_MAX } from './contacts';
import { text } from './primitives';

/** A phone behind this many announcements or more is flagged as a probable agent (docs/domain.md "Owners"). */
export const PROBABLE_AGENT_THRESHOLD = 5;
/** How many of an owner's cities the owners list names, the most frequent first. */
export const OWNER_CITIES_SHOWN = 3;

export const ownerSchema = z.object({
  /** E.164: the announcements' first phone, by which owners are grouped. */
  phone: z.string(),
  /** The name most often written next to this phone. */
  ownerName: z.string().nullable(),
  announcementCount: z.number().int(),
  lastAnnouncementAt: z.string(),
  cities: z.array(z.string()),
  isProbableAgent: z.boolean(),
  /** Whether the caller's organization already has a contact with this phone. */
  alreadyInContacts: z.boolean(),
});
export type Owner = z.infer<typeof ownerSchema>;

export const ownerPhoneParamsSchema = z.strictObject({
  phone: text().trim().min(1).max(PHONE_WRITTEN_MAX),
});

export const ownerAnnouncementsQuerySchema = z.strictObject(queryPaging(20)).check(withinListOffset);

export const ownerAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  /** AZN, exact, 2 decimals. */
  price: z.string(),
  cityName: z.string(),
  addType: z.enum(['rent', 'sell']),
  propertyType: z.number().int(),
  rooms: z.number().int().nullable(),
  area: z.string().nullable(),
  createdAt: z.string(),
  isSold: z.boolean(),
  baseUrl: z.string().nullable(),
});
export type OwnerAnnouncement = z.infer<typeof ownerAnnouncementSchema>;

/** Saves an owner into the caller's contact book; the name defaults to the owner's usual name. */
export const saveOwnerToContactsSchema = z.strictObject({
  phone: text().trim().min(1).max(PHONE_WRITTEN_MAX),
  ownerName: text().trim().min(1).max(CONTACT_NAME_MAX).optional(),
});
export type SaveOwnerToContactsInput = z.infer<typeof saveOwnerToContactsSchema>;
