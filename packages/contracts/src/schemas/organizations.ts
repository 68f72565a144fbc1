import { z } from 'zod';
import { text } from './primitives';
import { idSchema, queryIdSchema, versionSchema } from './reference';

/** Organization statuses of the spec (section 3). */
export const organizationStatuses = ['active', 'passive', 'pending', 'activated', 'deactivated'] as const;
export type OrganizationStatus = (typeof organizationStatuses)[number];
export const organizationLockReasons = ['manual', 'unpaid_budget'] as const;

/** A new organization may use the product this many days without subscriptions (spec section 9). */
export const GRACE_PERIOD_DAYS = 35;

/** A serial primary key as a path or query value; bounded so that PostgreSQL never refuses it. */
export const organizationIdParamsSchema = z.strictObject({ id: queryIdSchema });

export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isContactEnabled: z.boolean(),
  isLocked: z.boolean(),
  lockedReason: z.enum(organizationLockReasons).nullable(),
  status: z.enum(organizationStatuses),
  /** The platform operator's own organization: it can be neither locked nor deleted. */
  isOperator: z.boolean(),
  gracePeriodEnd: z.string(),
  /** Whole Asia/Baku calendar days until the grace period ends; 0 once it has. */
  daysLeft: z.number().int(),
  userCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Organization = z.infer<typeof organizationSchema>;

const organizationName = text().trim().min(1).max(200);

/** gracePeriodEnd is never accepted: the server sets it to creation + GRACE_PERIOD_DAYS. */
export const createOrganizationSchema = z.strictObject({
  name: organizationName,
  isContactEnabled: z.boolean().default(true),
  isLocked: z.boolean().default(false),
  status: z.enum(organizationStatuses).default('active'),
});
export type CreateOrganizationInput = z.infer<typeof createOrganizationSchema>;

/**
 * The edit form: the record plus its id and the version it was read at. An omitted isLocked or
 * status stays as it is. An Admin may change name and isContactEnabled only.
 */
export const updateOrganizationSchema = z.strictObject({
  id: idSchema.optional(),
  name: organizationName,
  isContactEnabled: z.boolean(),
  isLocked: z.boolean().optional(),
  status: z.enum(organizationStatuses).optional(),
  version: versionSchema,
});
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationSchema>;

/** One user on the organization detail screen (spec section 2, "Organization detail"). */
export const organizationUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  organizationName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(['active', 'locked']),
  roleId: z.number().int(),
});
export type OrganizationUser = z.infer<typeof organizationUserSchema>;
