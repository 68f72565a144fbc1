import { Server as NetServer } from 'node:net';
import { pickLanguage } from '@emlak/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces
  interface FastifyInstance {
    /** The first step of a graceful shutdown (main.ts): see drainingPlugin. */
    startDraining: () => void;
  }
}

/**
 * While the server drains before it closes: every new request is answered 503 shutting_down, and
 * every answer (those in flight too) carries `Connection: close`, so that each keep-alive client
 * learns of the shutdown from an answer instead of a socket closed under a request it is sending
 * (a reset). Fastify's own 503 on closing comes too late for that: closing first destroys the
 * idle keep-alive connections, which is exactly that race.
 */
export const drainingPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    request.language = pickLanguage(request.headers['accept-language']);
    reply.header('connection', 'close');
    return sendError(request, reply, 'shutting_down');
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
});

/**
 * Waits until the server has no connection left or `ms` has passed. Idle keep-alive clients come
 * back within their keep-alive time-out (and get the 503 above) or drop the socket themselves
 * first, as the Keep-Alive header told them: after that long, closing races nobody.
 */
export const waitForConnectionsToEnd = async (app: FastifyInstance, ms: number) => {
  const until = Date.now() + ms;
  const count = () =>
    new Promise<number>((resolve) => app.server.getConnections((error, n) => resolve(error ? 0 : n)));
  while (Date.now() < until && (await count()) > 0) await new Promise((r) => setTimeout(r, 50));
};

/**
 * Stops accepting connections (a new one is refused) without closing the open ones. Node's
 * http close() would also destroy every idle connection at once, a connection accepted a moment
 * ago among them, whose request is on its way: that client would see a reset. After this, such a
 * request still gets its 503; app.close() then finds the listener closed, which Fastify accepts.
 */
export const stopListening = (app: FastifyInstance) => NetServer.prototype.close.call(app.server);
