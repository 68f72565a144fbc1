import type { IncomingMessage } from 'node:http';
import { AppError } from '../../lib/app-error';

/** The part of Node's HTTP parser this reads: its place in the server's list of connections. */
type ParserHandle = { remove?: () => void };

/**
 * Lets one request's body take longer than the server's REQUEST_TIMEOUT_MS (docs/decisions.md
 * "Slow clients"), bounded by `limitMs` instead. An import streams its file into the database
 * row by row, so its upload lasts as long as the writing does: a 100,000-row file takes longer
 * than the 30 s a login may take. Node has no per-request setting for its request time-out; it
 * checks the connections its parser lists, and the parser's own `remove()` (what Node calls when
 * it frees a parser) takes this connection off that list. Without that method (another Node) the
 * server's time-out stays in force. The socket's idle time-out still closes a silent upload, and
 * the route closes the connection after answering. Past `limitMs` the request is ended (a read
 * still waiting for the body fails) and the signal aborts, so the import rolls back rather than
 * commit for a client that has gone. Answers the signal and the function that stops the clock.
 */
export const outlastRequestTimeout = (
  request: IncomingMessage,
  limitMs: number,
): { signal: AbortSignal; stop: () => void } => {
  (request.socket as unknown as { parser?: ParserHandle } | null)?.parser?.remove?.();
  const deadline = new AbortController();
  const timer = setTimeout(() => {
    const timeout = new AppError('request_timeout');
    deadline.abort(timeout);
    request.destroy(timeout);
  }, limitMs);
  timer.unref();
  return { signal: deadline.signal, stop: () => clearTimeout(timer) };
};
