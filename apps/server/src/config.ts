import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { findProjectRoot } from './lib/project-root';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies may tell the client's address (`X-Forwarded-For`): none (`false`, the default),
 * a number of hops in front of the server (`1`: the nearest proxy), or a comma-separated list of
 * the proxies' addresses and CIDR ranges. `true` is read as 1 hop: trusting every hop would let
 * any client write its own address.
 */
export type TrustProxy = false | number | string[];

const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (['', 'false', 'no', 'off', '0'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) return 1;
    if (/^\d+$/.test(lower)) {
      const hops = Number(lower);
      if (hops <= 10) return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, a number of proxy hops (1-10) or a comma-separated list of proxy addresses/CIDRs',
    });
    return z.NEVER;
  });

/** Every environment variable the server reads; the README's configuration table mirrors it. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_SEED: flag.optional(),
  APP_NAME: z.string().min(1).max(60).default('Emlak Ofis'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  WEB_DIST: z.string().min(1).optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(1_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset means: start the embedded PostgreSQL in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Unset means: generate one on first start and keep it in dataDir. */
  jwtSecret: string | undefined;
  /** Fastify's `trustProxy`: see TrustProxy. */
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  demoSeed: boolean;
  appName: string;
  dbPoolSize: number;
  /** The built web app the server serves at `/`. */
  webDist: string;
  /** A request (headers and body) must have arrived this long after it began, or it gets a 408. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open for the next request. */
  keepAliveTimeoutMs: number;
  /** Open connections beyond this are closed at once, so slow clients cannot exhaust the server. */
  maxConnections: number;
};

export class ConfigError extends Error {}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ?? join(findProjectRoot(), '.data'),
    jwtSecret: e.JWT_SECRET,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    // Demo data by default only with the embedded database, never silently into a real one.
    demoSeed: e.DEMO_SEED ?? e.DATABASE_URL === undefined,
    appName: e.APP_NAME,
    dbPoolSize: e.DB_POOL_SIZE,
    webDist: e.WEB_DIST ?? join(findProjectRoot(), 'apps/web/dist'),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
  };
};
