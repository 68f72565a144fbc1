import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One log line per answered request, at info: the request id (the logger's `reqId`, as in
 * `x-request-id`), method, path, status and response time in milliseconds. It replaces Fastify's
 * two default lines (`disableRequestLogging`), which also carried the headers object. The query
 * string is left out, since a client may put a secret there; headers (tokens, cookies) never go in.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    const query = request.url.indexOf('?');
    request.log.info(
      {
        method: request.method,
        url: query === -1 ? request.url : request.url.slice(0, query),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
});
