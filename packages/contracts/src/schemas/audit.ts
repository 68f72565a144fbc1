import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../list-query';

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

/** A day (the whole Asia/Baku day) or a moment with its offset; years outside 1900..9999 are refused. */
const moment = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .refine((value) => Number(value.slice(0, 4)) >= 1900, { message: 'validation.invalidDate' });

const label = z.string().trim().min(1).max(100);

export const auditQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  entity: label.optional(),
  action: label.optional(),
  actorUserId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** Inclusive; a date alone means from the start of that day in Baku. */
  from: moment.optional(),
  /** Inclusive; a date alone means to the end of that day in Baku. */
  to: moment.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
