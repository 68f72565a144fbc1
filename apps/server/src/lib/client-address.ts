import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The last resort when not even the socket has an address (it closed): one shared bucket. */
const UNKNOWN_ADDRESS = '0.0.0.0';

/**
 * The client's address for sessions, throttling and the audit log: Fastify's `request.ip`
 * (taken from `X-Forwarded-For` only as far as TRUST_PROXY trusts the proxies), or the socket's
 * address when that is not an IP (a trusted proxy passed on a forged header). Never null, so
 * the per-address login limit always applies and an `inet` column never refuses the value.
 */
export const clientAddressOf = (request: FastifyRequest): string => {
  if (isIP(request.ip)) return request.ip;
  const socketAddress = request.socket?.remoteAddress;
  return socketAddress && isIP(socketAddress) ? socketAddress : UNKNOWN_ADDRESS;
};
