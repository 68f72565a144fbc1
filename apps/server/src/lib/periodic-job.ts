/** Where a scheduled job writes: Fastify's logger in the server, a spy in tests. */
export type JobLog = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export type PeriodicJob = {
  /** Runs the job now (or joins the run in progress); never throws. */
  tick: () => Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop: () => Promise<void>;
};

/**
 * Runs `run` at once and then every `intervalMs` in this process, never two runs at a time.
 * `run` must not throw (each job catches and logs its own failures without SQL): the timer never
 * lets an error reach the process. Every process of a deployment runs its jobs; each job takes
 * its own advisory lock so that one process does the work (see month-close.ts, purge.ts).
 */
export const startPeriodicJob = (run: () => Promise<void>, intervalMs: number): PeriodicJob => {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };

  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
