import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { clientAddressOf } from '../lib/client-address';
import { sendError } from './errors';

export const METRICS_PATH = '/metrics';

/** Seconds; from a cached answer (1 ms) to a slow report, around the 50 ms of the bars. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** METRICS_ALLOW as a matcher; an IPv4 client on a dual-stack socket (::ffff:a.b.c.d) counts as IPv4. */
const allowList = (entries: readonly string[]) => {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address: string) => {
    const mapped = IPV4_MAPPED.exec(address)?.[1];
    if (mapped) return list.check(mapped, 'ipv4');
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
};

/**
 * GET /metrics in Prometheus' text format: requests by route pattern (never the raw URL, which
 * would make a series per id) and status with their durations, the database pool and prom-client's
 * process metrics (event-loop lag, heap, GC, CPU). Only the METRICS_ALLOW addresses may read it
 * (as TRUST_PROXY resolves the client's address); everyone else gets the 404 of an unknown path.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { allow: readonly string[] }) => {
    const isAllowed = allowList(options.allow);
    const trustsProxies = app.deps.config.trustProxy !== false;
    const route = { config: { policy: { public: true as const } }, schema: { hide: true } };

    if (options.allow.length === 0) {
      // Off: no registry and no hook; the path answers as an unknown one.
      app.get(METRICS_PATH, route, (request, reply) => sendError(request, reply, 'not_found'));
      return;
    }

    const registry = new Registry();
    let processMetrics = false;
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status.',
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to its answer, by method, route pattern and status.',
      labelNames,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    const pool = app.deps.db.pool;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the PostgreSQL pool: total, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'The most connections the PostgreSQL pool opens (DB_POOL_SIZE).',
      registers: [registry],
      collect() {
        this.set(pool.options.max);
      },
    });

    // The hook runs on every request: the label-bound series are looked up once per method,
    // route and status, not hashed from a labels object each time.
    type Series = {
      count: ReturnType<typeof requests.labels>;
      time: ReturnType<typeof durations.labels>;
    };
    const series = new Map<string, Series>();
    const seriesOf = (method: string, pattern: string, status: number): Series => {
      const key = `${method} ${status} ${pattern}`;
      let found = series.get(key);
      if (!found) {
        const labels = { method, route: pattern, status_code: String(status) };
        found = { count: requests.labels(labels), time: durations.labels(labels) };
        series.set(key, found);
      }
      return found;
    };
    app.addHook('onResponse', (request, reply, done) => {
      // An unknown path has no pattern: one series for all of them.
      const { count, time } = seriesOf(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
      );
      count.inc();
      time.observe(reply.elapsedTime / 1000);
      done();
    });

    const mayRead = (request: FastifyRequest) =>
      // Without TRUST_PROXY a proxy on this machine would make every client 127.0.0.1: a request
      // that came through a proxy we were not told to trust is refused.
      (trustsProxies || request.headers['x-forwarded-for'] === undefined) &&
      isAllowed(clientAddressOf(request));

    app.get(METRICS_PATH, route, async (request, reply) => {
      if (!mayRead(request)) return sendError(request, reply, 'not_found');
      // Process metrics from the first scrape on: each collector keeps an event-loop monitor and a
      // GC observer for good, which every app a test file builds need not carry.
      if (!processMetrics) {
        collectDefaultMetrics({ register: registry });
        processMetrics = true;
      }
      const text = await registry.metrics();
      return reply.header('content-type', registry.contentType).send(text);
    });
  },
  { name: 'metrics' },
);
