import { formatDate } from '@/shared/lib/format';

/** The latest instant a JavaScript Date holds (ECMAScript: 8.64e15 ms either side of 1970). */
const MAX_DATE_MS = 8.64e15;

/** A NumericDate claim (seconds since 1970, a fraction allowed) as a Date, or null when it is not one. */
export const numericDate = (value: unknown): Date | null =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value * 1000) <= MAX_DATE_MS
    ? new Date(value * 1000)
    : null;

const bakuParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Baku',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * "22.11.2026 09:05:07" (az, ru) or "22/11/2026 09:05:07" (en), on Baku's clock whatever the
 * device's time zone: the app's date format, to the second, since a token lives for an hour.
 */
export const formatBakuDateTime = (date: Date, language: string) => {
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(bakuParts.formatToParts(date).find((part) => part.type === type)?.value);
  // A local Date carrying Baku's calendar fields, for the app's day formatter.
  const wall = new Date(2000, 0, 1);
  wall.setFullYear(field('year'), field('month') - 1, field('day'));
  return `${formatDate(wall, language)} ${pad(field('hour'))}:${pad(field('minute'))}:${pad(field('second'))}`;
};

/** Where a token stands at a moment, by its nbf and exp. */
export type Validity =
  | { state: 'noExpiry' }
  | { state: 'notYet'; ms: number }
  | { state: 'valid'; ms: number }
  | { state: 'expired'; ms: number };

export const validityAt = (payload: Record<string, unknown>, nowMs: number): Validity => {
  const notBefore = numericDate(payload.nbf);
  if (notBefore && notBefore.getTime() > nowMs) return { state: 'notYet', ms: notBefore.getTime() - nowMs };
  const expiry = numericDate(payload.exp);
  if (!expiry) return { state: 'noExpiry' };
  const left = expiry.getTime() - nowMs;
  return left > 0 ? { state: 'valid', ms: left } : { state: 'expired', ms: -left };
};

/**
 * A span as whole days and "HH:MM:SS". Time left rounds up (the last second shows 00:00:01, not
 * 00:00:00 while the token still works); time passed rounds down.
 */
export const splitDuration = (ms: number, round: 'up' | 'down') => {
  const total = Math.max(0, round === 'up' ? Math.ceil(ms / 1000) : Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
};
