import { z } from 'zod';
import { hasControlCharacters, text } from './primitives';
import { idSchema, MAX_ID, queryIdSchema } from './reference';

/** Spec section 5: a subscription runs from today (Baku) to today + 40 days, whatever the form says. */
export const SUBSCRIPTION_PERIOD_DAYS = 40;
export const SUBSCRIPTION_NOTES_MAX = 1000;
/** The query meter warns from this share of the plan's searches used. */
export const QUERY_METER_WARNING_RATIO = 0.9;

export const subscriptionStatuses = { active: 1, cancelled: 2, expired: 3 } as const;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  organizationId: z.number().int(),
  subscriptionPlanId: z.number().int(),
  planName: z.string(),
  planPrice: z.string(),
  requestLimit: z.number().int(),
  /** Calendar days (Asia/Baku), `YYYY-MM-DD`. */
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
  autoRenew: z.boolean(),
  status: z.number().int(),
  adminNotes: z.string().nullable(),
  /** True when the subscription is active and covers today (Baku). */
  isCurrent: z.boolean(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /adminsubscription/subscriptions?userId=: the caller's own when userId is left out. */
export const subscriptionsQuerySchema = z.strictObject({ userId: queryIdSchema.optional() });
export type SubscriptionsQuery = z.infer<typeof subscriptionsQuerySchema>;

/** GET /adminsubscription/subscriptions?userId=: newest first. */
export const subscriptionsResponseSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponseSchema>;

/**
 * "Number-like" (spec section 5): 1 or "1". A string that fits neither is judged as text, so
 * a control character is named as such rather than as an invalid value.
 */
const statusLike = z.union(
  [
    z.number().int().min(1).max(9),
    text()
      .regex(/^[1-9]$/, { message: 'validation.invalidType' })
      .transform(Number),
  ],
  {
    error: (issue) =>
      typeof issue.input === 'string' && hasControlCharacters(issue.input)
        ? 'validation.controlCharacter'
        : undefined,
  },
);

/** Missing or null, the spec's 'Plan seçimi tələb olunur' (validation.planRequired), not "is required". */
const planIdSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'validation.planRequired' : undefined) })
  .int()
  .min(1)
  .max(MAX_ID)
  .nullable()
  .refine((value) => value !== null, { message: 'validation.planRequired' });

/**
 * The spec's create payload. `startDate` and `endDate` are accepted and ignored: the server
 * sets today and today + 40 days (spec section 5). `subscriptionPlanId` missing is the spec's
 * 'Plan seçimi tələb olunur' (validation.planRequired).
 */
export const createSubscriptionSchema = z.strictObject({
  userId: idSchema,
  subscriptionPlanId: planIdSchema,
  startDate: text().max(40).nullable().optional(),
  endDate: text().max(40).nullable().optional(),
  isActive: z.boolean().optional(),
  autoRenew: z.boolean().optional(),
  status: statusLike.optional(),
  adminNotes: text({ multiline: true }).trim().max(SUBSCRIPTION_NOTES_MAX).nullable().optional(),
});
export type CreateSubscriptionInput = z.input<typeof createSubscriptionSchema>;

/**
 * The caller's search meter (GET /users/profile and the X-Query-* headers): null limit when the
 * caller is not metered (an Admin, a SuperAdmin).
 */
export const queryMeterSchema = z.object({
  queryLimit: z.number().int().nullable(),
  queriesUsed: z.number().int(),
});
export type QueryMeter = z.infer<typeof queryMeterSchema>;
