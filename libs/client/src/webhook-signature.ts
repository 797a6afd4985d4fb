/** The replay window of the spec: a signature older or newer than this many seconds is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type WebhookVerification = { ok: true; timestamp: number } | { ok: false; reason: 'malformed' | 'mismatch' | 'expired' };

/**
 * Checks a delivery's `X-Tezgah-Signature` (`t=<unix seconds>,v1=<hex>`): HMAC-SHA256 of
 * `<t>.<raw body>` keyed with the webhook's secret exactly as created (`whsec_…`), compared in
 * constant time, and `t` within 300 seconds of now. Pass the raw body bytes as received, before any
 * JSON parsing. Web Crypto only, so it runs in Node 20+, browsers, Deno and workers alike.
 */
export async function verifyWebhookSignature(
  rawBody: string | Uint8Array,
  header: string | null | undefined,
  secret: string,
  options: { toleranceSeconds?: number; now?: Date } = {},
): Promise<WebhookVerification> {
  const parts = new Map<string, string[]>();
  for (const piece of (header ?? '').split(',')) {
    const at = piece.indexOf('=');
    if (at <= 0) continue;
    const key = piece.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), piece.slice(at + 1).trim()]);
  }
  const t = parts.get('t')?.[0];
  const signatures = (parts.get('v1') ?? []).filter((value) => /^[0-9a-f]{64}$/.test(value));
  if (!t || !/^\d+$/.test(t) || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const encoder = new TextEncoder();
  const body = typeof rawBody === 'string' ? encoder.encode(rawBody) : rawBody;
  const signed = new Uint8Array([...encoder.encode(`${t}.`), ...body]);
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const expected = new Uint8Array(await crypto.subtle.sign('HMAC', key, signed));
  if (!signatures.some((candidate) => equalInConstantTime(expected, hexBytes(candidate)))) return { ok: false, reason: 'mismatch' };
  const timestamp = Number(t);
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) return { ok: false, reason: 'expired' };
  return { ok: true, timestamp };
}

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function equalInConstantTime(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}
