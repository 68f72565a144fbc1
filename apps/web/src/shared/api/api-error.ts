import type { ErrorCode } from '@emlak/contracts';
import { isHttpError } from './http';

export type ApiError = {
  /** HTTP status; 0 when no response arrived (network error, time-out). */
  status: number;
  code: ErrorCode | null;
  /** The server's localized message, or null when it sent none. */
  message: string | null;
  /** Per-field messages of a 400 validation error. */
  fieldErrors: Record<string, string[]>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads any thrown value as the API's error body (docs/api.md "Conventions"). */
export const apiErrorOf = (error: unknown): ApiError => {
  if (!isHttpError(error)) return { status: 0, code: null, message: null, fieldErrors: {} };
  const status = error.response?.status ?? 0;
  const body = error.response?.data;
  if (!isRecord(body)) return { status, code: null, message: null, fieldErrors: {} };
  const fieldErrors: Record<string, string[]> = {};
  if (isRecord(body.errors))
    for (const [field, messages] of Object.entries(body.errors))
      if (Array.isArray(messages)) fieldErrors[field] = messages.map(String);
  return {
    status,
    code: typeof body.code === 'string' ? (body.code as ErrorCode) : null,
    message: typeof body.message === 'string' && body.message.trim() ? body.message : null,
    fieldErrors,
  };
};

/** True when the request never got an answer (offline, DNS, time-out), not when it was cancelled. */
export const isNetworkError = (error: unknown): boolean =>
  isHttpError(error) && !error.response && error.code !== 'ERR_CANCELED';
