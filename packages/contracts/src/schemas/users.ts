import { z } from 'zod';
import { idSchema, queryIdSchema, versionSchema } from './reference';
import { emailSchema, text } from './primitives';
import { phoneSchema } from '../phone';
import { Role } from '../roles';
import { PASSWORD_MAX, passwordSchema } from './auth';

export const userStatuses = ['active', 'locked'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** A serial primary key: coerced where it arrives as text (path, query), a plain number in bodies. */
export const userIdParamsSchema = z.strictObject({ id: queryIdSchema });

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  colorCode: z.string().nullable(),
  status: z.enum(userStatuses),
  roleId: z.number().int(),
  roleName: z.string(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  cityId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

const personName = text().trim().min(1).max(100);

/**
 * Fields of the user form shared by create and edit. On edit an omitted optional field stays as
 * it is and null clears it. The phone is normalized to E.164 by the server; an empty name becomes
 * "firstName lastName".
 */
const userFields = {
  name: text().trim().max(200).nullable().optional(),
  firstName: personName,
  lastName: personName,
  email: emailSchema,
  organizationId: idSchema,
  roleId: z.literal([Role.Admin, Role.SuperAdmin, Role.User]),
  colorCode: text()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable()
    .optional(),
  phone: phoneSchema.nullable().optional(),
  cityId: idSchema.nullable().optional(),
};

const confirmation = text().min(1).max(PASSWORD_MAX);
const passwordsMatch = { path: ['confirmPassword'], message: 'validation.passwordsDoNotMatch' };

export const createUserSchema = z
  .strictObject({
    ...userFields,
    password: passwordSchema,
    confirmPassword: confirmation,
    status: z.enum(userStatuses).default('active'),
  })
  .refine((value) => value.password === value.confirmPassword, passwordsMatch);
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateUserSchema = z.strictObject({
  ...userFields,
  id: idSchema.optional(),
  status: z.enum(userStatuses).optional(),
  version: versionSchema,
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const resetPasswordSchema = z
  .strictObject({ newPassword: passwordSchema, confirmPassword: confirmation })
  .refine((value) => value.newPassword === value.confirmPassword, passwordsMatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** GET /users/organization: a SuperAdmin may name the organization; everyone else gets their own. */
export const organizationUsersQuerySchema = z.strictObject({ organizationId: queryIdSchema.optional() });
