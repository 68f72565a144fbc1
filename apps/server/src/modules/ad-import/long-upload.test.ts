import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outlastRequestTimeout } from './long-upload';

/**
 * A real Node HTTP server with a 600 ms request time-out: a plain request whose body takes longer
 * is cut off by Node, one that outlasts it is read to its end, and still not past its own limit.
 */
const REQUEST_TIMEOUT_MS = 600;
const OWN_LIMIT_MS = 2_000;

let server: Server;
let port: number;
const aborted: string[] = [];

beforeAll(async () => {
  server = createServer(
    {
      requestTimeout: REQUEST_TIMEOUT_MS,
      headersTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 50,
    },
    (req, res) => {
      const deadline = req.url === '/long' ? outlastRequestTimeout(req, OWN_LIMIT_MS) : undefined;
      deadline?.signal.addEventListener('abort', () => aborted.push(req.url!));
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        deadline?.stop();
        res.end(String(bytes));
      });
      req.on('error', () => undefined);
    },
  );
  // What the app's clientErrorHandler does with a late request: end the connection.
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `pieces` bytes, one every `everyMs`; answers the response body or the failure. */
const slowUpload = (path: string, pieces: number, everyMs: number) =>
  new Promise<string>((resolve) => {
    const req = httpRequest({ port, host: '127.0.0.1', path, method: 'POST' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    });
    req.on('error', () => resolve('cut off'));
    void (async () => {
      for (let i = 0; i < pieces && !req.destroyed; i++) {
        req.write('x');
        await sleep(everyMs);
      }
      req.end();
    })();
  });

describe('outlastRequestTimeout', () => {
  it('lets an upload run past the server’s request time-out, where a plain request is cut off', async () => {
    expect(await slowUpload('/plain', 6, 250)).toBe('cut off');
    expect(await slowUpload('/long', 6, 250)).toBe('6');
    expect(aborted).toEqual([]);
  });

  it('ends the upload at its own limit and aborts its signal', async () => {
    expect(await slowUpload('/long', 20, 200)).toBe('cut off');
    expect(aborted).toEqual(['/long']);
  });
});
