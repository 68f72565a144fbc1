import { z } from 'zod';
import { queryIdSchema } from './reference';
import { queryPaging, withinListOffset } from '../list-query';
import { dateInputSchema, text } from './primitives';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  actorUserId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  organizationId: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  /** Changed fields as { field: { before, after } }, or details such as a failed login's reason. */
  changes: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const label = text().trim().min(1).max(100);

/** Paged like the tables, so deep pages are refused the same way (docs/decisions.md "Deep pages"). */
export const auditQuerySchema = z
  .strictObject({
    ...queryPaging(),
    entity: label.optional(),
    action: label.optional(),
    actorUserId: queryIdSchema.optional(),
    /** Inclusive; a date alone means from the start of that day in Baku. */
    from: dateInputSchema.optional(),
    /** Inclusive; a date alone means to the end of that day in Baku. */
    to: dateInputSchema.optional(),
  })
  .check(withinListOffset);
export type AuditQuery = z.infer<typeof auditQuerySchema>;
