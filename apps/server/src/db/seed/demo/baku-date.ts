/** Azerbaijan keeps UTC+4 all year (no daylight saving since 2016). */
const BAKU_OFFSET_MS = 4 * 3_600_000;

/** The calendar date (YYYY-MM-DD) in Asia/Baku at a moment, shifted by whole days. */
export const bakuDate = (moment: Date, addDays = 0): string =>
  new Date(moment.getTime() + BAKU_OFFSET_MS + addDays * 86_400_000).toISOString().slice(0, 10);
