/**
 * Idefix's refusal: the documented code (`VENDOR_TOKEN_NOT_EXIST` on a bad X-API-KEY) in a
 * `{code, message}` body; the body's shape and the other codes are our sandbox's.
 */
export function idefixError(code: string, message: string) {
  return { code, message };
}

/** The error body for a status (faults, unknown paths, unparsable requests under `/idefix`). */
export function idefixErrorBody(status: number, message: string) {
  const code =
    status === 401
      ? 'VENDOR_TOKEN_NOT_EXIST'
      : status === 404
        ? 'NOT_FOUND'
        : status === 429
          ? 'TOO_MANY_REQUESTS'
          : status >= 500
            ? 'INTERNAL_ERROR'
            : 'BAD_REQUEST';
  return idefixError(code, message);
}
