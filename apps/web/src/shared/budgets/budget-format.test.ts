import { describe, expect, it } from 'vitest';
import { budgetStatusName, formatAzn, formatBudgetDay, formatPeriod, lastCoveredDay } from './budget-format';

describe('budget formatting', () => {
  it('writes AZN with exactly two decimals in each language, from the exact string', () => {
    expect(formatAzn('1234567.5', 'az')).toBe('1.234.567,50 ₼');
    expect(formatAzn('0.00', 'az')).toBe('0,00 ₼');
    expect(formatAzn('19.83', 'en')).toBe('19.83 ₼');
    expect(formatAzn('1234.05', 'en')).toBe('1,234.05 ₼');
    expect(formatAzn('1234.05', 'ru')).toMatch(/^1\s234,05 ₼$/);
    // More digits than a float keeps exactly still print as sent.
    expect(formatAzn('999999999999.99', 'az')).toBe('999.999.999.999,99 ₼');
  });

  it("names the period's month in the language, az capitals by az rules", () => {
    expect(formatPeriod(2026, 7, 'az')).toBe('İyul 2026');
    expect(formatPeriod(2026, 10, 'az')).toBe('Oktyabr 2026');
    expect(formatPeriod(2026, 10, 'en')).toBe('October 2026');
    expect(formatPeriod(2026, 10, 'ru')).toBe('Октябрь 2026');
  });

  it('writes API days without a time-zone shift and names the statuses', () => {
    expect(formatBudgetDay('2026-11-10', 'az')).toBe('10.11.2026');
    expect(formatBudgetDay('2026-11-10', 'en')).toBe('10/11/2026');
    expect(lastCoveredDay('2026-11-01')).toBe('2026-10-31');
    expect(lastCoveredDay('2028-03-01')).toBe('2028-02-29');
    expect([1, 2, 3, 9].map(budgetStatusName)).toEqual(['project', 'active', 'closed', 'unknown']);
  });
});
