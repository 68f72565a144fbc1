import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCappedCountCache } from './capped-count-cache';

describe('the memory of capped counts', () => {
  const count = (organizationId: number) =>
    sql`select count(*) from announcements where organization_id = ${organizationId}`;

  it('knows a count only after it was remembered, with the same parameters', () => {
    const cache = createCappedCountCache();
    expect(cache.isCapped(count(1))).toBe(false);
    cache.rememberCapped(count(1));
    expect(cache.isCapped(count(1))).toBe(true);
    // Another organization's count is another key.
    expect(cache.isCapped(count(2))).toBe(false);
  });

  it('forgets a count after its time', () => {
    let now = 1_000;
    const cache = createCappedCountCache({ ttlMs: 500, now: () => now });
    cache.rememberCapped(count(1));
    now += 499;
    expect(cache.isCapped(count(1))).toBe(true);
    now += 1;
    expect(cache.isCapped(count(1))).toBe(false);
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = createCappedCountCache({ maxEntries: 2 });
    cache.rememberCapped(count(1));
    cache.rememberCapped(count(2));
    cache.rememberCapped(count(3));
    expect([1, 2, 3].map((id) => cache.isCapped(count(id)))).toEqual([false, true, true]);
  });
});
