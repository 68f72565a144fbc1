/** Azerbaijan keeps UTC+4 all year (no daylight saving since 2016). */
const BAKU_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Asia/Baku calendar day of a moment, as a day count since the epoch. */
const bakuDay = (moment: Date) => Math.floor((moment.getTime() + BAKU_OFFSET_MS) / DAY_MS);

/**
 * Whole Asia/Baku calendar days from today to the day the grace period ends, 0 on that day and
 * after it: an organization created today has GRACE_PERIOD_DAYS left.
 */
export const graceDaysLeft = (gracePeriodEnd: Date, now: Date = new Date()): number =>
  Math.max(0, bakuDay(gracePeriodEnd) - bakuDay(now));
