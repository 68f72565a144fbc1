import { describe, expect, it } from 'vitest';
import { addDays, bucketsOf, resolvePeriod, splitByMonths, statsPieces } from './statistics-period';

/** 2026-03-18 is a Wednesday; at 21:30 UTC it is already Thursday the 19th in Baku (UTC+4). */
const wednesdayNoon = new Date('2026-03-18T08:00:00Z');
const thursdayInBaku = new Date('2026-03-18T21:30:00Z');

describe('resolvePeriod', () => {
  it('today is the Baku calendar day, whatever UTC says; previous is yesterday', () => {
    expect(resolvePeriod({ period: 'today' }, wednesdayNoon)).toEqual({
      period: 'today',
      from: '2026-03-18',
      to: '2026-03-18',
      previous: { from: '2026-03-17', to: '2026-03-17' },
    });
    expect(resolvePeriod({ period: 'today' }, thursdayInBaku)).toMatchObject({
      from: '2026-03-19',
      previous: { from: '2026-03-18', to: '2026-03-18' },
    });
  });

  it('a week runs Monday to Sunday; previous is the week before', () => {
    expect(resolvePeriod({ period: 'week' }, wednesdayNoon)).toEqual({
      period: 'week',
      from: '2026-03-16',
      to: '2026-03-22',
      previous: { from: '2026-03-09', to: '2026-03-15' },
    });
    // A Sunday belongs to the week that began six days before, a Monday starts its own.
    expect(resolvePeriod({ period: 'week' }, new Date('2026-03-22T12:00:00Z'))).toMatchObject({
      from: '2026-03-16',
      to: '2026-03-22',
    });
    expect(resolvePeriod({ period: 'week' }, new Date('2026-03-22T20:30:00Z'))).toMatchObject({
      from: '2026-03-23',
      to: '2026-03-29',
    });
    // Across a year's end.
    expect(resolvePeriod({ period: 'week' }, new Date('2026-01-01T12:00:00Z'))).toMatchObject({
      from: '2025-12-29',
      to: '2026-01-04',
      previous: { from: '2025-12-22', to: '2025-12-28' },
    });
  });

  it('a month runs from the 1st to its last day; previous is the calendar month before', () => {
    expect(resolvePeriod({ period: 'month' }, wednesdayNoon)).toEqual({
      period: 'month',
      from: '2026-03-01',
      to: '2026-03-31',
      previous: { from: '2026-02-01', to: '2026-02-28' },
    });
    expect(resolvePeriod({ period: 'month' }, new Date('2024-03-05T12:00:00Z')).previous).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(resolvePeriod({ period: 'month' }, new Date('2026-01-15T12:00:00Z'))).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
      previous: { from: '2025-12-01', to: '2025-12-31' },
    });
    // 23:30 Baku on January 31st is still January; 00:30 on February 1st is February.
    expect(resolvePeriod({ period: 'month' }, new Date('2026-01-31T19:30:00Z')).from).toBe('2026-01-01');
    expect(resolvePeriod({ period: 'month' }, new Date('2026-01-31T20:30:00Z')).from).toBe('2026-02-01');
  });

  it('a year runs from January 1st to December 31st; previous is the year before', () => {
    expect(resolvePeriod({ period: 'year' }, wednesdayNoon)).toEqual({
      period: 'year',
      from: '2026-01-01',
      to: '2026-12-31',
      previous: { from: '2025-01-01', to: '2025-12-31' },
    });
    expect(resolvePeriod({ period: 'year' }, new Date('2025-12-31T20:00:00Z')).from).toBe('2026-01-01');
  });

  it('a custom range is taken as it is; previous is as many days ending the day before', () => {
    expect(resolvePeriod({ period: 'custom', from: '2026-03-01', to: '2026-03-10' }, wednesdayNoon)).toEqual({
      period: 'custom',
      from: '2026-03-01',
      to: '2026-03-10',
      previous: { from: '2026-02-19', to: '2026-02-28' },
    });
    expect(
      resolvePeriod({ period: 'custom', from: '2026-05-05', to: '2026-05-05' }, wednesdayNoon).previous,
    ).toEqual({ from: '2026-05-04', to: '2026-05-04' });
    // Calendar periods ignore from and to.
    expect(resolvePeriod({ period: 'today', from: '2020-01-01', to: '2020-01-02' }, wednesdayNoon).from).toBe(
      '2026-03-18',
    );
  });
});

describe('bucketsOf', () => {
  it('lists every day, also the empty ones', () => {
    expect(bucketsOf({ from: '2024-02-27', to: '2024-03-02' }, 'day').map((bucket) => bucket.from)).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
  });

  it('starts weeks on Monday and clips the first and last to the range', () => {
    expect(bucketsOf({ from: '2026-03-04', to: '2026-03-24' }, 'week')).toEqual([
      { from: '2026-03-04', to: '2026-03-08' },
      { from: '2026-03-09', to: '2026-03-15' },
      { from: '2026-03-16', to: '2026-03-22' },
      { from: '2026-03-23', to: '2026-03-24' },
    ]);
  });

  it('cuts months and years at their calendar ends', () => {
    expect(bucketsOf({ from: '2025-11-15', to: '2026-02-10' }, 'month')).toEqual([
      { from: '2025-11-15', to: '2025-11-30' },
      { from: '2025-12-01', to: '2025-12-31' },
      { from: '2026-01-01', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-02-10' },
    ]);
    expect(bucketsOf({ from: '2025-06-01', to: '2026-05-31' }, 'year')).toEqual([
      { from: '2025-06-01', to: '2025-12-31' },
      { from: '2026-01-01', to: '2026-05-31' },
    ]);
  });

  it('makes the whole range one bucket for `period`', () => {
    expect(bucketsOf({ from: '2026-01-01', to: '2026-12-31' }, 'period')).toEqual([
      { from: '2026-01-01', to: '2026-12-31' },
    ]);
  });

  it('covers the range exactly, bucket after bucket, for every unit', () => {
    const range = { from: '2023-12-30', to: '2024-12-30' };
    for (const unit of ['day', 'week', 'month', 'year', 'period'] as const) {
      const buckets = bucketsOf(range, unit);
      expect(buckets[0]!.from).toBe(range.from);
      expect(buckets.at(-1)!.to).toBe(range.to);
      buckets.slice(1).forEach((bucket, index) => expect(bucket.from).toBe(addDays(buckets[index]!.to, 1)));
    }
    expect(bucketsOf(range, 'day')).toHaveLength(367);
  });
});

describe('the last days a request may name', () => {
  const end = { from: '9999-12-25', to: '9999-12-31' };

  it.each(['day', 'week', 'month', 'year', 'period'] as const)(
    'buckets a range ending on 9999-12-31 by %s without stepping into year 10000',
    (unit) => {
      const buckets = bucketsOf(end, unit);
      expect(buckets.at(-1)!.to).toBe('9999-12-31');
      expect(buckets.every((bucket) => /^\d{4}-\d{2}-\d{2}$/.test(bucket.to))).toBe(true);
    },
  );

  it('resolves December 9999 and the year 9999 to their last day', () => {
    const now = new Date('9999-12-30T12:00:00Z');
    expect(resolvePeriod({ period: 'month' }, now)).toMatchObject({ from: '9999-12-01', to: '9999-12-31' });
    expect(resolvePeriod({ period: 'year' }, now)).toMatchObject({ from: '9999-01-01', to: '9999-12-31' });
    expect(resolvePeriod({ period: 'week' }, now).to).toBe('9999-12-31');
  });

  it('splits a range ending on 9999-12-31 into days and whole months that exist', () => {
    const pieces = splitByMonths({ from: '9999-10-15', to: '9999-12-31' });
    expect(pieces[0]).toEqual({ grain: 'day', from: '9999-10-15', to: '9999-10-31' });
    expect(pieces.map((piece) => piece.to).every((day) => day <= '9999-12-31' && !day.startsWith('+'))).toBe(
      true,
    );
    expect(pieces.at(-1)!.to).toBe('9999-12-31');
  });
});

describe('splitByMonths and statsPieces', () => {
  const day = (from: string, to: string) => ({ grain: 'day', from, to });
  const months = (from: string, to: string) => ({ grain: 'month', from, to });

  it('reads a month or a year as whole months', () => {
    expect(splitByMonths({ from: '2024-02-01', to: '2024-02-29' })).toEqual([
      months('2024-02-01', '2024-02-01'),
    ]);
    expect(splitByMonths({ from: '2026-01-01', to: '2026-12-31' })).toEqual([
      months('2026-01-01', '2026-12-01'),
    ]);
  });

  it('reads the partial months at both ends as days', () => {
    expect(splitByMonths({ from: '2025-01-20', to: '2025-04-10' })).toEqual([
      day('2025-01-20', '2025-01-31'),
      months('2025-02-01', '2025-03-01'),
      day('2025-04-01', '2025-04-10'),
    ]);
    expect(splitByMonths({ from: '2025-12-31', to: '2026-01-31' })).toEqual([
      day('2025-12-31', '2025-12-31'),
      months('2026-01-01', '2026-01-01'),
    ]);
    expect(splitByMonths({ from: '2026-02-01', to: '2026-03-30' })).toEqual([
      months('2026-02-01', '2026-02-01'),
      day('2026-03-01', '2026-03-30'),
    ]);
  });

  it('reads a range without a whole month as days', () => {
    for (const range of [
      { from: '2026-03-16', to: '2026-03-22' },
      { from: '2026-01-15', to: '2026-02-14' },
      { from: '2026-03-01', to: '2026-03-30' },
      { from: '2026-03-02', to: '2026-03-31' },
    ]) {
      expect(splitByMonths(range)).toEqual([day(range.from, range.to)]);
    }
  });

  it('joins adjacent pieces of one grain, and keeps days only for day and week buckets', () => {
    // A month and the month before: one range of the monthly rows.
    expect(
      statsPieces(
        [
          { from: '2026-02-01', to: '2026-02-28' },
          { from: '2026-03-01', to: '2026-03-31' },
        ],
        'month',
      ),
    ).toEqual([months('2026-02-01', '2026-03-01')]);
    // A custom range and its previous one: the days around the boundary join too.
    expect(
      statsPieces(
        [
          { from: '2024-10-31', to: '2025-01-19' },
          { from: '2025-01-20', to: '2025-04-10' },
        ],
        'month',
      ),
    ).toEqual([
      day('2024-10-31', '2024-10-31'),
      months('2024-11-01', '2024-12-01'),
      day('2025-01-01', '2025-01-31'),
      months('2025-02-01', '2025-03-01'),
      day('2025-04-01', '2025-04-10'),
    ]);
    expect(
      statsPieces(
        [
          { from: '2026-02-01', to: '2026-02-28' },
          { from: '2026-03-01', to: '2026-03-31' },
        ],
        'day',
      ),
    ).toEqual([day('2026-02-01', '2026-03-31')]);
  });

  it('covers every day of the ranges exactly once', () => {
    const ranges = [
      { from: '2023-12-15', to: '2024-03-14' },
      { from: '2024-03-15', to: '2024-06-12' },
    ];
    // A month piece runs from the first day of its first month to the last day of its last.
    const covered = statsPieces(ranges, 'month').flatMap((piece) =>
      bucketsOf({ from: piece.from, to: piece.grain === 'day' ? piece.to : endOfMonth(piece.to) }, 'day'),
    );
    expect(covered).toEqual(bucketsOf({ from: '2023-12-15', to: '2024-06-12' }, 'day'));
  });
});

/** The last day of the month that starts on `first`. */
const endOfMonth = (first: string): string =>
  bucketsOf({ from: first, to: addDays(first, 31) }, 'month')[0]!.to;
