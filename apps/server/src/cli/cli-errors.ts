import { pgCodeOf } from '../lib/pg-errors';

/** A mistake of the person running the command: its message is the whole answer. */
export class UsageError extends Error {}

/**
 * Prints why a command failed and exits with 1. Errors of the known kinds carry a message meant
 * for the operator; anything else only its kind and database code: a failed query's message
 * carries its SQL and parameters (a password hash, say), and a stack trace helps nobody here.
 */
export const reportFailure = (
  command: string,
  error: unknown,
  known: ReadonlyArray<abstract new (...args: never[]) => Error>,
): never => {
  const isKnown =
    error instanceof UsageError ||
    known.some((kind) => error instanceof kind) ||
    Boolean((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'));
  const kind = pgCodeOf(error) ?? (error as Error).name;
  process.stderr.write(`${isKnown ? (error as Error).message : `${command} failed (${kind}).`}\n`);
  process.exit(1);
};
