import { describe, expect, it } from 'vitest';
import { graceDaysLeft } from './grace-period';

describe('graceDaysLeft', () => {
  it.each([
    ['35 days after creation, created now', '2026-03-01T08:00:00Z', '2026-04-05T08:00:00Z', 35],
    // 21:00 UTC is already the next day in Baku: the calendar day counts, not 24-hour spans.
    ['across Baku midnight', '2026-03-01T19:30:00Z', '2026-03-02T21:00:00Z', 2],
    ['the last day', '2026-04-05T07:00:00Z', '2026-04-05T08:00:00Z', 0],
    ['past', '2026-05-01T00:00:00Z', '2026-04-05T08:00:00Z', 0],
  ])('%s', (_case, now, end, expected) => {
    expect(graceDaysLeft(new Date(end), new Date(now))).toBe(expected);
  });
});
