import { describe, expect, it } from 'vitest';
import { bakuToday } from './baku-today';

describe('bakuToday', () => {
  it('is the calendar day in Baku (UTC+4), not the device’s', () => {
    expect(bakuToday(new Date('2026-03-07T19:59:59Z'))).toBe('2026-03-07');
    expect(bakuToday(new Date('2026-03-07T20:00:00Z'))).toBe('2026-03-08');
    expect(bakuToday(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
  });
});
