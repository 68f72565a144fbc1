import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createChangeSignal, type ChangeSignal } from './count-cache';

/**
 * What a memory kept in step with the database by notifications offers the listener: it forgets
 * on a change, and it may answer only while the listener is proved to hear (modules/auth/
 * session-cache.ts, lib/count-cache.ts). Each such memory has a channel of its own, signalled by
 * its tables' triggers two ways: `NOTIFY <channel>` at commit, heard by every process on a
 * connection of its own, and `RAISE NOTICE '<channel>'` on the writing connection during the
 * statement, so that the writing process forgets before it answers the request that wrote.
 */
export type ChangeTarget = {
  forgetAll: () => void;
  setLive: (live: boolean) => void;
  isLive: () => boolean;
};

type Log = { warn: (fields: object, message: string) => void };

/**
 * This process's own writes: the triggers' NOTICE arrives on the writing connection during the
 * statement, and the connection goes back to the pool after its commit (or rollback); the target
 * forgets at both, so the request that wrote is answered only after it has forgotten, whenever
 * the NOTIFY arrives. db/client.ts hands on each connection's NOTICEs as the pool's `notice`
 * event. Returns the function that stops it.
 */
export const forgetOnOwnWrites = (
  pool: EventEmitter,
  channel: string,
  cache: Pick<ChangeTarget, 'forgetAll'>,
): (() => void) => {
  const wrote = new WeakSet<object>();
  const onNotice = (notice: { message?: string }, client: object) => {
    if (notice.message === channel) {
      cache.forgetAll();
      wrote.add(client);
    }
  };
  const onRelease = (_error: Error | undefined, client: object) => {
    if (wrote.delete(client)) cache.forgetAll();
  };
  pool.on('notice', onNotice);
  pool.on('release', onRelease);
  return () => {
    pool.off('notice', onNotice);
    pool.off('release', onRelease);
  };
};

/** Notifications of the triggers have an empty payload; a heartbeat's starts with this. */
const PROBE_PREFIX = 'probe:';
/** How often the LISTEN connection is proved to hear, and how long a probe may take. */
const PROBE_EVERY_MS = 5_000;
const PROBE_WITHIN_MS = 2_000;

/**
 * Keeps `cache` in step with the database: forgets on every NOTIFY of `channel` (any process's
 * writes) and on this process's own writes (forgetOnOwnWrites). The cache is live
 * only while the LISTEN connection is proved to hear: a probe NOTIFY sent through the pool must
 * come back on it before the cache goes live and every PROBE_EVERY_MS after (a pooler that does
 * not pass notifications through, a silently dead connection); when one does not, or the
 * connection drops, the cache is off and the connection is made again (1 s, then up to 30 s
 * apart). `started` settles after the first try (live or not), so that an app that is ready has
 * its cache on whenever the database is up.
 */
export const listenForChanges = (
  pool: pg.Pool,
  channel: string,
  cache: ChangeTarget,
  log: Log,
  /** What the log calls the memory ("session cache"). */
  what: string,
): { started: Promise<void>; stop: () => Promise<void> } => {
  const stopOwnWrites = forgetOnOwnWrites(pool as unknown as EventEmitter, channel, cache);

  let stopped = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let delayMs = 1_000;
  let probes = 0;
  const heard = new Map<string, () => void>();

  const lost = (client: pg.Client) => {
    if (listener !== client) return;
    listener = undefined;
    clearInterval(heartbeat);
    if (cache.isLive() && !stopped) log.warn({}, `${what} off until the LISTEN connection is back`);
    cache.setLive(false);
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (stopped) return;
    retry = setTimeout(connect, delayMs);
    retry.unref();
    delayMs = Math.min(delayMs * 2, 30_000);
  };

  /**
   * Whether a NOTIFY sent through the pool came back on the LISTEN connection within
   * PROBE_WITHIN_MS of being sent: 'heard', 'silent', or 'unsent' when no pool connection could
   * send it (a pool busy with requests is no sign of a deaf LISTEN connection; a database that is
   * gone ends that connection too).
   */
  const probe = async (): Promise<'heard' | 'silent' | 'unsent'> => {
    probes += 1;
    const payload = `${PROBE_PREFIX}${process.pid}:${probes}:${Math.random().toString(36).slice(2)}`;
    let arrived = false;
    let wake: (() => void) | undefined;
    heard.set(payload, () => {
      arrived = true;
      wake?.();
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      try {
        // A pool connection of its own (not pool.query, which the app's queries use).
        const sender = await pool.connect();
        try {
          await sender.query('select pg_notify($1, $2)', [channel, payload]);
        } finally {
          sender.release();
        }
      } catch {
        return 'unsent';
      }
      if (!arrived) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, PROBE_WITHIN_MS);
        });
      }
      return arrived ? 'heard' : 'silent';
    } finally {
      clearTimeout(timer);
      heard.delete(payload);
    }
  };

  const connect = async () => {
    if (stopped) return;
    // The pool's own settings (connection string, time-outs), but a connection outside the pool.
    // pg-pool keeps a password given apart from the URL out of the spread: it is passed as such.
    const client = new pg.Client({
      ...pool.options,
      password: pool.options.password,
      // A LISTEN connection waits for ever by design: no read time-out; TCP keep-alive and the
      // probes find a peer gone without a word.
      query_timeout: undefined,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    listener = client;
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel !== channel) return;
      if (message.payload?.startsWith(PROBE_PREFIX)) heard.get(message.payload)?.();
      else cache.forgetAll();
    });
    try {
      await client.connect();
      // pg reads a query's own query_timeout (client.js), which its types do not list.
      const listen = { text: `listen ${channel}`, query_timeout: PROBE_WITHIN_MS };
      await client.query(listen as pg.QueryConfig);
      if ((await probe()) !== 'heard') throw new Error('no notification came back');
      if (listener !== client || stopped) return;
      delayMs = 1_000;
      cache.setLive(true);
      heartbeat = setInterval(() => {
        void probe().then((answer) => {
          if (answer === 'silent') lost(client);
        });
      }, PROBE_EVERY_MS);
      heartbeat.unref();
    } catch (error) {
      log.warn({ err: { type: (error as Error).name } }, `${what} off: cannot listen for changes`);
      lost(client);
    }
  };
  const started = connect();

  const stop = async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    stopOwnWrites();
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

/**
 * A change signal kept by listenForChanges on `channel` for as long as `app` lives: the app is
 * ready once the listener tried (live or not), as with the session cache, so that a memory under
 * the signal works from the first request whenever the database is up; the LISTEN connection
 * closes with the app.
 */
export const changeSignalHeardOn = (app: FastifyInstance, channel: string, what: string): ChangeSignal => {
  const changes = createChangeSignal();
  const listening = listenForChanges(app.deps.db.pool, channel, changes, app.log, what);
  app.addHook('onReady', async () => {
    await listening.started;
  });
  app.addHook('onClose', listening.stop);
  return changes;
};
