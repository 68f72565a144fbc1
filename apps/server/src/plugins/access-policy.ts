import {
  clientMetaFields,
  isRoleId,
  pickLanguage,
  scopeOf,
  type AccessPolicy,
  type Language,
  type RoleId,
  type Scope,
} from '@emlak/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { auditLog } from '../db/schema';
import { AppError } from '../lib/app-error';
import { clientAddressOf } from '../lib/client-address';
import { findSessionForRequest } from '../modules/auth/session-lookup';

export type AuthContext = {
  userId: number;
  roleId: RoleId;
  organizationId: number;
  sessionId: string;
  fullName: string;
  email: string;
  /** How far the route's permission reaches for this caller. */
  scope: Scope;
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
  }
}

/** The signed-in caller; routes behind a permission policy always have one. */
export const requireAuth = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw new AppError('unauthorized');
  return request.auth;
};

const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
};

/** The device id the client sends in `X-Device-Id` (and `Device-Id`), or in the body. */
export const deviceIdOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['x-device-id'] ?? request.headers['device-id'];
  const value = Array.isArray(header) ? header[0] : header;
  const candidate = value ?? request.clientMeta.deviceId;
  return typeof candidate === 'string' && candidate.length > 0 && candidate.length <= 128
    ? candidate
    : undefined;
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
    const session = await findSessionForRequest(app.deps.db.db, claims.sessionId);
    if (!session || session.userId !== claims.userId) throw new AppError('token_invalid');
    if (session.revokedAt) {
      throw new AppError(session.revokedReason === 'other_device' ? 'other_device' : 'session_revoked');
    }
    if (session.expiresAt.getTime() <= Date.now()) throw new AppError('session_revoked');
    if (session.status === 'locked') throw new AppError('session_revoked');
    if (session.organizationLocked) throw new AppError('organization_locked');
    if (!isRoleId(session.roleId)) throw new AppError('forbidden');

    const scope = scopeOf(session.roleId, policy.permission);
    if (!scope) {
      await app.deps.db.db.insert(auditLog).values({
        organizationId: session.organizationId,
        actorUserId: session.userId,
        action: 'authorization.denied',
        entity: 'route',
        entityId: `${request.method} ${request.routeOptions.url}`,
        ip: clientAddressOf(request),
        requestId: request.id,
      });
      throw new AppError('forbidden');
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
  // section 7); they are kept aside here so that the route schemas can stay strict.
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const field of clientMetaFields) {
      if (field in record) {
        const value = record[field];
        if (typeof value === 'string') request.clientMeta[field] = value.slice(0, 512);
        delete record[field];
      }
    }
  });
});
