import { z } from 'zod';
import { queryMeterSchema } from './subscriptions';

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
  /** The terms version accepted at termsAcceptedAt; compare with TERMS_VERSION. */
  termsVersion: z.string().nullable(),
  /**
   * The caller's request meter (billing decision 5): the plan's searches per period, null when the
   * caller is not metered (Admin, SuperAdmin) or has no paid period; and the searches used.
   */
  ...queryMeterSchema.shape,
});
export type Profile = z.infer<typeof profileSchema>;
