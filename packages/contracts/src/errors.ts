/**
 * Every error code the API can answer with, and its HTTP status. `satisfies` makes the
 * compiler refuse a code without a status.
 */
export const errorStatus = {
  validation_failed: 400,
  bad_request: 400,
  invalid_search_term: 400,
  unauthorized: 401,
  token_invalid: 401,
  token_expired: 401,
  invalid_credentials: 401,
  wrong_password: 401,
  session_revoked: 401,
  refresh_invalid: 401,
  payment_required: 402,
  forbidden: 403,
  other_device: 403,
  user_locked: 403,
  organization_locked: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  duplicate: 409,
  in_use: 409,
  organization_in_use: 409,
  user_in_use: 409,
  plan_in_use: 409,
  already_sold: 409,
  stale_version: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  business_rule: 422,
  throttled: 429,
  plan_limit_reached: 429,
  support_rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  db_unavailable: 503,
  shutting_down: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/** The one error body shape (docs/api.md "Conventions"). */
export type ErrorBody = {
  status: number;
  code: ErrorCode;
  message: string;
  errors?: Record<string, string[]>;
  requestId: string;
};
