import { z } from 'zod';

/**
 * The building blocks every request schema is made of, so that one rule holds for every field:
 * text without control characters, dates PostgreSQL can always store, query integers written in
 * decimal only.
 */

/**
 * C0 control characters, DEL and lone UTF-16 surrogates. PostgreSQL refuses a NUL in text (a 500
 * before this rule), and the others have no business in a name, an address or a search value: they
 * hide text on screen and break CSV exports and logs. With the `u` flag `\p{Cs}` matches only a
 * surrogate that is not half of a pair, so emoji and every Azerbaijani letter pass.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F\p{Cs}]/u;
/** Notes and descriptions may hold tabs and line breaks (LF, CR); nothing else of the above. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\p{Cs}]/u;

export const hasControlCharacters = (value: string, options: { multiline?: boolean } = {}): boolean =>
  (options.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);

/**
 * What the server keeps of a value it did not ask for and must not refuse (a User-Agent, a device
 * id): the text without its control characters.
 */
export const stripControlCharacters = (value: string): string =>
  value.replace(new RegExp(SINGLE_LINE_FORBIDDEN.source, 'gu'), '');

/**
 * The one text rule: every string a client sends goes through it (a body field, a filter value, a
 * query or path parameter). The check runs on the value as sent, before any trim, so that a
 * stray control character is refused rather than quietly removed. Chain trim, min, max and regex
 * after it. It does not abort, so that inside a union (a filter value) its message is the one
 * reported.
 */
export const text = (options: { multiline?: boolean } = {}) =>
  z.string().refine((value) => !hasControlCharacters(value, options), {
    message: 'validation.controlCharacter',
  });

/** An e-mail address; the format admits no control characters, so it needs no text() of its own. */
export const emailSchema = z.email({ message: 'validation.invalidEmail' }).max(254);

/**
 * A non-negative integer in a query string or a path: decimal digits only. `z.coerce.number()`
 * would take '0x10' as 16, '1e3' as 1000, ' 7 ' as 7 and '' as 0. Fifteen digits keep the
 * number exact, so that a too big one is reported as too big.
 */
export const queryInteger = (bounds: { min: number; max: number }) =>
  text()
    .regex(/^\d{1,15}$/, { message: 'validation.invalidType' })
    .transform(Number)
    .pipe(z.number().int().min(bounds.min).max(bounds.max));

/** The earliest and latest years a date input may name, as written and in UTC. */
export const DATE_INPUT_MIN_YEAR = 1900;
export const DATE_INPUT_MAX_YEAR = 9999;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True when the value is a date input PostgreSQL can store whatever the column: `YYYY-MM-DD` (a
 * real calendar day) or an ISO date-time with an offset, with both the written year and the UTC
 * year within DATE_INPUT_MIN_YEAR..DATE_INPUT_MAX_YEAR ('9999-12-31T23:59:59-01:00' is year 10000
 * in UTC, which a Date turns into a string PostgreSQL refuses).
 */
export const isDateInput = (value: string): boolean => {
  const dateOnly = DATE_ONLY.test(value);
  if (!dateOnly && !z.iso.datetime({ offset: true }).safeParse(value).success) return false;
  if (dateOnly && !z.iso.date().safeParse(value).success) return false;
  const written = Number(value.slice(0, 4));
  if (written < DATE_INPUT_MIN_YEAR || written > DATE_INPUT_MAX_YEAR) return false;
  const instant = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  // z.iso.datetime accepts what Date cannot read only in theory; NaN is refused all the same.
  const utcYear = instant.getUTCFullYear();
  return utcYear >= DATE_INPUT_MIN_YEAR && utcYear <= DATE_INPUT_MAX_YEAR;
};

/** A day or a moment with its offset (see isDateInput): the one date schema of every request. */
export const dateInputSchema = text().refine(isDateInput, { message: 'validation.invalidDate' });
