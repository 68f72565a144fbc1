import { describe, expect, it } from 'vitest';
import { bakuDate, bakuDayStart, bakuDaysBetween } from './baku-time';

/** Baku's calendar date of a moment, as Intl reads it from the tz database, for comparison. */
const intlDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baku' });

const MINUTE_MS = 60_000;

describe('Baku calendar days', () => {
  it('begin at Baku midnight, in summer time (until 2015) and after', () => {
    expect(bakuDayStart('2026-12-07').toISOString()).toBe('2026-12-06T20:00:00.000Z');
    expect(bakuDayStart('2015-07-01').toISOString()).toBe('2015-06-30T19:00:00.000Z');
    expect(bakuDayStart('2015-01-01').toISOString()).toBe('2014-12-31T20:00:00.000Z');
    expect(bakuDayStart('2015-03-30').toISOString()).toBe('2015-03-29T19:00:00.000Z');
    expect(bakuDayStart('2015-10-26').toISOString()).toBe('2015-10-25T20:00:00.000Z');
    expect(bakuDayStart('2026-12-07', 1).toISOString()).toBe('2026-12-07T20:00:00.000Z');
  });

  it('name the same date as Intl through two days each side of the 2014 and 2015 summer-time changes, read twice', () => {
    // The offsets are remembered by quarter hour: the second reading of each moment comes from
    // that memory, and both must match the tz database on each side of a change, through the
    // next Baku midnights, where an offset an hour off names the wrong day.
    const changes = [
      '2014-03-30T00:00:00Z',
      '2014-10-26T00:00:00Z',
      '2015-03-29T00:00:00Z',
      '2015-10-25T00:00:00Z',
    ];
    for (const change of changes) {
      const at = Date.parse(change);
      for (let ms = at - 48 * 60 * MINUTE_MS; ms <= at + 48 * 60 * MINUTE_MS; ms += 7 * MINUTE_MS + 13_000) {
        const moment = new Date(ms);
        const expected = intlDate.format(moment);
        expect(bakuDate(moment), moment.toISOString()).toBe(expected);
        expect(bakuDate(moment), moment.toISOString()).toBe(expected);
      }
    }
  });

  it('read a moment itself in a quarter hour where the offset changes inside it', () => {
    // Baku left its local mean time (+03:19:24) for +03 at 1924-05-01T20:40:36Z, inside the
    // quarter hour from 20:30. A moment read before the change must not stand for one after it:
    // at 20:42 the clock showed 23:42 on 1 May, where the old offset would give 00:01 on 2 May.
    for (const moment of ['1924-05-01T20:35:00Z', '1924-05-01T20:42:00Z', '1924-05-01T20:35:00Z']) {
      expect(bakuDate(new Date(moment)), moment).toBe(intlDate.format(new Date(moment)));
    }
    expect(bakuDate(new Date('1924-05-01T20:42:00Z'))).toBe('1924-05-01');
  });

  it('count whole days between moments and shift dates by days', () => {
    const evening = new Date('2026-12-06T19:59:59Z'); // 23:59:59 in Baku
    const midnight = new Date('2026-12-06T20:00:00Z'); // the next day begins
    expect(bakuDate(evening)).toBe('2026-12-06');
    expect(bakuDate(midnight)).toBe('2026-12-07');
    expect(bakuDaysBetween(evening, midnight)).toBe(1);
    expect(bakuDate(midnight, -7)).toBe('2026-11-30');
  });
});
