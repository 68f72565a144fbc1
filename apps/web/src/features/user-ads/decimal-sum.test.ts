import { describe, expect, it } from 'vitest';
import { sumDecimals } from './decimal-sum';

describe('sumDecimals', () => {
  it.each([
    [['0.10', '0.20'], '0.30'],
    [['3600.00', '1800.50'], '5400.50'],
    [['82500', '41000.75'], '123500.75'],
    [['999999999.99', '999999999.99'], '1999999999.98'],
    [['12.5', '0.05'], '12.55'],
    [['-1.25', '1.00'], '-0.25'],
    [[], '0.00'],
  ])('%j sums to %s exactly', (amounts, total) => {
    expect(sumDecimals(...amounts)).toBe(total);
  });
});
