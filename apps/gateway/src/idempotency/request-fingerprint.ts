import { createHash } from 'node:crypto';

/**
 * What makes two requests "the same" for an Idempotency-Key: method, path with query, and the
 * parsed JSON body with its keys sorted, so neither key order nor whitespace tells them apart.
 */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method}\n${url}\n${canonicalJson(body ?? null)}`)
    .digest('hex');
}

/** JSON with every object's keys in sorted order: one text for equal parsed values. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
