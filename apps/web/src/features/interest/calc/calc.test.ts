import { describe, expect, it } from 'vitest';
import { commissionFromPercent, percentFromCommission, splitCommission } from './commission';
import { amortize, byYear, monthlyPayment } from './mortgage';
import { PRESETS, presetWarnings } from './presets';

// The worked examples were worked out by hand from the annuity formula before being asserted.
describe('commission', () => {
  it('is 3 % of 150,000 = 4,500.00', () => {
    expect(commissionFromPercent(150_000, 3)).toEqual({
      commission: 4500,
      percent: 3,
      seller: 4500,
      buyer: 0,
    });
  });

  it('reads 2,250 on 90,000 as 2.5 %', () => {
    expect(percentFromCommission(90_000, 2250).percent).toBe(2.5);
  });

  it('rounds to the qəpik half up and to 2 decimals of percent', () => {
    // 2.5 % of 85,555.55 = 2,138.88875 -> 2,138.89
    expect(commissionFromPercent(85_555.55, 2.5).commission).toBe(2138.89);
    // 1,000 of 30,000 = 3.3333 % -> 3.33
    expect(percentFromCommission(30_000, 1000).percent).toBe(3.33);
    // floats would say 1.1 % of 1,000.05 is 11.000549999...; in qəpik it is 11.00
    expect(commissionFromPercent(1000.05, 1.1).commission).toBe(11);
  });

  it('splits between seller and buyer to the qəpik, the parts adding up exactly', () => {
    expect(splitCommission(4500, 50)).toEqual({ seller: 2250, buyer: 2250 });
    const odd = splitCommission(1000.01, 33.33);
    expect(odd).toEqual({ seller: 333.3, buyer: 666.71 });
    expect(Math.round((odd.seller + odd.buyer) * 100)).toBe(100_001);
    expect(commissionFromPercent(150_000, 3, 60)).toMatchObject({ seller: 2700, buyer: 1800 });
  });

  it('keeps huge prices exact', () => {
    expect(commissionFromPercent(9_999_999_999.99, 2.5).commission).toBe(250_000_000);
  });
});

describe('mortgage (annuity)', () => {
  it('pays 836.44 a month on 100,000 at 8 % for 20 years', () => {
    expect(monthlyPayment(100_000, 8, 240)).toBe(836.44);
  });

  it('pays 572.90 a month on 120,000 at 4 % for 30 years', () => {
    expect(monthlyPayment(120_000, 4, 360)).toBe(572.9);
  });

  it('divides the loan evenly at 0 %', () => {
    expect(monthlyPayment(120_000, 0, 240)).toBe(500);
    const free = amortize({ principal: 1000, annualRate: 0, years: 1 });
    expect(free.totalInterest).toBe(0);
    // 1000 / 12 = 83.33; the last month pays the 0.04 left over.
    expect(free.schedule.at(-1)).toEqual({
      month: 12,
      payment: 83.37,
      interest: 0,
      principal: 83.37,
      balance: 0,
    });
  });

  it('schedules every month and ends at exactly 0.00, the totals adding up', () => {
    const loan = amortize({ principal: 100_000, annualRate: 8, years: 20 });
    expect(loan.schedule).toHaveLength(240);
    expect(loan.schedule[0]).toEqual({
      month: 1,
      payment: 836.44,
      interest: 666.67,
      principal: 169.77,
      balance: 99_830.23,
    });
    expect(loan.schedule.at(-1)!.balance).toBe(0);
    const cents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);
    expect(cents(loan.schedule.map((row) => row.principal))).toBe(10_000_000);
    expect(cents(loan.schedule.map((row) => row.payment))).toBe(Math.round(loan.totalPaid * 100));
    expect(loan.totalInterest).toBe(Math.round((loan.totalPaid - 100_000) * 100) / 100);
    // The last payment only absorbs the rounding: within a few qəpik of the others.
    expect(Math.abs(loan.schedule.at(-1)!.payment - 836.44)).toBeLessThan(0.5);
    // 239 payments of 836.44 plus the last.
    expect(loan.totalPaid).toBe(Math.round((239 * 836.44 + loan.schedule.at(-1)!.payment) * 100) / 100);
  });

  it('groups the schedule by year', () => {
    const years = byYear(amortize({ principal: 100_000, annualRate: 8, years: 20 }).schedule);
    expect(years).toHaveLength(20);
    expect(years[0]!.months).toHaveLength(12);
    expect(years[0]!.paid).toBe(10_037.28);
    expect(years[19]!.balance).toBe(0);
    expect(years[0]!.interest + years[0]!.principal).toBeCloseTo(years[0]!.paid, 2);
  });
});

describe('the Fund presets', () => {
  it('warn when a loan leaves their limits, not otherwise', () => {
    const inside = { principal: 96_000, years: 25, downPercent: 20 };
    expect(presetWarnings(PRESETS.standard, inside)).toEqual([]);
    expect(presetWarnings(PRESETS.preferential, { principal: 108_000, years: 31, downPercent: 5 })).toEqual([
      { key: 'loanAboveMax', max: 100_000 },
      { key: 'termAboveMax', max: 30 },
      { key: 'downBelowMin', min: 10 },
    ]);
  });
});
