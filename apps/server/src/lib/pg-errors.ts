import { DrizzleQueryError } from 'drizzle-orm';

/**
 * The errors behind an error: the error itself, then its `cause`, the cause's cause and so on
 * (drizzle wraps every failed query in a DrizzleQueryError whose cause is pg's error; an
 * AggregateError of a failed connect carries its attempts in `errors`). Cycles are cut.
 */
export const causeChain = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  const pending: unknown[] = [error];
  while (pending.length > 0 && chain.length < 20) {
    const current = pending.shift();
    if (!current || typeof current !== 'object' || chain.includes(current)) continue;
    chain.push(current);
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    if (cause !== undefined) pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return chain;
};

/** A SQLSTATE ('23505') or a system error code of the connection ('ECONNREFUSED'). */
const DATABASE_CODE = /^(?:[0-9A-Z]{5}|E[A-Z]+)$/;

/** The PostgreSQL (or socket) error code behind an error, looking through drizzle's wrapping. */
export const pgCodeOf = (error: unknown): string | undefined => {
  for (const link of causeChain(error)) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && DATABASE_CODE.test(code)) return code;
  }
  return undefined;
};

/** A unique index refused the row: the check before the write lost a race with another request. */
export const isUniqueViolation = (error: unknown) => pgCodeOf(error) === '23505';
/** A foreign key refused the change: a row still refers to the one being deleted. */
export const isForeignKeyViolation = (error: unknown) => pgCodeOf(error) === '23503';

/** Codes that mean the database is not there (or going away). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

/**
 * What pg and pg-pool say, without a code, when a connection is lost or cannot be had, or when a
 * query got no answer within the pool's query_timeout (db/client.ts).
 */
const UNAVAILABLE_MESSAGES =
  /query read timeout|connection terminated|timeout exceeded when trying to connect|client has encountered a connection error|client was closed and is not queryable|cannot use a pool after calling end/i;

/**
 * True when the database cannot be reached: any error of the cause chain has a connection
 * code (SQLSTATE class 08, shutdown, socket errors), is FATAL, or has pg's connection-loss message. Only
 * pg's own errors are read by message: a DrizzleQueryError's message is the query.
 */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  causeChain(error).some((link) => {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    // FATAL ends the session: PostgreSQL refused the connection itself (the database does not
    // accept connections, 55000; its CONNECT right was revoked, 42501; it is gone, 3D000) or
    // threw the session out. A query's own error is an ERROR, never a FATAL.
    if ((link as { severity?: unknown }).severity === 'FATAL') return true;
    if (link instanceof DrizzleQueryError || !(link instanceof Error)) return false;
    return UNAVAILABLE_MESSAGES.test(link.message);
  });

/**
 * True when the error came from the database: a drizzle-wrapped query, pg's DatabaseError
 * (which has a severity) or a lost connection. Their messages can hold SQL, parameters or the
 * values of a row (a duplicate key's detail), so they are never logged.
 */
export const isDatabaseError = (error: unknown): boolean =>
  isDatabaseUnavailable(error) ||
  causeChain(error).some(
    (link) =>
      link instanceof DrizzleQueryError ||
      ('query' in (link as object) && 'params' in (link as object)) ||
      ('severity' in (link as object) && pgCodeOf(link) !== undefined),
  );
