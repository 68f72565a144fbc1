import { paymentRateLevel } from '@emlak/contracts';

export type RateLevel = ReturnType<typeof paymentRateLevel>;

/** Spec section 9: green from 80 %, amber from 50 %, red below, in the theme's own colours. */
export const rateColor: Record<RateLevel, 'success.main' | 'warning.main' | 'error.main'> = {
  good: 'success.main',
  fair: 'warning.main',
  poor: 'error.main',
};

export { paymentRateLevel };
