import type { CURRENCIES } from '@emlak/contracts';

export type Currency = (typeof CURRENCIES)[number];

/** The column is numeric(12, 6): six decimals, and at most this much before a value overflows it. */
export const RATE_DECIMALS = 6;
export const RATE_STORED_MAX = 999_999.999_999;

/** A rate as stored: rounded to the column's six decimals, or null when it would overflow the column. */
export const storedRate = (rate: number): string | null => {
  const written = rate.toFixed(RATE_DECIMALS);
  return Number(written) > RATE_STORED_MAX ? null : written;
};
