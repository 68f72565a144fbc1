import type { EventEmitter } from 'node:events';
import type pg from 'pg';
import {
  forgetOnOwnWrites as forgetOnOwnWritesOf,
  listenForChanges,
  type ChangeTarget,
} from '../../lib/change-listener';

/**
 * What the access policy read of a session, kept for a few seconds so that a signed-in request
 * costs one round trip to PostgreSQL instead of two (docs/decisions.md "Session lookup: a cache
 * PostgreSQL invalidates"). It is only as safe as its invalidation, so nothing here trusts a write
 * path to remember it: migration 0025's triggers signal every change of what the lookup answers,
 *
 * - to every process, by `NOTIFY emlak_session_facts` at commit, which `listenForSessionFacts`
 *   receives on a connection of its own; while that connection is down the cache is off (every
 *   request asks the database, as without a cache), and it starts empty when it is back;
 * - to the writing process at once, by a NOTICE on the writing connection: the cache forgets
 *   everything when that connection goes back to the pool, after its commit, so the answer to the
 *   request that wrote (a sign-out, a lock) is sent only after the cache has forgotten.
 *
 * A lookup that was already running when the cache forgot does not store its (maybe older) answer:
 * `ticket()` before the query, `store(..., ticket)` after it, and a ticket of an earlier generation
 * is refused. Entries also age out after `maxAgeMs`, which bounds what no write signals: the
 * payment gate's "covers today" turning false at midnight in Baku, a grace period ending.
 */
export type SessionCache<Row> = {
  get: (sessionId: string) => Row | undefined;
  ticket: () => number;
  store: (sessionId: string, row: Row, ticket: number) => void;
  /** Forgets every entry; lookups running now will not store theirs. */
  forgetAll: () => void;
  /** Whether the cache may answer: only while the invalidation channel is listened to. */
  setLive: (live: boolean) => void;
  isLive: () => boolean;
  readonly size: number;
};

const SESSION_CACHE_MAX_AGE_MS = 10_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

export const createSessionCache = <Row>(
  options: { maxAgeMs?: number; maxEntries?: number; now?: () => number } = {},
): SessionCache<Row> => {
  const maxAgeMs = options.maxAgeMs ?? SESSION_CACHE_MAX_AGE_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  // A monotonic clock: a wall clock set back would stretch an entry's life.
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { row: Row; storedAt: number }>();
  let generation = 0;
  let live = false;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };
  return {
    get: (sessionId) => {
      if (!live) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= maxAgeMs) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.row;
    },
    ticket: () => generation,
    store: (sessionId, row, ticket) => {
      if (!live || ticket !== generation) return;
      // Map keeps insertion order: the first key is the oldest entry.
      if (entries.size >= maxEntries && !entries.has(sessionId)) {
        entries.delete(entries.keys().next().value!);
      }
      entries.set(sessionId, { row, storedAt: now() });
    },
    forgetAll,
    setLive: (value) => {
      forgetAll();
      live = value;
    },
    isLive: () => live,
    get size() {
      return entries.size;
    },
  };
};

export const SESSION_FACTS_CHANNEL = 'emlak_session_facts';

type Log = { warn: (fields: object, message: string) => void };

/** This process's own writes to what a session lookup reads (lib/change-listener.ts). */
export const forgetOnOwnWrites = (pool: EventEmitter, cache: Pick<SessionCache<unknown>, 'forgetAll'>) =>
  forgetOnOwnWritesOf(pool, SESSION_FACTS_CHANNEL, cache);

/**
 * Keeps the session cache in step with migration 0025's triggers (lib/change-listener.ts): off
 * while its LISTEN connection is not proved to hear, forgetting on every change.
 */
export const listenForSessionFacts = (pool: pg.Pool, cache: ChangeTarget, log: Log) =>
  listenForChanges(pool, SESSION_FACTS_CHANNEL, cache, log, 'session cache');
