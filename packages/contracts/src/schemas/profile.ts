import { z } from 'zod';

export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  fin: z.string().nullable(),
  job: z.string().nullable(),
  colorCode: z.string().nullable(),
  roleId: z.number().int(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  termsAcceptedAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** FIN: the 7-character personal identification code of an Azerbaijani ID card. */
export const updateProfileSchema = z.strictObject({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email({ message: 'validation.invalidEmail' }).max(254),
  phone: optionalText(32),
  address: optionalText(300),
  country: optionalText(100),
  fin: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{7}$/)
    .nullable()
    .optional(),
  job: optionalText(100),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
