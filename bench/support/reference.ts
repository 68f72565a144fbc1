/**
 * The same run's reference: a bare node:http hello world (what this machine serves with no
 * framework at all) and the server's GET /health/live (the framework, hooks and logging with no
 * work behind them), each at the same concurrency. On a shared machine absolute figures drift
 * with the load; the ratio of the two does much less, so bars on the server's overhead read it.
 */
import type { DriveOptions, DriveResult } from './drive';
import { startBareHttp } from './processes';

/** A benchmark's way of running one load: it settles its database first and prints the figures. */
export type RunLoad = (
  title: string,
  options: Omit<DriveOptions, 'url'> & { url?: string },
) => Promise<DriveResult>;

export type Reference = {
  bare: DriveResult;
  health: DriveResult;
  /** GET /health/live's requests per second over the bare server's. */
  healthRatio: number;
};

export const measureReference = async (
  run: RunLoad,
  options: { connections: number; duration: number; apiPrefix?: string },
): Promise<Reference> => {
  const load = { connections: options.connections, duration: options.duration };
  const bareServer = await startBareHttp();
  let bare: DriveResult;
  try {
    bare = await run('bare node:http', {
      ...load,
      url: bareServer.url,
      requests: [{ name: 'bare', method: 'GET', path: '/' }],
    });
  } finally {
    await bareServer.stop();
  }
  const health = await run('GET /health/live', {
    ...load,
    requests: [{ name: 'health', method: 'GET', path: `${options.apiPrefix ?? '/api/v1'}/health/live` }],
  });
  const healthRatio = Number(
    (health.overall.requestsPerSecond / Math.max(bare.overall.requestsPerSecond, 0.01)).toFixed(3),
  );
  return { bare, health, healthRatio };
};
