/**
 * A database outage under load: clients keep calling while the database goes away for a while
 * and comes back. What the server answered, when, and how long each answer took is kept by
 * phase (before, during, after), with /health/ready polled alongside.
 */
import { call, failureOf, sleep, type Session } from './client';

export type Sample = {
  at: number;
  phase: 'before' | 'during' | 'after';
  outcome: string;
  code?: string;
  message?: string;
  ms: number;
};

export const underOutage = async (options: {
  session: Session;
  workers: number;
  paths: string[];
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  outageMs: number;
  /** How long after the restore the load goes on. */
  afterMs: number;
}) => {
  const samples: Sample[] = [];
  const ready: Sample[] = [];
  let phase: Sample['phase'] = 'before';
  let running = true;
  const take = async (list: Sample[], path: string) => {
    const at = performance.now();
    const started = phase;
    try {
      const answer = await call(options.session, 'GET', path, undefined, { timeoutMs: 15_000 });
      const json = answer.json as { code?: string; message?: string } | undefined;
      list.push({
        at,
        phase: started,
        outcome: String(answer.status),
        code: json?.code,
        message: json?.message,
        ms: answer.ms,
      });
    } catch (error) {
      list.push({ at, phase: started, outcome: failureOf(error), ms: performance.now() - at });
    }
  };
  const worker = async (index: number) => {
    for (let n = 0; running; n++) await take(samples, options.paths[(index + n) % options.paths.length]!);
  };
  const readiness = async () => {
    while (running) {
      await take(ready, '/health/ready');
      await sleep(250);
    }
  };
  const all = [...Array.from({ length: options.workers }, (_, i) => worker(i)), readiness()];
  await sleep(2_000);
  phase = 'during';
  const cutAt = performance.now();
  await options.cut();
  await sleep(options.outageMs);
  await options.restore();
  phase = 'after';
  const restoredAt = performance.now();
  await sleep(options.afterMs);
  running = false;
  await Promise.all(all);
  // The first moment from which every answer (requests and readiness) is a 200 again.
  const lastBad = Math.max(
    restoredAt,
    ...[...samples, ...ready].filter((s) => s.outcome !== '200').map((s) => s.at + s.ms),
  );
  return { samples, ready, cutAt, restoredAt, recoveredAfterMs: lastBad - restoredAt };
};
