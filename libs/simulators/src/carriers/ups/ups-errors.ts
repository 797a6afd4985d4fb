/** UPS's error body on every API (`ErrorResponse` in Shipping.yaml, Tracking.yaml and the OAuth API). */
export function upsError(code: string, message: string) {
  return { response: { errors: [{ code, message }] } };
}

/** The body of an injected fault or unknown path, in UPS's form. */
export function upsErrorBody(status: number, message: string) {
  return upsError(status === 429 ? '429' : status >= 500 ? '10500' : String(status), message);
}
