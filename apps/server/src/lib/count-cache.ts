import { TOTAL_COUNT_CAP } from '@emlak/contracts';
import type { SQL } from 'drizzle-orm';
import { sqlKey } from './sql-key';
import type { ChangeTarget } from './change-listener';

/**
 * What recent counts of a list answered, so that the same filter is not counted again
 * (docs/decisions.md "Capped totals are remembered for a while", "Owners' exact counts are
 * remembered until their summaries change"). The key is the count's SQL with its parameters, so it
 * holds the caller's scope (the organization) as well as the filter: one organization's answer is
 * never another's.
 *
 * - A count that reached the cap (TOTAL_COUNT_CAP: exact up to 10,000, then "10,000+") is kept for
 *   `ttlMs`: counting to the cap reads 10,001 index entries, some 4 ms of PostgreSQL per market
 *   search on a million listings, and the broad searches that reach it (the market list as it
 *   opens, a city, a deal type) are the ones every agent repeats. "More than 10,000" stays true
 *   within seconds unless thousands of rows leave at once (then it is "10,000+" up to `ttlMs`
 *   longer).
 * - An exact count (under the cap) must follow a change at once, so it is kept only by a cache
 *   given `changes`: a signal its tables' triggers send on every change (lib/change-listener.ts),
 *   and only while the signal is heard, for `ttlMs` at most (which bounds what no trigger signals:
 *   writes with triggers disabled). `ticket()` is taken before the count runs; a change signalled
 *   since refuses what it counted. Without `changes` only capped counts are kept.
 */
export type CountCache = {
  /** CAPPED_COUNT for a capped count kept less than `ttlMs`; an exact count nothing changed since. */
  known: (count: SQL) => number | undefined;
  /** Taken before a count runs, handed to `remember`. */
  ticket: () => number;
  /** Records what a count answered (one more than the cap when it reached it). */
  remember: (count: SQL, counted: number, ticket: number) => void;
  /**
   * What a request does about a count, in one look-up: `known` when remembered; `shared` when
   * another request of this process is counting the same now (wait for it, then look again: what
   * it counted is there if it may be kept); otherwise this request counts and calls `done` with
   * what it counted (undefined when the count failed), whatever happens, which remembers it and
   * wakes those waiting (calling it again does nothing). So many agents opening the same broad
   * list at once, as when its remembered count has just expired, run its count once, not once
   * each. A request waiting holds no connection: it reads its page first, then waits.
   */
  claim: (count: SQL) => CountClaim;
};

export type CountClaim =
  { known: number } | { shared: Promise<void> } | { done: (counted: number | undefined) => void };

/**
 * The change signal of a CountCache: its generation moves on at every change, and it is live
 * while its listener hears (a ChangeTarget for lib/change-listener.ts).
 */
export type ChangeSignal = ChangeTarget & { generation: () => number };

export const createChangeSignal = (): ChangeSignal => {
  let generation = 0;
  let live = false;
  return {
    generation: () => generation,
    forgetAll: () => {
      generation += 1;
    },
    setLive: (value) => {
      generation += 1;
      live = value;
    },
    isLive: () => live,
  };
};

type Entry = { counted: number; expiresAt: number; generation: number | null };

export const createCountCache = ({
  ttlMs = 30_000,
  maxEntries = 2_000,
  now = Date.now,
  changes,
}: { ttlMs?: number; maxEntries?: number; now?: () => number; changes?: ChangeSignal } = {}): CountCache => {
  // Insertion order is age order: the oldest entry goes first when the cache is full.
  const entries = new Map<string, Entry>();
  // The counts running now, by key: each settles when its request calls `done`.
  const running = new Map<string, Promise<void>>();
  const current = () => (changes?.isLive() ? changes.generation() : null);
  const ticket = () => current() ?? -1;
  const known = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now() && (entry.generation === null || entry.generation === current())) {
      return entry.counted;
    }
    entries.delete(key);
    return undefined;
  };
  const remember = (key: string, counted: number, taken: number) => {
    const capped = counted > TOTAL_COUNT_CAP;
    const generation = current();
    if (!capped && (generation === null || taken !== generation)) return;
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, {
      counted: capped ? CAPPED_COUNT : counted,
      expiresAt: now() + ttlMs,
      generation: capped ? null : generation,
    });
  };
  return {
    known: (count) => known(sqlKey(count)),
    ticket,
    remember: (count, counted, taken) => remember(sqlKey(count), counted, taken),
    claim: (count) => {
      const key = sqlKey(count);
      const counted = known(key);
      if (counted !== undefined) return { known: counted };
      const shared = running.get(key);
      if (shared) return { shared };
      const taken = ticket();
      let settle!: () => void;
      const settled = new Promise<void>((resolve) => (settle = resolve));
      running.set(key, settled);
      return {
        done: (result) => {
          if (running.get(key) !== settled) return;
          running.delete(key);
          if (result !== undefined) remember(key, result, taken);
          settle();
        },
      };
    },
  };
};

/** What a capped count reads as: one more than the cap. */
export const CAPPED_COUNT = TOTAL_COUNT_CAP + 1;
