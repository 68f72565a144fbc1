/** The PostgreSQL error code behind an error, looking through drizzle's wrapping (`cause`). */
const pgCodeOf = (error: unknown): string | undefined => {
  let current = error;
  while (current && typeof current === 'object') {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/** A unique index refused the row: the check before the write lost a race with another request. */
export const isUniqueViolation = (error: unknown) => pgCodeOf(error) === '23505';
/** A foreign key refused the change: a row still refers to the one being deleted. */
export const isForeignKeyViolation = (error: unknown) => pgCodeOf(error) === '23503';
