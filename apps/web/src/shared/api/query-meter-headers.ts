import type { QueryMeterReading } from '@/shared/state/query-meter-slice';

/** The response headers of a metered search (docs/api.md "Request limits"). */
export const QUERY_LIMIT_HEADER = 'x-query-limit';
export const QUERY_REMAINING_HEADER = 'x-query-remaining';

type HeaderBag = { get?: (name: string) => unknown } & Record<string, unknown>;

const count = (value: unknown): number | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return /^\d{1,12}$/.test(text) ? Number(text) : null;
};

const header = (headers: HeaderBag, name: string) =>
  typeof headers.get === 'function' ? headers.get(name) : headers[name];

/** The limit a response's headers name, when they name one (a 429 may carry it alone). */
export const queryLimitOfHeaders = (headers: unknown): number | null =>
  headers && typeof headers === 'object' ? count(header(headers as HeaderBag, QUERY_LIMIT_HEADER)) : null;

/**
 * The meter a response's headers carry, or null when the response is not a metered one (any
 * other call, or a caller who is not metered). Remaining never exceeds the limit.
 */
export const queryMeterOfHeaders = (headers: unknown): QueryMeterReading | null => {
  if (!headers || typeof headers !== 'object') return null;
  const limit = count(header(headers as HeaderBag, QUERY_LIMIT_HEADER));
  const remaining = count(header(headers as HeaderBag, QUERY_REMAINING_HEADER));
  if (limit === null || remaining === null) return null;
  return { limit, remaining: Math.min(remaining, limit) };
};
