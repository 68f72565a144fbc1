import { formatNumber } from '@/shared/lib/format';

/**
 * A plan amount (the API's decimal string, "100.00") as the plans screens show it: always two
 * decimals in the language's writing ("1.234,50" in az). Display only: no sum is made from it.
 */
export const formatAzn = (amount: string, language: string) =>
  formatNumber(Number(amount), language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
