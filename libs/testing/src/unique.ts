import { randomBytes } from 'node:crypto';
import { expectedGtinCheckDigit } from '@tezgah/contracts';

/** Lowercase letters and digits, safe in database, vhost, namespace and e-mail names. */
export function randomSuffix(length = 10): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** A random string of letters and digits, e.g. a JWT secret. */
export function randomSecret(length = 48): string {
  return randomBytes(length).toString('base64url').slice(0, length);
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomSuffix(8)}@e2e.tezgah.test`;
}

// 198.18.0.0/15 is set aside for benchmarking (RFC 2544): it only ever appears in X-Forwarded-For.
const IP_RANGE_SIZE = 2 ** 17;
let nextIp = Math.floor(Math.random() * IP_RANGE_SIZE);

/**
 * A client address not handed out before in this process, for X-Forwarded-For, so each test
 * starts with a fresh per-IP login budget.
 */
export function uniqueIp(): string {
  const n = nextIp;
  nextIp = (nextIp + 1) % IP_RANGE_SIZE;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * An EAN-13 (GTIN-13) a test has not used before: `prefix` (Turkey's 869 unless told), random
 * digits, and the check digit the API requires of a 13-digit barcode.
 */
export function uniqueGtin13(prefix = '869'): string {
  const body = `${prefix}${Array.from(randomBytes(12), (byte) => byte % 10).join('')}`.slice(0, 12);
  return `${body}${expectedGtinCheckDigit(`${body}0`)}`;
}
