import type { FastifyRequest } from 'fastify';
import { clientAddressOf } from '../../lib/client-address';
import { deviceIdOf } from '../../plugins/access-policy';

/** Who is calling from where: feeds sessions, throttling and the audit log. */
export type ClientContext = {
  /** Always an IP: see clientAddressOf. */
  ip: string;
  userAgent: string | null;
  deviceId: string | undefined;
  requestId: string;
};

export const clientContextOf = (request: FastifyRequest): ClientContext => {
  const header = request.headers['user-agent'];
  const userAgent = (typeof header === 'string' ? header : undefined) ?? request.clientMeta.userAgent;
  return {
    ip: clientAddressOf(request),
    userAgent: userAgent ? userAgent.slice(0, 512) : null,
    deviceId: deviceIdOf(request),
    requestId: request.id,
  };
};
