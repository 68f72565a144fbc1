import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { deviceIdOf } from '../../plugins/access-policy';

/** Who is calling from where: feeds sessions, throttling and the audit log. */
export type ClientContext = {
  /** Null when the address is not an IP (a forged forwarding header behind a trusted proxy). */
  ip: string | null;
  userAgent: string | null;
  deviceId: string | undefined;
  requestId: string;
};

export const clientContextOf = (request: FastifyRequest): ClientContext => {
  const header = request.headers['user-agent'];
  const userAgent = (typeof header === 'string' ? header : undefined) ?? request.clientMeta.userAgent;
  return {
    ip: isIP(request.ip) ? request.ip : null,
    userAgent: userAgent ? userAgent.slice(0, 512) : null,
    deviceId: deviceIdOf(request),
    requestId: request.id,
  };
};
