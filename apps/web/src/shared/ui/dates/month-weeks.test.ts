import { describe, expect, it } from 'vitest';
import { isoDayOf } from '@/shared/lib/calendar-day';
import { addDays, addMonths, firstOfMonth, mondayIndex, monthWeeks, sameMonth } from './month-weeks';

const days = (week: (Date | null)[]) => week.map((day) => (day ? day.getDate() : null));

describe('month weeks', () => {
  it('lays a month out in weeks from Monday, the other months’ places empty', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = monthWeeks(new Date(2026, 10, 17));
    expect(weeks).toHaveLength(6);
    expect(days(weeks[0]!)).toEqual([null, null, null, null, null, null, 1]);
    expect(days(weeks[1]!)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(days(weeks[5]!)).toEqual([30, null, null, null, null, null, null]);
  });

  it('needs only four weeks for a February that starts on a Monday', () => {
    const weeks = monthWeeks(new Date(2027, 1, 1));
    expect(weeks).toHaveLength(4);
    expect(days(weeks[3]!)).toEqual([22, 23, 24, 25, 26, 27, 28]);
  });

  it('counts weekdays from Monday', () => {
    expect(mondayIndex(new Date(2026, 10, 2))).toBe(0);
    expect(mondayIndex(new Date(2026, 10, 1))).toBe(6);
  });

  it('adds days and months across month and year ends, keeping the day inside the month', () => {
    expect(isoDayOf(addDays(new Date(2026, 11, 31), 1))).toBe('2027-01-01');
    expect(isoDayOf(addDays(new Date(2026, 2, 1), -1))).toBe('2026-02-28');
    expect(isoDayOf(addMonths(new Date(2027, 0, 31), 1))).toBe('2027-02-28');
    expect(isoDayOf(addMonths(new Date(2028, 0, 31), 1))).toBe('2028-02-29');
    expect(isoDayOf(addMonths(new Date(2026, 0, 15), -1))).toBe('2025-12-15');
    expect(isoDayOf(firstOfMonth(new Date(2026, 10, 27)))).toBe('2026-11-01');
    expect(sameMonth(new Date(2026, 10, 1), new Date(2026, 10, 30))).toBe(true);
    expect(sameMonth(new Date(2026, 10, 1), new Date(2025, 10, 1))).toBe(false);
  });
});
