import {
  clientMetaFields,
  hasControlCharacters,
  isRoleId,
  pickLanguage,
  Role,
  scopeOf,
  stripControlCharacters,
  type AccessPolicy,
  type Language,
} from '@emlak/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { Actor } from '../lib/actor';
import { AppError } from '../lib/app-error';
import { clientAddressOf } from '../lib/client-address';
import { createSessionCache, listenForSessionFacts } from '../modules/auth/session-cache';
import {
  isSessionDevice,
  issuedBeforePasswordChange,
  prepareSessionLookup,
  type SessionForRequest,
} from '../modules/auth/session-lookup';

/**
 * The signed-in user as the access policy found them on this request: the Actor's identity.
 * Handlers never read it directly: `actorOf(request)` (plugins/actor.ts) adds the caller's side
 * and hands services one Actor.
 */
export type AuthContext = Pick<
  Actor,
  'userId' | 'roleId' | 'organizationId' | 'fullName' | 'email' | 'scope'
> & {
  sessionId: string;
};

export type ClientMeta = Partial<Record<(typeof clientMetaFields)[number], string>>;
export type RoutePolicyEntry = { method: string; url: string; policy: AccessPolicy | undefined };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces
  interface FastifyContextConfig {
    policy?: AccessPolicy;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces
  interface FastifyRequest {
    auth: AuthContext | null;
    language: Language;
    clientMeta: ClientMeta;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces
  interface FastifyInstance {
    routePolicies: RoutePolicyEntry[];
    /** Whether the session cache answers now (it is off while it cannot hear the database). */
    sessionCacheLive: () => boolean;
  }
}

const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
};

/**
 * The device id the client sends in `X-Device-Id` (and `Device-Id`), or in the body. One with
 * control characters is not a device id of ours: it is ignored (the request names no device), never
 * a 400 or a 500. Before the body is parsed (the access policy's check) only the headers count.
 */
export const deviceIdOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['x-device-id'] ?? request.headers['device-id'];
  const value = Array.isArray(header) ? header[0] : header;
  const candidate = value ?? request.clientMeta.deviceId;
  return typeof candidate === 'string' &&
    candidate.length > 0 &&
    candidate.length <= 128 &&
    !hasControlCharacters(candidate)
    ? candidate
    : undefined;
};

/**
 * A refused authorization, written once per user, route and minute: further refusals in that
 * minute only count up `changes.count` of the first row, so that a client hammering a forbidden
 * route cannot flood the audit log. The partial unique index on `dedupe_key` makes the upsert
 * race-free.
 */
const recordDenied = async (
  db: Db,
  request: FastifyRequest,
  session: { userId: number; organizationId: number },
) => {
  const route = `${request.method} ${request.routeOptions.url}`;
  const minute = sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI')`;
  await db
    .insert(auditLog)
    .values({
      organizationId: session.organizationId,
      actorUserId: session.userId,
      action: 'authorization.denied',
      entity: 'route',
      entityId: route,
      changes: { count: 1 },
      ip: clientAddressOf(request),
      requestId: request.id,
      dedupeKey: sql`${`authorization.denied|${session.userId}|${route}|`} || ${minute}`,
    })
    .onConflictDoUpdate({
      target: auditLog.dedupeKey,
      targetWhere: sql`${auditLog.dedupeKey} is not null`,
      set: {
        changes: sql`jsonb_build_object('count', coalesce((${auditLog.changes} ->> 'count')::int, 1) + 1)`,
      },
    });
};

/**
 * Every route declares `config.policy`. This plugin records the policies (the route audit
 * test reads them), picks the request language, strips the client's metadata fields from
 * bodies and enforces the policy before the body is even parsed.
 */
export const accessPolicyPlugin = fp(async (app: FastifyInstance, options: { docsPrefix: string }) => {
  app.decorate('routePolicies', [] as RoutePolicyEntry[]);
  app.decorateRequest('auth', null);
  app.decorateRequest('language', 'az');
  app.decorateRequest('clientMeta', null as unknown as ClientMeta);
  // The session cache (modules/auth/session-cache.ts) lives with the app: its LISTEN connection
  // closes with it. SESSION_CACHE=false leaves every lookup to the database.
  const cache = app.deps.config.sessionCache ? createSessionCache<SessionForRequest>() : undefined;
  const findSession = prepareSessionLookup(app.deps.db.db, cache);
  app.decorate('sessionCacheLive', () => cache?.isLive() ?? false);
  if (cache) {
    const listening = listenForSessionFacts(app.deps.db.pool, cache, app.log);
    app.addHook('onClose', listening.stop);
    await listening.started;
  }

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(options.docsPrefix)) {
      route.config = { ...(route.config ?? {}), policy: { public: true } };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routePolicies.push({ method, url: route.url, policy: route.config?.policy });
    }
  });

  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers['accept-language']);
    request.clientMeta = {};
    if (request.is404) return;
    const policy = request.routeOptions.config.policy;
    if (!policy) {
      request.log.error({ url: request.routeOptions.url }, 'route without an access policy refused');
      throw new AppError('forbidden');
    }
    if ('public' in policy) return;

    const token = bearerToken(request);
    if (!token) throw new AppError('unauthorized');
    const claims = await app.deps.tokens.verifyAccess(token);
    const session = await findSession(claims.sessionId);
    if (!session || session.userId !== claims.userId) throw new AppError('token_invalid');
    if (session.revokedAt) {
      throw new AppError(session.revokedReason === 'other_device' ? 'other_device' : 'session_revoked');
    }
    if (session.expiresAt.getTime() <= Date.now()) throw new AppError('session_revoked');
    // A token works only from the device its session was signed in on.
    if (!isSessionDevice(session.deviceId, deviceIdOf(request) ?? null)) throw new AppError('token_invalid');
    if (issuedBeforePasswordChange(claims.issuedAt, session.passwordChangedAt)) {
      throw new AppError('session_revoked');
    }
    if (session.status === 'locked') throw new AppError('session_revoked');
    if (session.organizationLocked) throw new AppError('organization_locked');
    if (!isRoleId(session.roleId)) throw new AppError('forbidden');

    const scope = scopeOf(session.roleId, policy.permission);
    if (!scope) {
      await recordDenied(app.deps.db.db, request, session);
      throw new AppError('forbidden');
    }
    // Billing decision 4: a User's business routes need a paid account (grace period or a
    // subscription covering today); an Admin is held only by the lock above, a SuperAdmin never.
    if (policy.paymentGate && session.roleId === Role.User && !session.paymentOk) {
      throw new AppError('payment_required');
    }
    request.auth = {
      userId: session.userId,
      roleId: session.roleId,
      organizationId: session.organizationId,
      sessionId: session.sessionId,
      fullName: session.name,
      email: session.email,
      scope,
    };
  });

  // The web client adds deviceId, userAgent, platform and language to every body (spec
  // section 7); they are kept aside here so that the route schemas can stay strict. They are
  // metadata, not input: control characters are stripped rather than refused.
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const field of clientMetaFields) {
      if (field in record) {
        const value = record[field];
        if (typeof value === 'string') {
          // A device id is judged by deviceIdOf: altered, it would name another device.
          const kept = field === 'deviceId' ? value : stripControlCharacters(value);
          request.clientMeta[field] = kept.slice(0, 512);
        }
        delete record[field];
      }
    }
  });
});
