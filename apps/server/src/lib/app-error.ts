import { errorStatus, type ErrorCode, type MessageKey } from '@emlak/contracts';

export type FieldErrors = Record<string, { key: MessageKey; params?: Record<string, string | number> }[]>;

/**
 * The one error type services throw. It carries a code (which fixes the status), optional
 * message parameters and optional per-field errors; the error handler localizes it.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      fields?: FieldErrors;
      params?: Record<string, string | number>;
      /** Response headers that belong to this error, such as Retry-After on a 429. */
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export const notFound = () => new AppError('not_found');
export const forbidden = () => new AppError('forbidden');
export const fieldError = (field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError('validation_failed', { fields: { [field]: [{ key, params: { field, ...params } }] } });

export const throttled = (retryAfterSeconds: number) =>
  new AppError('throttled', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
