import { z } from 'zod';
import { text } from './primitives';
import { versionSchema } from './reference';

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5_000;
export const SUPPORT_ANSWER_MAX = 5_000;
/** The largest screenshot a support request may carry, in bytes (2 MB). */
export const SUPPORT_SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
/** The base64 text of the largest screenshot: four characters for every three bytes, padded. */
export const SUPPORT_SCREENSHOT_BASE64_MAX = Math.ceil(SUPPORT_SCREENSHOT_MAX_BYTES / 3) * 4;
/** How many support requests one user may send within an hour (counted in the database). */
export const SUPPORT_TICKETS_PER_HOUR = 5;

export const supportCategories = ['account', 'billing', 'listings', 'statistics', 'bug', 'other'] as const;
export type SupportCategory = (typeof supportCategories)[number];

export const supportTicketStatuses = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof supportTicketStatuses)[number];

/** The screenshot types a support request accepts, told apart by their first bytes. */
export const supportScreenshotTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type SupportScreenshotType = (typeof supportScreenshotTypes)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The image type of a file by its magic bytes (never by its name or declared type): PNG's
 * 8-byte signature, JPEG's SOI marker, WebP's RIFF....WEBP header. Null for anything else (a GIF,
 * a text file named .png).
 */
export const detectScreenshotType = (bytes: Uint8Array): SupportScreenshotType | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
};

/** The size in bytes of what a (padded, well-formed) base64 text decodes to. */
export const base64ByteLength = (value: string): number => {
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  return (value.length / 4) * 3 - padding;
};

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The first twelve bytes of a well-formed base64 text, enough for detectScreenshotType. Written
 * out because the contracts run in browsers and Node alike, with neither `atob` nor `Buffer` typed.
 */
const headOf = (value: string): Uint8Array => {
  const bytes: number[] = [];
  const head = value.slice(0, 16).replace(/=+$/, '');
  let bits = 0;
  let buffer = 0;
  for (const character of head) {
    buffer = (buffer << 6) | ALPHABET.indexOf(character);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
};

/**
 * A screenshot as the request carries it: the image's bytes in standard, padded base64 (a JSON
 * body, see docs/decisions.md "Support"). The size is checked before the format, the format
 * before the type, each with its own message, so that a client hears the one thing to fix.
 */
export const screenshotSchema = z.string().superRefine((value, ctx) => {
  if (
    value.length > SUPPORT_SCREENSHOT_BASE64_MAX ||
    base64ByteLength(value) > SUPPORT_SCREENSHOT_MAX_BYTES
  ) {
    ctx.addIssue({ code: 'custom', message: 'validation.screenshotTooLarge' });
    return;
  }
  if (value.length === 0 || !BASE64.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'validation.screenshotType' });
    return;
  }
  if (detectScreenshotType(headOf(value)) === null) {
    ctx.addIssue({ code: 'custom', message: 'validation.screenshotType' });
  }
});

/** GET /support/contact: how to reach support, from the server's configuration. */
export const supportContactSchema = z.object({
  email: z.string(),
  /** E.164 ('+994125550100'). */
  phone: z.string(),
});
export type SupportContact = z.infer<typeof supportContactSchema>;

/**
 * A support request. Its author sees it in their own list; a SuperAdmin sees every one (with
 * the author and the agency) and answers and closes it. `screenshotType` is null without one.
 */
export const supportTicketSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  category: z.enum(supportCategories),
  message: z.string(),
  status: z.enum(supportTicketStatuses),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  screenshotType: z.enum(supportScreenshotTypes).nullable(),
  userId: z.number().int(),
  userName: z.string(),
  userEmail: z.string(),
  organizationName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const createSupportTicketSchema = z.strictObject({
  subject: text().trim().min(1).max(SUPPORT_SUBJECT_MAX),
  category: z.enum(supportCategories),
  message: text({ multiline: true }).trim().min(1).max(SUPPORT_MESSAGE_MAX),
  /** Optional: a PNG, JPEG or WebP of at most 2 MB, base64-encoded; null or absent is none. */
  screenshot: screenshotSchema.nullable().optional(),
});
export type CreateSupportTicketInput = z.infer<typeof createSupportTicketSchema>;

/** A SuperAdmin's answer at the version read; the ticket becomes `answered`. */
export const answerSupportTicketSchema = z.strictObject({
  answer: text({ multiline: true }).trim().min(1).max(SUPPORT_ANSWER_MAX),
  version: versionSchema,
});
export type AnswerSupportTicketInput = z.infer<typeof answerSupportTicketSchema>;

/** A SuperAdmin closes a ticket at the version read. */
export const closeSupportTicketSchema = z.strictObject({ version: versionSchema });
export type CloseSupportTicketInput = z.infer<typeof closeSupportTicketSchema>;
