import { TOTAL_COUNT_CAP } from '@emlak/contracts';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * Which counts recently reached the lists' cap (TOTAL_COUNT_CAP: exact up to 10,000, then
 * "10,000+"), so that the same filter within `ttlMs` is answered "10,000+" without counting again.
 * Counting to the cap reads 10,001 index entries, some 4 ms of PostgreSQL per market search on a
 * million listings, and the broad searches that reach it (the market list as it opens, a city, a
 * deal type) are the ones every agent repeats. Only capped answers are kept: a count under the cap
 * is exact and must follow a sale or a new listing at once, while "more than 10,000" stays true
 * within seconds unless thousands of listings leave at once (then it is "10,000+" up to `ttlMs`
 * longer). The key is the count's SQL with its parameters, so it holds the caller's scope (the
 * organization) as well as the filter: one organization's answer is never another's.
 * docs/decisions.md "Capped totals are remembered for a while".
 */
export type CappedCountCache = {
  /** True when this count reached the cap less than `ttlMs` ago. */
  isCapped: (count: SQL) => boolean;
  /** Records a count that reached the cap. */
  rememberCapped: (count: SQL) => void;
};

const dialect = new PgDialect();

const keyOf = (count: SQL) => {
  const { sql, params } = dialect.sqlToQuery(count);
  return `${sql}\u0000${JSON.stringify(params)}`;
};

export const createCappedCountCache = ({
  ttlMs = 30_000,
  maxEntries = 2_000,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): CappedCountCache => {
  // Insertion order is age order: the oldest entry goes first when the cache is full.
  const expiries = new Map<string, number>();
  return {
    isCapped: (count) => {
      const key = keyOf(count);
      const expiry = expiries.get(key);
      if (expiry === undefined) return false;
      if (expiry > now()) return true;
      expiries.delete(key);
      return false;
    },
    rememberCapped: (count) => {
      const key = keyOf(count);
      expiries.delete(key);
      if (expiries.size >= maxEntries) expiries.delete(expiries.keys().next().value!);
      expiries.set(key, now() + ttlMs);
    },
  };
};

/** What a capped count reads as: one more than the cap. */
export const CAPPED_COUNT = TOTAL_COUNT_CAP + 1;
