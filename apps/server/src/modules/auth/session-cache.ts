import type { EventEmitter } from 'node:events';
import pg from 'pg';

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
  readonly size: number;
};

export const SESSION_CACHE_MAX_AGE_MS = 10_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export const createSessionCache = <Row>(
  options: { maxAgeMs?: number; maxEntries?: number; now?: () => number } = {},
): SessionCache<Row> => {
  const maxAgeMs = options.maxAgeMs ?? SESSION_CACHE_MAX_AGE_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
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
    get size() {
      return entries.size;
    },
  };
};

export const SESSION_FACTS_CHANNEL = 'emlak_session_facts';

type Log = { warn: (fields: object, message: string) => void };

/**
 * Keeps `cache` in step with the database: forgets on every NOTIFY of migration 0025's triggers
 * (any process's writes) and when a pool connection that received their NOTICE is released (this
 * process's writes, after their commit). The cache is live only while the LISTEN connection is up;
 * it reconnects by itself (1 s, then up to 30 s apart). `started` settles after the first try
 * (listening or not), so that an app that is ready has its cache on whenever the database is up.
 */
export const listenForSessionFacts = (
  pool: pg.Pool,
  cache: Pick<SessionCache<unknown>, 'forgetAll' | 'setLive'>,
  log: Log,
): { started: Promise<void>; stop: () => Promise<void> } => {
  // This process's writes: the NOTICE arrives during the statement, the release after the commit.
  const wrote = new WeakSet<pg.PoolClient>();
  // db/client.ts hands on each connection's NOTICEs as the pool's `notice` event.
  const onNotice = (notice: { message?: string }, client: pg.PoolClient) => {
    if (notice.message === SESSION_FACTS_CHANNEL) {
      cache.forgetAll();
      wrote.add(client);
    }
  };
  const onRelease = (_error: Error | undefined, client: pg.PoolClient) => {
    if (wrote.delete(client)) cache.forgetAll();
  };
  const notices = pool as unknown as EventEmitter;
  notices.on('notice', onNotice);
  pool.on('release', onRelease);

  let stopped = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = 1_000;

  let live = false;
  const lost = (client: pg.Client) => {
    if (listener !== client) return;
    listener = undefined;
    cache.setLive(false);
    if (live && !stopped) log.warn({}, 'session cache off until the LISTEN connection is back');
    live = false;
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (stopped) return;
    retry = setTimeout(connect, delayMs);
    retry.unref();
    delayMs = Math.min(delayMs * 2, 30_000);
  };

  const connect = async () => {
    if (stopped) return;
    // The pool's own settings (connection string, time-outs), but a connection outside the pool.
    const client = new pg.Client({
      ...pool.options,
      // A LISTEN connection waits for ever by design: no read time-out, but TCP keep-alive, so
      // that a peer gone without a word (a frozen host) is noticed; the entries' age bounds the rest.
      query_timeout: undefined,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    listener = client;
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === SESSION_FACTS_CHANNEL) cache.forgetAll();
    });
    try {
      await client.connect();
      await client.query(`listen ${SESSION_FACTS_CHANNEL}`);
      if (listener !== client || stopped) return;
      delayMs = 1_000;
      live = true;
      cache.setLive(true);
    } catch (error) {
      log.warn({ err: { type: (error as Error).name } }, 'session cache off: cannot listen for changes');
      lost(client);
    }
  };
  const started = connect();

  const stop = async () => {
    stopped = true;
    clearTimeout(retry);
    notices.off('notice', onNotice);
    pool.off('release', onRelease);
    cache.setLive(false);
    const client = listener;
    listener = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  };
  return { started, stop };
};
