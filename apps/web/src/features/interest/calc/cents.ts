/**
 * Money in whole qəpik (1 AZN = 100 qəpik) so that sums and splits never meet binary fractions:
 * a float like 0.1 + 0.2 is not 0.3, but 10 + 20 qəpik is exactly 30.
 */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** a / b rounded half up, for non-negative integers; BigInt since a product of amounts may pass 2^53. */
const divideRounded = (a: bigint, b: bigint): bigint => (a * 2n + b) / (b * 2n);

/** A percent given to 4 decimals, as an integer of ten-thousandths (2.5 % -> 25_000). */
const PERCENT_SCALE = 10_000;
const percentUnits = (percent: number) => BigInt(Math.round(percent * PERCENT_SCALE));

/**
 * `percent` % of an amount in qəpik, divided by `parts` (12 for a month of an annual rate: 8 %/12
 * is no finite decimal, so it is divided here exactly rather than rounded first), rounded half up
 * to the qəpik.
 */
export const percentOfCents = (cents: number, percent: number, parts = 1): number =>
  Number(divideRounded(BigInt(cents) * percentUnits(percent), BigInt(100 * PERCENT_SCALE * parts)));

/** What percent `part` is of `whole` (both in qəpik), rounded half up to 2 decimals. */
export const percentOfWhole = (part: number, whole: number): number =>
  Number(divideRounded(BigInt(part) * 10_000n, BigInt(whole))) / 100;
