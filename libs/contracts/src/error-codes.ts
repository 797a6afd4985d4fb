/** Every error code the service answers with (spec Errors, decisions §3-§5 and §16), and its HTTP status. */
export const ERROR_STATUS = {
  'validation.failed': 400,
  'auth.invalid_credentials': 401,
  'auth.token_expired': 401,
  'auth.token_invalid': 401,
  'auth.insufficient_scope': 403,
  'resource.not_found': 404,
  'resource.conflict': 409,
  'business.invalid': 422,
  'rate_limit.exceeded': 429,
  'server.internal': 500,
  'marketplace.unreachable': 502,
  'marketplace.rate_limited': 503,
  'provider.unreachable': 502,
  'provider.rate_limited': 503,
  'server.unavailable': 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Field-level detail of a validation error: field path → problems with that field. */
export type ErrorDetails = Record<string, unknown>;

/** An error as it crosses a transport (request/reply, queue): no stack, no class. */
export interface WireError {
  code: ErrorCode;
  status: number;
  details?: ErrorDetails;
  retry_after?: number;
}
