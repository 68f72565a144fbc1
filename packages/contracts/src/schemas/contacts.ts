import { z } from 'zod';
import { phoneSchema, requiredPhoneSchema } from '../phone';
import { text } from './primitives';
import { idSchema, versionSchema } from './reference';

/** GET /contacts answers at most this many, by name; the table endpoint pages through the rest. */
export const CONTACT_LIST_LIMIT = 100;
export const CONTACT_NAME_MAX = 150;

export const contactSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  ownerName: z.string(),
  /** E.164, as stored. */
  phone1: z.string(),
  phone2: z.string().nullable(),
  phone3: z.string().nullable(),
  email: z.string().nullable(),
  /** The agency whose book it is: a SuperAdmin's list shows every agency's. */
  organizationName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Contact = z.infer<typeof contactSchema>;

/** Phones are checked with the server's own rule (../phone.ts); empty or null means none. */
const optionalPhone = phoneSchema.nullable().optional();
/** Empty means no e-mail: a form's cleared field sends ''. */
const optionalEmail = text()
  .trim()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    message: 'validation.invalidEmail',
  })
  .nullable()
  .optional();

const contactFields = {
  ownerName: text().trim().min(1).max(CONTACT_NAME_MAX),
  phone1: requiredPhoneSchema,
  phone2: optionalPhone,
  phone3: optionalPhone,
  email: optionalEmail,
};

/** `organizationId` is for a SuperAdmin filing a contact for an agency; everyone else files into their own. */
export const createContactSchema = z.strictObject({ ...contactFields, organizationId: idSchema.optional() });
export type CreateContactInput = z.infer<typeof createContactSchema>;

/** A full replacement; `version` is the one the client read (a stale one is a 409). */
export const updateContactSchema = z.strictObject({
  ...contactFields,
  version: versionSchema,
});
export type UpdateContactInput = z.infer<typeof updateContactSchema>;
