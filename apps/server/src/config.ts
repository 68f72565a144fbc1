import { isIP } from 'node:net';
import { join } from 'node:path';
import { emailSchema, MAP_STYLES, normalizePhone, type MapStyle } from '@emlak/contracts';
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

/** Words that switch METRICS_ALLOW off, as an empty value does. */
const OFF_WORDS = ['off', 'none', 'false'];

/**
 * Who may read GET /metrics: a comma-separated list of addresses and CIDR ranges (no range names:
 * plugins/metrics.ts matches them with node:net's BlockList). `off` (or an empty value) turns the
 * route into a 404 for everyone.
 */
const metricsAllowSetting = z
  .string()
  .trim()
  .transform((value, ctx): string[] => {
    if (OFF_WORDS.includes(value.toLowerCase())) return [];
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => isAddressOrRange(entry) && !RANGE_NAMES.has(entry))) return entries;
    ctx.addIssue({ code: 'custom', message: 'must be off or a comma-separated list of addresses/CIDRs' });
    return z.NEVER;
  });

/** An http(s) address; a tile URL template's {s}, {z}, {x}, {y} are kept as written. */
const httpUrl = z
  .string()
  .trim()
  .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// address');

/** MAP_TILES_<STYLE>_URL and MAP_TILES_<STYLE>_ATTRIBUTION for each map style. */
const mapTileVariables = Object.fromEntries(
  MAP_STYLES.flatMap((style) => [
    [`MAP_TILES_${style.toUpperCase()}_URL`, httpUrl.optional()],
    [`MAP_TILES_${style.toUpperCase()}_ATTRIBUTION`, z.string().trim().min(1).max(500).optional()],
  ]),
) as Record<`MAP_TILES_${Uppercase<MapStyle>}_${'URL' | 'ATTRIBUTION'}`, z.ZodOptional<z.ZodString>>;

/**
 * Connections in the pool unless DB_POOL_SIZE says otherwise. More backends than the database's
 * cores can run only take turns: on two cores, 10 answered 6 % more of the market mix's requests
 * than 20, with a p95 17 % lower, and a sale's p95 was lower too (docs/decisions.md "Ten database
 * connections").
 */
export const DEFAULT_POOL_SIZE = 10;

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
  METRICS_ALLOW: metricsAllowSetting.default(['127.0.0.1', '::1']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_SEED: flag.optional(),
  APP_NAME: z.string().min(1).max(60).default('Emlak Ofis'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_SIZE),
  SESSION_CACHE: flag.default(true),
  WEB_DIST: z.string().min(1).optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(1_000),
  GEOCODER_URL: httpUrl.optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  ...mapTileVariables,
  SUPPORT_EMAIL: emailSchema.default('support@emlakofis.az'),
  // Any written form of a valid number; kept in E.164 so the web app can dial it (tel:).
  SUPPORT_PHONE: z
    .string()
    .default('+994125550100')
    .transform((value, ctx) => {
      const phone = normalizePhone(value);
      if (phone !== null) return phone;
      ctx.addIssue({ code: 'custom', message: 'must be a valid phone number, e.g. +994125550100' });
      return z.NEVER;
    }),
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
  /** Addresses and CIDR ranges that may read GET /metrics; empty: metrics off. */
  metricsAllow: string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  demoSeed: boolean;
  appName: string;
  dbPoolSize: number;
  /**
   * Keep what a session lookup read for a few seconds, forgotten on the database's NOTIFY
   * (modules/auth/session-cache.ts). Off behind a pooler that does not pass LISTEN/NOTIFY through.
   */
  sessionCache: boolean;
  /** The built web app the server serves at `/`. */
  webDist: string;
  /** A request (headers and body) must have arrived this long after it began, or it gets a 408. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open for the next request. */
  keepAliveTimeoutMs: number;
  /** Open connections beyond this are closed at once, so slow clients cannot exhaust the server. */
  maxConnections: number;
  /** Where the support screen sends people: its e-mail and its phone (E.164). */
  supportEmail: string;
  supportPhone: string;
  /** An external geocoder tried before the gazetteer (modules/geo/external-geocoder.ts). */
  geocoder: { url: string | undefined; timeoutMs: number };
  /** Tile URLs and attributions that replace the public defaults (modules/geo/tile-layers.ts). */
  mapTiles: Partial<Record<MapStyle, { url?: string; attribution?: string }>>;
};

export class ConfigError extends Error {}

/**
 * `NAME=` (empty or blank) means unset, for every variable: env files, compose files and
 * systemd units write it to switch a value off, and it must not stop the server.
 */
const withoutBlanks = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(withoutBlanks(env));
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
    // The one variable whose empty value is not "unset": `METRICS_ALLOW=` switches metrics off.
    metricsAllow: env.METRICS_ALLOW?.trim() === '' ? [] : e.METRICS_ALLOW,
    logLevel: e.LOG_LEVEL,
    // Demo data by default only with the embedded database, never silently into a real one.
    demoSeed: e.DEMO_SEED ?? e.DATABASE_URL === undefined,
    appName: e.APP_NAME,
    dbPoolSize: e.DB_POOL_SIZE,
    sessionCache: e.SESSION_CACHE,
    webDist: e.WEB_DIST ?? join(findProjectRoot(), 'apps/web/dist'),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    geocoder: { url: e.GEOCODER_URL, timeoutMs: e.GEOCODER_TIMEOUT_MS },
    mapTiles: Object.fromEntries(
      MAP_STYLES.map((style) => {
        const prefix = `MAP_TILES_${style.toUpperCase() as Uppercase<MapStyle>}` as const;
        return [style, { url: e[`${prefix}_URL`], attribution: e[`${prefix}_ATTRIBUTION`] }];
      }),
    ),
  };
};
