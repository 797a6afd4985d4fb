import { randomBytes } from 'node:crypto';

/** LWA access tokens live an hour (research §2.1). */
export const ACCESS_TOKEN_TTL_S = 3600;

/**
 * Tokens name their seller and issue time, so that a grant stored by Tezgah keeps working after
 * the sandbox restarts with empty memory (the demo's database outlives it); expiry is decided
 * from the issue time against the seller's revocation marks.
 */
export interface TokenClaims {
  sellerId: string;
  issuedAt: number;
}

type TokenKind = 'Atzr' | 'Atza';

export function issueToken(kind: TokenKind, sellerId: string, now = Date.now()): string {
  return `${kind}|${sellerId}|${now}|${randomBytes(24).toString('base64url')}`;
}

export function readToken(kind: TokenKind, token: string | undefined): TokenClaims | null {
  const [prefix, sellerId, issuedAt, secret] = (token ?? '').split('|');
  if (prefix !== kind || !/^A[0-9A-Z]{9,20}$/.test(sellerId ?? '') || !/^\d{13}$/.test(issuedAt ?? '') || !secret) return null;
  return { sellerId, issuedAt: Number(issuedAt) };
}

/** Selling partner ids look like Amazon's merchant tokens: `A` and 13 upper-case letters or digits. */
export function newSellingPartnerId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return `A${Array.from(randomBytes(13), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}
