import { DOCUMENT_KINDS, type DocumentRef } from '@tezgah/contracts';

/** A document link's claims: the document, and when the link stops opening (a whole second). */
export interface DocumentClaims extends DocumentRef {
  expires_at: Date;
}

/** The gateway refuses a longer path parameter (docs/decisions.md, "Hostile input"): a token must fit in one. */
export const DOCUMENT_TOKEN_MAX_LENGTH = 100;
/** HMAC-SHA256 cut to 128 bits, as RFC 2104 §5 allows: what keeps the token within the bound. */
export const MAC_BYTES = 16;
/** Names the key that signed (derived from it, so a key id of any length costs two bytes). */
export const KEY_TAG_BYTES = 2;

// The signed part, before the MAC: key tag, expiry (uint32 seconds), kind (its place in
// DOCUMENT_KINDS), the id's prefix (3 letters) and ULID (16 bytes), then the tenant id (UTF-8).
const EXPIRES_AT = KEY_TAG_BYTES;
const KIND = EXPIRES_AT + 4;
const ID_PREFIX = KIND + 1;
const ID_ULID = ID_PREFIX + 3;
const TENANT = ID_ULID + 16;

/** The longest tenant id (UTF-8 bytes) a token carries within DOCUMENT_TOKEN_MAX_LENGTH base64url characters. */
export const MAX_TENANT_BYTES = Math.floor((DOCUMENT_TOKEN_MAX_LENGTH * 3) / 4) - TENANT - MAC_BYTES;

// A ULID's first character is 0-7: 26 base32 characters hold 130 bits, a ULID 128.
const ID_SHAPE = /^([a-z]{3})_([0-7][0-9A-HJKMNP-TV-Z]{25})$/;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The signed part of a token; throws for a document a token cannot carry (our own ids always fit). */
export function packClaims(keyTag: Buffer, claims: DocumentClaims): Buffer {
  const id = ID_SHAPE.exec(claims.id);
  if (!id) throw new Error(`a document link needs an id of the shape prefix_ULID, got "${claims.id}"`);
  const tenant = Buffer.from(claims.tenant_id, 'utf8');
  if (tenant.length === 0 || tenant.length > MAX_TENANT_BYTES) {
    throw new Error(`a document link carries a tenant id of 1-${MAX_TENANT_BYTES} bytes, got ${tenant.length}`);
  }
  const kind = DOCUMENT_KINDS.indexOf(claims.kind);
  if (kind < 0) throw new Error(`unknown document kind "${claims.kind}"`);
  const body = Buffer.alloc(TENANT + tenant.length);
  keyTag.copy(body, 0);
  body.writeUInt32BE(Math.ceil(claims.expires_at.getTime() / 1000), EXPIRES_AT);
  body.writeUInt8(kind, KIND);
  body.write(id[1], ID_PREFIX, 'ascii');
  ulidBytes(id[2]).copy(body, ID_ULID);
  tenant.copy(body, TENANT);
  return body;
}

/** The claims of a signed part whose MAC was checked; null when it is not one packClaims makes. */
export function unpackClaims(body: Buffer): DocumentClaims | null {
  if (body.length <= TENANT) return null;
  const kind = DOCUMENT_KINDS[body.readUInt8(KIND)];
  const prefix = body.subarray(ID_PREFIX, ID_ULID).toString('latin1');
  let tenant: string;
  try {
    tenant = utf8.decode(body.subarray(TENANT));
  } catch {
    return null;
  }
  if (!kind || !/^[a-z]{3}$/.test(prefix)) return null;
  return {
    kind,
    tenant_id: tenant,
    id: `${prefix}_${ulidText(body.subarray(ID_ULID, TENANT))}`,
    expires_at: new Date(body.readUInt32BE(EXPIRES_AT) * 1000),
  };
}

/** A ULID's 26 Crockford base32 characters as its 128 bits. */
function ulidBytes(text: string): Buffer {
  let value = 0n;
  for (const char of text) value = (value << 5n) | BigInt(CROCKFORD.indexOf(char));
  const bytes = Buffer.alloc(16);
  for (let i = 15; i >= 0; i -= 1, value >>= 8n) bytes[i] = Number(value & 0xffn);
  return bytes;
}

function ulidText(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  for (let i = 0; i < 26; i += 1, value >>= 5n) text = CROCKFORD[Number(value & 31n)] + text;
  return text;
}
