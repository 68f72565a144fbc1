/**
 * Load with autocannon (closed loop: each connection sends its next request when the last one is
 * answered), with the latency of every response kept per named request, so that a mix reports
 * p50/p95/p99 for each of its requests and overall (autocannon's own histogram has no p95).
 */
import autocannon from 'autocannon';
import { summarize, type LatencySummary } from './latency';

export type NamedRequest = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** A fresh body for each request (varied parameters), or none. */
  body?: () => unknown;
  /** Instead of `body`: a fresh body with headers of its own (a request made as another user). */
  setup?: () => { body: unknown; headers: Record<string, string> };
};

export type DriveOptions = {
  url: string;
  connections: number;
  /** Seconds; ignored when `amount` is given. */
  duration: number;
  /** Stop after this many requests in all. */
  amount?: number;
  headers?: Record<string, string>;
  requests: readonly NamedRequest[];
  /** A status other than this counts as an error (autocannon's non2xx is too lenient for 3xx). */
  expectStatus?: number;
};

export type DriveResult = {
  seconds: number;
  connections: number;
  overall: LatencySummary;
  byName: Record<string, LatencySummary>;
  statuses: Record<string, number>;
  /** Connection errors and timeouts, which never produce a response. */
  transportErrors: number;
};

type Request = autocannon.Request & { name: string };

export const drive = async (options: DriveOptions): Promise<DriveResult> => {
  const expect = options.expectStatus ?? 200;
  const latencies = new Map<string, number[]>(options.requests.map((request) => [request.name, []]));
  const errors = new Map<string, number>(options.requests.map((request) => [request.name, 0]));
  const statuses: Record<string, number> = {};
  const requests: Request[] = options.requests.map((request) => ({
    name: request.name,
    method: request.method,
    path: request.path,
    ...(request.body
      ? {
          setupRequest: (built: autocannon.Request) => ({
            ...built,
            body: JSON.stringify(request.body!()),
          }),
        }
      : request.setup
        ? {
            setupRequest: (built: autocannon.Request) => {
              const { body, headers } = request.setup!();
              return { ...built, headers: { ...built.headers, ...headers }, body: JSON.stringify(body) };
            },
          }
        : {}),
  }));
  const headers = {
    ...options.headers,
    ...(options.requests.some((r) => r.body !== undefined || r.setup !== undefined)
      ? { 'content-type': 'application/json' }
      : {}),
  };
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.duration,
        ...(options.amount ? { amount: options.amount } : {}),
        headers,
        requests,
        timeout: 30,
        // The server ends a keep-alive connection after 1,000 requests (app.ts maxRequestsPerSocket)
        // and answers 503 to any sent on it after that; a browser opens a new one, and so do we.
        reconnectRate: 1_000,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      // The request just answered: a client moves on to its next request only after this event.
      const name = (client as unknown as { requestIterator: { currentRequest: Request } }).requestIterator
        .currentRequest.name;
      latencies.get(name)!.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      if (statusCode !== expect) errors.set(name, errors.get(name)! + 1);
    });
  });
  const seconds = (performance.now() - started) / 1000;
  const byName: Record<string, LatencySummary> = {};
  for (const [name, values] of latencies) byName[name] = summarize(values, errors.get(name)!, seconds);
  const all = [...latencies.values()].flat();
  const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
  return {
    seconds: Number(seconds.toFixed(2)),
    connections: options.connections,
    overall: summarize(all, errorCount + result.errors + result.timeouts, seconds),
    byName,
    statuses,
    transportErrors: result.errors + result.timeouts,
  };
};
