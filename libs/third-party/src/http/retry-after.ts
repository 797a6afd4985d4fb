const DELAY_SECONDS = /^\d+(\.\d+)?$/;
/** All three HTTP-date forms start with the day's name (and Date.parse would take "-3" for a year). */
const HTTP_DATE = /^[A-Za-z]{3}/;

/**
 * A `Retry-After` header (delay in seconds or an HTTP-date, RFC 9110 §10.2.3) as milliseconds from
 * `now`; undefined when there is none or it cannot be read.
 */
export function retryAfterMs(header: string | undefined, now: number = Date.now()): number | undefined {
  const value = header?.trim() ?? '';
  if (DELAY_SECONDS.test(value)) return Math.round(Number(value) * 1000);
  const at = HTTP_DATE.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
