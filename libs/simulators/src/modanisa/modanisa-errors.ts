/**
 * Modanisa's refusal: `{success: false, data: "", message, status_code}` (documented for 400
 * "Invalid Data"; the sandbox answers every refusal of the marketplace API in it).
 */
export function modanisaError(status: number, message: string) {
  return { success: false, data: '', message, status_code: status };
}

/** The error body for a status (faults, unknown paths, unparsable requests under `/modanisa`). */
export function modanisaErrorBody(status: number, message: string) {
  return modanisaError(status, message);
}
