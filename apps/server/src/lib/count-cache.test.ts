import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAPPED_COUNT, createChangeSignal, createCountCache } from './count-cache';

describe('the memory of counts', () => {
  const count = (organizationId: number) =>
    sql`select count(*) from announcements where organization_id = ${organizationId}`;

  it('knows a capped count only after it was remembered, with the same parameters', () => {
    const cache = createCountCache();
    expect(cache.known(count(1))).toBeUndefined();
    cache.remember(count(1), CAPPED_COUNT, cache.ticket());
    expect(cache.known(count(1))).toBe(CAPPED_COUNT);
    // Another organization's count is another key.
    expect(cache.known(count(2))).toBeUndefined();
  });

  it('forgets a count after its time', () => {
    let now = 1_000;
    const changes = createChangeSignal();
    changes.setLive(true);
    const cache = createCountCache({ ttlMs: 500, now: () => now, changes });
    cache.remember(count(1), CAPPED_COUNT, cache.ticket());
    cache.remember(count(2), 7, cache.ticket());
    now += 499;
    expect([cache.known(count(1)), cache.known(count(2))]).toEqual([CAPPED_COUNT, 7]);
    now += 1;
    expect([cache.known(count(1)), cache.known(count(2))]).toEqual([undefined, undefined]);
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = createCountCache({ maxEntries: 2 });
    for (const id of [1, 2, 3]) cache.remember(count(id), CAPPED_COUNT, cache.ticket());
    expect([1, 2, 3].map((id) => cache.known(count(id)))).toEqual([undefined, CAPPED_COUNT, CAPPED_COUNT]);
  });

  it('never keeps an exact count without a change signal, nor while the signal is not heard', () => {
    expect(
      (() => {
        const cache = createCountCache();
        cache.remember(count(1), 42, cache.ticket());
        return cache.known(count(1));
      })(),
    ).toBeUndefined();
    const changes = createChangeSignal();
    const cache = createCountCache({ changes });
    cache.remember(count(1), 42, cache.ticket());
    expect(cache.known(count(1))).toBeUndefined();
    changes.setLive(true);
    cache.remember(count(1), 42, cache.ticket());
    expect(cache.known(count(1))).toBe(42);
    changes.setLive(false);
    expect(cache.known(count(1))).toBeUndefined();
  });

  it('forgets exact counts at a change, keeps capped ones, and refuses a count read before the change', () => {
    const changes = createChangeSignal();
    changes.setLive(true);
    const cache = createCountCache({ changes });
    cache.remember(count(1), 42, cache.ticket());
    cache.remember(count(2), CAPPED_COUNT, cache.ticket());
    const before = cache.ticket();
    changes.forgetAll();
    expect([cache.known(count(1)), cache.known(count(2))]).toEqual([undefined, CAPPED_COUNT]);
    // Counted while the change committed: maybe without it.
    cache.remember(count(3), 5, before);
    expect(cache.known(count(3))).toBeUndefined();
    cache.remember(count(3), 6, cache.ticket());
    expect(cache.known(count(3))).toBe(6);
  });

  it('lets one request count and the others wait for it, then answers what may be kept', async () => {
    const cache = createCountCache();
    const first = cache.claim(count(1));
    if (!('done' in first)) throw new Error('the first claim counts');
    const second = cache.claim(count(1));
    if (!('shared' in second)) throw new Error('the second claim waits');
    // Another filter is another count.
    expect('done' in cache.claim(count(2))).toBe(true);
    let woken = false;
    const waiting = second.shared.then(() => (woken = true));
    await Promise.resolve();
    expect(woken).toBe(false);
    first.done(CAPPED_COUNT);
    await waiting;
    expect(cache.claim(count(1))).toEqual({ known: CAPPED_COUNT });
    // Calling done again changes nothing.
    first.done(3);
    expect(cache.known(count(1))).toBe(CAPPED_COUNT);
  });

  it('wakes those waiting when the count failed or was exact, and keeps nothing it may not', async () => {
    const cache = createCountCache();
    const failed = cache.claim(count(1));
    const waiting = cache.claim(count(1));
    if (!('done' in failed) || !('shared' in waiting)) throw new Error('one counts, one waits');
    failed.done(undefined);
    await waiting.shared;
    // Nothing was remembered: the next request counts.
    const exact = cache.claim(count(1));
    if (!('done' in exact)) throw new Error('counts again');
    exact.done(42);
    expect('done' in cache.claim(count(1))).toBe(true);
  });
});
