import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { startPeriodicJob, type JobLog, type PeriodicJob } from '../../lib/periodic-job';
import { describeForLog } from '../../plugins/errors';

/**
 * How long sign-in records stay after they stop mattering (docs/decisions.md "Purging sign-in
 * records"). Throttling reads 15 minutes of attempts and a session ends at most 30 days after it
 * starts; the extra month is for looking into an incident, the audit log keeps the events.
 */
export const AUTH_RETENTION_DAYS = 30;
/** Rows per delete: each batch is its own short transaction, so no lock is held for long. */
export const PURGE_BATCH_SIZE = 1_000;
/** Batches per table and run: a backlog is worked off over several runs, not in one long one. */
export const PURGE_MAX_BATCHES = 200;
export const AUTH_PURGE_INTERVAL_MS = 60 * 60_000;

/** Namespace of the purge's advisory lock; no other lock of the application uses it. */
const PURGE_LOCK = 7_409;

/**
 * What is old enough to go, in the order it is purged. Refresh tokens first: their expiry is
 * their session's, so the tokens of expired sessions go in bounded batches and not all at once
 * through the cascade when the session row goes. A session is over at the earlier of its
 * revocation and its expiry (least() skips the null of an active session); the expression has
 * its own index (migration 0020). A used refresh token stays as long as its session's expiry:
 * it is what lets a replay end the session (auth.service.ts refresh).
 */
const purges = (cutoff: SQL): { table: string; limit: number; batch: SQL }[] => [
  {
    table: 'refresh_tokens',
    limit: PURGE_BATCH_SIZE,
    batch: sql`delete from refresh_tokens where id in (
      select id from refresh_tokens where expires_at < ${cutoff} limit ${PURGE_BATCH_SIZE})`,
  },
  {
    table: 'sessions',
    // Smaller batches: deleting a revoked session cascades to its refresh tokens.
    limit: PURGE_BATCH_SIZE / 5,
    batch: sql`delete from sessions where id in (
      select id from sessions where least(revoked_at, expires_at) < ${cutoff} limit ${PURGE_BATCH_SIZE / 5})`,
  },
  {
    table: 'login_attempts',
    limit: PURGE_BATCH_SIZE,
    batch: sql`delete from login_attempts where id in (
      select id from login_attempts where created_at < ${cutoff} limit ${PURGE_BATCH_SIZE})`,
  },
];

export type PurgeResult = Record<string, number>;

/**
 * Deletes the sign-in records past retention, batch by batch. Each batch takes the purge's
 * advisory lock for its transaction; when another process holds it, that process is purging and
 * this one stops (null). `now` is injectable for tests.
 */
export const purgeAuthRecords = async (db: Db, now: Date = new Date()): Promise<PurgeResult | null> => {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(days => ${AUTH_RETENTION_DAYS})`;
  const result: PurgeResult = {};
  for (const { table, limit, batch } of purges(cutoff)) {
    result[table] = 0;
    for (let i = 0; i < PURGE_MAX_BATCHES; i++) {
      const deleted = await db.transaction(async (tx) => {
        const lock = await tx.execute<{ locked: boolean }>(
          sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}::int, 1) as locked`,
        );
        if (lock.rows[0]?.locked !== true) return null;
        return (await tx.execute(batch)).rowCount ?? 0;
      });
      if (deleted === null) return null;
      result[table] += deleted;
      if (deleted < limit) break;
    }
  }
  return result;
};

/** Runs the purge at start and then every hour, beside the month close (main.ts). */
export const startAuthPurgeScheduler = (
  db: Db,
  log: JobLog,
  options: { now?: () => Date; intervalMs?: number } = {},
): PeriodicJob =>
  startPeriodicJob(async () => {
    try {
      const result = await purgeAuthRecords(db, options.now?.());
      if (result && Object.values(result).some((count) => count > 0))
        log.info(result, 'sign-in records purged');
    } catch (error) {
      log.error({ err: describeForLog(error) }, 'sign-in records purge failed');
    }
  }, options.intervalMs ?? AUTH_PURGE_INTERVAL_MS);
