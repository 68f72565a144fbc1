import type { Db } from '../../db/client';
import { describeForLog } from '../../plugins/errors';
import { closeEndedMonths } from './month-close';

/** How often a server process tries the month close (the first try is at start). */
export const MONTH_CLOSE_INTERVAL_MS = 10 * 60_000;

type Log = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export type MonthCloseScheduler = {
  /** Runs the month close now (or joins the run in progress); never throws. */
  tick: () => Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop: () => Promise<void>;
};

/**
 * Runs the month close at start and then every 10 minutes in this process. Every process of a
 * deployment runs it; the advisory lock makes one of them do the work. The first successful run
 * catches up on every ended month (the server may have been down over a month's end); later runs
 * read the recent subscriptions only. A failure is logged without its SQL and retried at the next
 * tick: the timer never lets it reach the process. `now` is injectable for tests.
 */
export const startMonthCloseScheduler = (
  db: Db,
  log: Log,
  options: { now?: () => Date; intervalMs?: number } = {},
): MonthCloseScheduler => {
  const now = options.now ?? (() => new Date());
  let caughtUp = false;
  let running: Promise<void> | null = null;

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
  const tick = () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };

  void tick();
  const timer = setInterval(() => void tick(), options.intervalMs ?? MONTH_CLOSE_INTERVAL_MS);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
