import { createHash, randomBytes } from 'node:crypto';

/** Decisions §3: refresh tokens are valid for 30 days. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

/** A new opaque refresh token: 32 random bytes; the database keeps only its hash. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = `rt_${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
