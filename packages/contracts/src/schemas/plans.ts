import { z } from 'zod';
import { moneyInput } from './announcements';
import { text } from './primitives';
import { versionSchema } from './reference';

export const PLAN_NAME_MAX = 80;
export const PLAN_DESCRIPTION_MAX = 500;
/** AZN per user per subscription period. */
export const PLAN_PRICE_MAX = 100_000;
/** Announcement searches per subscription period. */
export const PLAN_REQUEST_LIMIT_MAX = 10_000_000;

/** Money is a decimal string with two decimals ("100.00"), as everywhere else. */
const money = z.string();

/**
 * A subscription plan (spec section 3 "Plan"). `activeSubscriptions` counts subscriptions
 * running today; `totalRevenue` is what the budgets' line items have charged for the plan.
 */
export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: money,
  requestLimit: z.number().int(),
  isActive: z.boolean(),
  /** The carousel's "most popular" badge (Premium in the seed). */
  isPopular: z.boolean(),
  displayOrder: z.number().int(),
  activeSubscriptions: z.number().int(),
  totalRevenue: money,
  createdDate: z.string(),
  lastModifiedDate: z.string(),
  version: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /adminplan/dropdown and /adminsubscription/dropdown: active plans. */
export const planOptionSchema = z.object({ value: z.number().int(), displayText: z.string() });
export type PlanOption = z.infer<typeof planOptionSchema>;

const planFields = {
  name: text().trim().min(1).max(PLAN_NAME_MAX),
  description: text({ multiline: true }).trim().max(PLAN_DESCRIPTION_MAX).nullable().optional(),
  price: moneyInput(PLAN_PRICE_MAX),
  requestLimit: z.number().int().min(0).max(PLAN_REQUEST_LIMIT_MAX),
  isActive: z.boolean().optional(),
  isPopular: z.boolean().optional(),
};

export const createPlanSchema = z.strictObject(planFields);
export type CreatePlanInput = z.infer<typeof createPlanSchema>;

/** A full replacement; `version` is the one the client read (a stale one is a 409). */
export const updatePlanSchema = z.strictObject({ ...planFields, version: versionSchema });
export type UpdatePlanInput = z.infer<typeof updatePlanSchema>;
