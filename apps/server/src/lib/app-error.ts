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
      /** A message that says more than the code's own, such as what a duplicate collides with. */
      message?: { key: MessageKey; params?: Record<string, string | number> };
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

/**
 * A 409 duplicate that says what it collides with, on the field and as the message:
 * "This phone already belongs to the contact Rəşad Quliyev".
 */
export const duplicateOf = (field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError('duplicate', {
    fields: { [field]: [{ key, params: { field, ...params } }] },
    message: { key, params },
  });
export const forbidden = () => new AppError('forbidden');
export const fieldError = (field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError('validation_failed', { fields: { [field]: [{ key, params: { field, ...params } }] } });

export const throttled = (retryAfterSeconds: number) =>
  new AppError('throttled', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
