import { describe, expect, it } from 'vitest';
import {
  areaUnitOf,
  formatArea,
  formatDate,
  formatDateTime,
  formatDayWithWeekday,
  formatMoney,
  formatNumber,
  formatTime,
  numberFormat,
} from './format';

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
    ['az', 1234.5, '1.234,50 ₼'],
    ['en', 1234.5, '1,234.50 ₼'],
    ['az', 85000, '85.000 ₼'],
    ['ru', 85000, '85 000 ₼'],
    ['en', 85000.0, '85,000 ₼'],
    ['az', 99.9, '99,90 ₼'],
  ])('money in %s: %d as %s (no ",00" for whole amounts)', (language, value, expected) => {
    expect(formatMoney(value, 'AZN', language).replace(/\s/g, ' ')).toBe(expected);
  });

  it('keeps other currencies as their code', () => {
    expect(formatMoney(10, 'USD', 'en')).toBe('10 USD');
  });

  it.each([
    ['az', 85.5, 'm2', '85,5 m²'],
    ['en', 1234, 'm2', '1,234 m²'],
    ['ru', 6, 'sot', '6 сот.'],
    ['az', 6, 'sot', '6 sot'],
    ['ru', 1.25, 'ha', '1,25 га'],
    ['en', 1.25, 'ha', '1.25 ha'],
  ] as const)('areas in %s: %d %s as %s', (language, value, unit, expected) => {
    expect(formatArea(value, unit, language).replace(/\s/g, ' ')).toBe(expected);
  });

  it("reads the spec's areaMeasureUnit codes, m² when none is given", () => {
    expect([1, 2, 3, 4, 5, null].map(areaUnitOf)).toEqual(['m2', 'sot', 'ha', 'ft2', 'acre', 'm2']);
  });

  it.each([
    ['az', '22.11.2026 09:05'],
    ['en', '22/11/2026 09:05'],
  ])('timestamps in %s', (language, expected) => {
    expect(formatDateTime(sunday, language)).toBe(expected);
  });

  it('writes month and weekday names in lower case in az and ru running text', () => {
    const monday = new Date(2026, 0, 5);
    expect(formatDayWithWeekday(monday, 'az')).toBe('5 yanvar, bazar ertəsi');
    expect(formatDayWithWeekday(monday, 'ru')).toBe('понедельник, 5 января');
    expect(formatDayWithWeekday(monday, 'en')).toBe('Monday 5 January');
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

  it('builds a formatter once per locale and options, and formats alike with it', () => {
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).toBe(
      numberFormat('en-US', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('en-US', { maximumFractionDigits: 0 })).not.toBe(
      numberFormat('en-US', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('ru-RU')).not.toBe(numberFormat('en-US'));
    // The same options give the same text however often they are asked for.
    expect(formatNumber(1.005, 'az', { maximumFractionDigits: 0 })).toBe('1');
    expect(formatNumber(1234.5, 'az', { maximumFractionDigits: 2 })).toBe('1.234,5');
    expect(formatNumber(1234.5, 'az', { maximumFractionDigits: 0 })).toBe('1.235');
  });
});
