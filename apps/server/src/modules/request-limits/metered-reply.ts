import type { FastifyReply } from 'fastify';
import { queryMeterHeaders, type Metered } from './request-meter';

/**
 * A route's answer to a metered service call: the result, with `X-Query-Limit` and
 * `X-Query-Remaining` when the caller is metered (docs/api.md "Request limits").
 */
export const sendMetered = <T>(reply: FastifyReply, { result, meter }: Metered<T>): T => {
  if (meter) reply.headers(queryMeterHeaders(meter));
  return result;
};
