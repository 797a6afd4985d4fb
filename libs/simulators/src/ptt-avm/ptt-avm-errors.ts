/**
 * PttAVM's answer to a refused call on integration-api: `{success: false, errorMessage, errorCode}`
 * (the response fields its catalogue pages document); the codes are our sandbox's.
 */
export function pttError(errorCode: string, errorMessage: string) {
  return { success: false, errorMessage, errorCode };
}

/** The error body for a status (faults, unknown paths, unparsable requests under `/ptt-avm`). */
export function pttErrorBody(status: number, message: string) {
  const code =
    status === 401
      ? 'UNAUTHORIZED'
      : status === 404
        ? 'NOT_FOUND'
        : status === 429
          ? 'TOO_MANY_REQUESTS'
          : status >= 500
            ? 'INTERNAL_ERROR'
            : 'BAD_REQUEST';
  return pttError(code, message);
}

/** The shipping service's refusal, in the fields of its documented answers (`code, success, message, error`). */
export function shipmentError(code: number, message: string) {
  return { code, success: false, message, error: true };
}
