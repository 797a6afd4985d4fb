/**
 * Pazarama's answer envelope for a refusal: `{data: null, success: false, messageCode, message,
 * userMessage}` (the envelope of its documented answers; a wrong client secret's 400 seen live by
 * a published client); the codes other than `invalid_token` are our sandbox's.
 */
export function pazaramaError(messageCode: string, message: string) {
  return { data: null, success: false, messageCode, message, userMessage: message, fromCache: false };
}

/** The error body for a status (faults, unknown paths, unparsable requests under `/pazarama`). */
export function pazaramaErrorBody(status: number, message: string) {
  const code = status === 404 ? 'NOT_FOUND' : status === 429 ? 'TOO_MANY_REQUESTS' : status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  return pazaramaError(code, message);
}
