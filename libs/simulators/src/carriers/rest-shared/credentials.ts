/** Decisions §14: a sandbox carrier accepts any non-empty credential except the literal `invalid`. */
export function acceptedCredential(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value !== 'invalid';
}

/** The user and password of `Authorization: Basic …`, or null when absent or malformed. */
export function basicCredentials(authorization: string | undefined): { user: string; password: string } | null {
  const encoded = /^Basic (\S+)$/i.exec(authorization ?? '')?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** A header's single value (Fastify gives a list for a repeated header). */
export function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
