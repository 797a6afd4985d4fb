import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { DOCUMENT_LINK_TTL_MS, type DocumentRef } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { SecretKey } from '@tezgah/secrets';
import { type DocumentClaims, DOCUMENT_TOKEN_MAX_LENGTH, KEY_TAG_BYTES, MAC_BYTES, packClaims, unpackClaims } from './document-token';

interface LinkKey {
  tag: Buffer;
  hmacKey: Buffer;
}

// HKDF separates these keys from the same keys' other use (SecretBox's AES-GCM); `v1` names this
// token layout, so a later layout gets other keys and tags and an old token is simply invalid.
const SALT = 'tezgah';
const derive = (key: Buffer, info: string, bytes: number) => Buffer.from(hkdfSync('sha256', key, SALT, `document-links v1 ${info}`, bytes));

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Signed document links (decisions §5): absolute URLs `<api>/v1/documents/<token>` that open a
 * document for 24 hours without a bearer token (a browser, a printer). The token is the document
 * and its expiry, signed with HMAC-SHA256 under a key derived from `TEZGAH_DOCUMENT_KEYS`: the
 * current key signs, every listed key verifies, so links made before a rotation keep opening.
 */
export class DocumentLinks {
  private readonly keys: LinkKey[];

  constructor(
    private readonly apiUrl: string,
    keys: SecretKey[],
  ) {
    if (!keys.length) throw new Error('DocumentLinks needs at least one key');
    this.keys = keys.map(({ key }) => ({ tag: derive(key, 'key tag', KEY_TAG_BYTES), hmacKey: derive(key, 'hmac-sha256', 32) }));
  }

  /**
   * The link to `doc`, opening for 24 hours from `now` (or `ttlMs`, for a party that must keep it
   * longer); `format` asks for one of the document's formats.
   */
  link(doc: DocumentRef, options: { now?: Date; format?: string; ttlMs?: number } = {}): string {
    const now = options.now ?? new Date();
    const [signing] = this.keys;
    const body = packClaims(signing.tag, { ...doc, expires_at: new Date(now.getTime() + (options.ttlMs ?? DOCUMENT_LINK_TTL_MS)) });
    const token = Buffer.concat([body, mac(signing, body)]).toString('base64url');
    return `${this.apiUrl}/v1/documents/${token}${options.format ? `?format=${encodeURIComponent(options.format)}` : ''}`;
  }

  /** The document a token opens; 401 `auth.token_expired` past its expiry, `auth.token_invalid` for anything not signed by a listed key. */
  verify(token: string, now: Date = new Date()): DocumentClaims {
    const claims = this.signedClaims(token);
    if (!claims) throw new DomainError('auth.token_invalid', undefined, undefined, 'document link not signed by a listed key');
    if (now.getTime() >= claims.expires_at.getTime()) throw new DomainError('auth.token_expired');
    return claims;
  }

  private signedClaims(token: string): DocumentClaims | null {
    if (typeof token !== 'string' || token.length > DOCUMENT_TOKEN_MAX_LENGTH || !BASE64URL.test(token)) return null;
    const bytes = Buffer.from(token, 'base64url');
    // Base64url decoding forgives stray bits; only the one spelling of the bytes is the token.
    if (bytes.toString('base64url') !== token || bytes.length <= KEY_TAG_BYTES + MAC_BYTES) return null;
    const body = bytes.subarray(0, bytes.length - MAC_BYTES);
    const given = bytes.subarray(bytes.length - MAC_BYTES);
    const tag = body.subarray(0, KEY_TAG_BYTES);
    const signed = this.keys.some((key) => key.tag.equals(tag) && timingSafeEqual(mac(key, body), given));
    return signed ? unpackClaims(body) : null;
  }
}

function mac(key: LinkKey, body: Buffer): Buffer {
  return createHmac('sha256', key.hmacKey).update(body).digest().subarray(0, MAC_BYTES);
}
