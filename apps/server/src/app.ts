import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { TokenService } from './modules/auth/auth.tokens';
import { modules } from './modules';
import { accessPolicyPlugin } from './plugins/access-policy';
import { drainingPlugin } from './plugins/draining';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler, sendError } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { placeNamesPlugin } from './plugins/place-names';
import { requestLogPlugin } from './plugins/request-log';
import { helmetHeaders } from './plugins/security-headers';

export const API_PREFIX = '/api/v1';
const DOCS_PREFIX = `${API_PREFIX}/docs`;

export type AppDeps = { config: Config; db: Database; tokens: TokenService };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type BuildAppOptions = AppDeps & {
  /** The built web app to serve at `/`; null serves none (API-only tests). */
  webDist?: string | null;
  logger?: boolean;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const withAppName = (html: string, appName: string) =>
  html
    .replace(/(<meta name="application-name" content=")[^"]*(")/, `$1${escapeHtml(appName)}$2`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(appName)}</title>`);

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes a function: Fastify 5 reads a plain
 * number as "trust nothing", and `true` would trust every hop, letting any client write its own
 * address at the front of `X-Forwarded-For`.
 */
export const fastifyTrustProxy = (
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;

export const buildApp = async (options: BuildAppOptions): Promise<FastifyInstance> => {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Tokens and passwords never reach a log line.
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
              remove: true,
            },
          },
    // Fastify's two lines per request (received, completed) become one (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A request must have arrived whole within REQUEST_TIMEOUT_MS, or Node answers 408 and closes
    // the connection: a client sending its body byte by byte (or never) cannot hold a connection.
    requestTimeout: config.requestTimeoutMs,
    http: {
      // The headers alone get no longer than the whole request.
      headersTimeout: config.requestTimeoutMs,
      // How often Node looks for requests over their time; its default of 30 s would let a slow
      // request live up to twice its time-out.
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, config.requestTimeoutMs / 4)),
    },
    // A socket silent this long is closed even mid-response. It must outlast the slowest answer
    // (an owners page over a million listings takes seconds), so it is well above the request's.
    connectionTimeout: Math.max(120_000, config.requestTimeoutMs * 2),
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // A keep-alive connection is handed back after this many requests, so that one client cannot
    // keep a socket (and its place under MAX_CONNECTIONS) for ever.
    maxRequestsPerSocket: 1_000,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.maxConnections;

  app.decorate('deps', { config, db: options.db, tokens: options.tokens });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(requestLogPlugin);
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // MUI (emotion) injects style elements at run time; scripts stay strictly same-origin.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    // HSTS only means something behind TLS, which a trusted proxy terminates.
    strictTransportSecurity:
      config.trustProxy !== false ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // The headers every answer carries, set before the access policy's onRequest (which refuses with
  // 401 and 403) so that those answers carry them too. One synchronous hook: it runs per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    reply.header('x-request-id', request.id);
    // Answers of the API are per user and per moment: no browser or proxy may keep them (token
    // answers included). The web app's files keep their own caching.
    if (request.url.startsWith(`${API_PREFIX}/`)) reply.header('cache-control', 'no-store');
    done();
  });
  // Before the access policy: a draining server answers 503 to everyone, signed in or not.
  await app.register(drainingPlugin);
  await app.register(accessPolicyPlugin, { docsPrefix: DOCS_PREFIX });
  await app.register(placeNamesPlugin);
  // After the access policy, whose onRoute hook records the /metrics route's policy.
  await app.register(metricsPlugin, { allow: config.metricsAllow });
  // Answers are compressed as they are made, so the fastest brotli: on a 20-row market page (11.6 kB
  // of JSON) quality 1 takes 36 µs against 131 µs for the plugin's default of 4, for 2.3 kB against
  // 1.9 kB (docs/decisions.md "Compressing answers: brotli quality 1"). The web app's files are
  // compressed hard once, at build time.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 65_536,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 1,
      },
    },
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.appName} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // swagger-ui writes its own CSP; keep the rule that no page of ours may be framed.
    transformStaticCSP: (header) => header.replace(/frame-ancestors[^;]*/, "frame-ancestors 'none'"),
  });

  await app.register(
    async (api) => {
      for (const module of modules) await api.register(module);
    },
    { prefix: API_PREFIX },
  );

  const webDist = options.webDist === undefined ? config.webDist : options.webDist;
  const hasWeb = webDist !== null && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    // serve: false — only reply.sendFile; the one route below serves files, under a declared policy.
    // preCompressed: the build writes .br/.gz beside its files (apps/web/precompress.ts), sent as
    // they are instead of compressing each response again, and less hard.
    await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });
    // The company name (APP_NAME) goes into the page itself, so the preloader shows it at once.
    const indexHtml = withAppName(readFileSync(join(webDist, 'index.html'), 'utf8'), config.appName);
    const isBuiltFile = (path: string) => {
      if (!path || path.includes('..') || path.startsWith('api/')) return false;
      const file = join(webDist, path);
      return existsSync(file) && statSync(file).isFile();
    };
    // The web app's files, and its index.html for every other non-API path (deep links such as
    // /organizations are the single-page app's routes).
    app.get(
      '/*',
      { config: { policy: { public: true } }, schema: { hide: true } },
      async (request, reply) => {
        const path = (request.params as { '*': string })['*'];
        if (isBuiltFile(path) && path !== 'index.html') {
          const hashed = path.startsWith('assets/');
          return reply.sendFile(path, { maxAge: hashed ? '365d' : 0, immutable: hashed });
        }
        if (request.url.startsWith('/api/')) return sendError(request, reply, 'not_found');
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
      },
    );
  }
  return app;
};
