/**
 * FLO's refusal body, as every operation of its Swagger page documents it:
 * `{success: false, error, error_description}` (400 `invalid_request`, 401 `unauthorized_request`
 * with "Invalid auth header!", 500 `system_error`); 404 and 429 are our sandbox's.
 */
export function floError(error: string, description: string) {
  return { success: false, error, error_description: description };
}

export const FLO_INVALID_AUTH = floError('unauthorized_request', 'Invalid auth header!');

/** The error body for a status (faults, unknown paths, unparsable requests under `/flo`). */
export function floErrorBody(status: number, message: string) {
  const error =
    status === 401
      ? 'unauthorized_request'
      : status === 404
        ? 'not_found'
        : status === 429
          ? 'too_many_requests'
          : status >= 500
            ? 'system_error'
            : 'invalid_request';
  return floError(error, message);
}

/** A 400 in FLO's words, naming what was wrong. */
export const invalidRequest = (description: string) => floError('invalid_request', description);
