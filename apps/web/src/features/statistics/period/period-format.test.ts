import { describe, expect, it } from 'vitest';
import { formatDay, formatDayRange, formatMonth, formatShortDay, formatShortMonth } from './period-format';

describe('period formats', () => {
  it('writes one day, a month, a year and a range across years in each language', () => {
    expect(formatDayRange('2026-11-24', '2026-11-24', 'az')).toBe('24 noyabr 2026');
    expect(formatDayRange('2026-11-01', '2026-11-30', 'az')).toBe('1–30 noyabr 2026');
    expect(formatDayRange('2026-11-01', '2026-11-30', 'en')).toBe('1–30 November 2026');
    expect(formatDayRange('2026-11-01', '2026-11-30', 'ru')).toBe('1–30 ноября 2026');
    expect(formatDayRange('2026-11-03', '2026-12-02', 'az')).toBe('3 noyabr – 2 dekabr 2026');
    expect(formatDayRange('2026-11-03', '2026-12-02', 'ru')).toBe('3 ноября – 2 декабря 2026');
    expect(formatDayRange('2025-12-29', '2026-01-04', 'en')).toBe('29 December 2025 – 4 January 2026');
  });

  it('names months on their own, upper-case first, and short for chart ticks', () => {
    expect(formatMonth('2026-11-01', 'az')).toBe('Noyabr 2026');
    expect(formatMonth('2026-11-01', 'ru')).toBe('Ноябрь 2026');
    expect(formatMonth('2026-11-01', 'en')).toBe('November 2026');
    expect(formatShortMonth('2026-08-01', 'az')).toBe('Avq');
    expect(formatShortDay('2026-11-03', 'az')).toBe('3 noy');
    expect(formatShortDay('2026-11-03', 'en')).toBe('3 Nov');
    expect(formatDay('2026-03-08', 'ru')).toBe('8 марта 2026');
  });
});
