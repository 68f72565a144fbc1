import { bakuDaysBetween } from '../../lib/baku-time';

/**
 * Whole Asia/Baku calendar days from today to the day the grace period ends, 0 on that day and
 * after it: an organization created today has GRACE_PERIOD_DAYS left.
 */
export const graceDaysLeft = (gracePeriodEnd: Date, now: Date = new Date()): number =>
  Math.max(0, bakuDaysBetween(now, gracePeriodEnd));
