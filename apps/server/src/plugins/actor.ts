import { stripControlCharacters } from '@emlak/contracts';
import type { FastifyRequest } from 'fastify';
import type { Actor, Caller } from '../lib/actor';
import { AppError } from '../lib/app-error';
import { clientAddressOf } from '../lib/client-address';
import { deviceIdOf } from './access-policy';

/**
 * The client of any call, signed in or not (login, refresh, public pages). The User-Agent is
 * metadata the client chose: its control characters are dropped (PostgreSQL refuses a NUL),
 * never a reason to refuse the call.
 */
export const callerOf = (request: FastifyRequest): Caller => {
  const header = request.headers['user-agent'];
  const sent = (typeof header === 'string' ? header : undefined) ?? request.clientMeta.userAgent;
  const userAgent = sent === undefined ? '' : stripControlCharacters(sent).slice(0, 512);
  return {
    language: request.language,
    clientAddress: clientAddressOf(request),
    userAgent: userAgent || null,
    deviceId: deviceIdOf(request) ?? null,
    requestId: request.id,
  };
};

/**
 * The signed-in actor of a route behind a permission policy: the access policy has checked the
 * session and read the role and organization from the database before the handler runs. Called
 * once per handler, after the body hooks (the client metadata of the body is known by then).
 */
export const actorOf = (request: FastifyRequest): Actor => {
  const auth = request.auth;
  if (!auth) throw new AppError('unauthorized');
  return { ...callerOf(request), ...auth };
};
