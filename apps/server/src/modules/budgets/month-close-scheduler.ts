import type { Db } from '../../db/client';
import { startPeriodicJob, type JobLog, type PeriodicJob } from '../../lib/periodic-job';
import { describeForLog } from '../../plugins/errors';
import { closeEndedMonths } from './month-close';

/** How often a server process tries the month close (the first try is at start). */
export const MONTH_CLOSE_INTERVAL_MS = 10 * 60_000;

export type MonthCloseScheduler = PeriodicJob;

/**
 * Runs the month close at start and then every 10 minutes in this process. Every process of a
 * deployment runs it; the advisory lock makes one of them do the work. The first successful run
 * catches up on every ended month (the server may have been down over a month's end); later runs
 * read the recent subscriptions only. A failure is logged without its SQL and retried at the next
 * tick: the timer never lets it reach the process. `now` is injectable for tests.
 */
export const startMonthCloseScheduler = (
  db: Db,
  log: JobLog,
  options: { now?: () => Date; intervalMs?: number } = {},
): MonthCloseScheduler => {
  const now = options.now ?? (() => new Date());
  let caughtUp = false;

  const run = async () => {
    try {
      const result = await closeEndedMonths(db, now(), { catchUp: !caughtUp });
      if (result === null) return;
      caughtUp = true;
      if (result.issued + result.locked + result.unlocked > 0) log.info(result, 'budget month close');
    } catch (error) {
      log.error({ err: describeForLog(error) }, 'budget month close failed');
    }
  };
  return startPeriodicJob(run, options.intervalMs ?? MONTH_CLOSE_INTERVAL_MS);
};
