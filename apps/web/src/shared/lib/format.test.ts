import { describe, expect, it } from 'vitest';
import { formatDate, formatDayWithWeekday, formatMoney, formatNumber, formatTime } from './format';

const sunday = new Date(2026, 10, 22, 9, 5);

describe('formatting', () => {
  it.each([
    ['az', 1234567.891, '1.234.567,891'],
    ['en', 1234567.891, '1,234,567.891'],
    ['ru', 1234567.891, '1 234 567,891'],
  ])('numbers in %s', (language, value, expected) => {
    expect(formatNumber(value, language).replace(/\s/g, ' ')).toBe(expected);
  });

  it.each([
    ['az', '1.234,50 AZN'],
    ['en', '1,234.50 AZN'],
  ])('money in %s', (language, expected) => {
    expect(formatMoney(1234.5, 'AZN', language)).toBe(expected);
  });

  it.each([
    ['az', '22 noyabr, bazar'],
    ['en', 'Sunday 22 November'],
    ['ru', 'воскресенье, 22 ноября'],
  ])('day with weekday in %s', (language, expected) => {
    expect(formatDayWithWeekday(sunday, language)).toBe(expected);
  });

  it.each([
    ['az', '22.11.2026'],
    ['ru', '22.11.2026'],
    ['en', '22/11/2026'],
  ])('dates in %s', (language, expected) => {
    expect(formatDate(sunday, language)).toBe(expected);
  });

  it('times are 24-hour', () => {
    expect(formatTime(sunday)).toBe('09:05');
  });
});
