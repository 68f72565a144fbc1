import type { exchangeRates } from '../../schema';

/** Sensible starting rates (AZN per unit); a SuperAdmin keeps them current. */
export const exchangeRateSeeds: readonly (typeof exchangeRates.$inferInsert)[] = [
  { currency: 'USD', rateToAzn: '1.700000' },
  { currency: 'EUR', rateToAzn: '1.850000' },
];
