import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for `options`, worked out once. Our policy has no per-request part (no CSP
 * nonces), so every answer carries the same headers; @fastify/helmet built the helmet middleware
 * and parsed the CSP directives again on every request, a twentieth of a small request's time.
 */
export const helmetHeaders = (options: Readonly<HelmetOptions>): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet calls `next` synchronously, with an error for invalid options (it throws since 8.1).
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
};
