import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const KEY_BYTES = 32;

/** A named AES-256 key. Sealed values carry the id, so a key can rotate without re-encrypting at once. */
export interface SecretKey {
  id: string;
  key: Buffer;
}

/**
 * Encrypts secrets at rest with AES-256-GCM. Sealing uses the first key; opening picks the key
 * named in the sealed value, so values sealed under an older key stay readable while it is
 * listed. `context` (for example the row's id) is authenticated with the value: a sealed value
 * copied onto another row does not open there.
 */
export class SecretBox {
  private readonly byId: Map<string, Buffer>;

  constructor(private readonly keys: SecretKey[]) {
    if (!keys.length) throw new Error('SecretBox needs at least one key');
    for (const { id, key } of keys) {
      if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) throw new Error(`Key id "${id}" must be 1-32 letters, digits, - or _`);
      if (key.length !== KEY_BYTES) throw new Error(`Key "${id}" must be ${KEY_BYTES} bytes`);
    }
    this.byId = new Map(keys.map(({ id, key }) => [id, key]));
  }

  /** `<key id>.<iv>.<tag>.<ciphertext>`, each part base64url. */
  seal(plaintext: string, context: string): string {
    const { id, key } = this.keys[0];
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, key, iv).setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  /** The plaintext; throws when the key is unknown, the value was altered or the context differs. */
  open(sealed: string, context: string): string {
    const [id, iv, tag, ciphertext] = sealed.split('.');
    const key = this.byId.get(id);
    if (!key || ciphertext === undefined) throw new Error(`Cannot open a value sealed under key "${id}"`);
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'))
      .setAAD(Buffer.from(context))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** The id of the key new values are sealed under. */
  get currentKeyId(): string {
    return this.keys[0].id;
  }
}

/**
 * Parses `TEZGAH_ENCRYPTION_KEYS`: `<id>:<base64 of 32 bytes>` entries separated by commas, the
 * current key first (docs/configuration.md).
 */
export function parseSecretKeys(value: string): SecretKey[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const colon = entry.indexOf(':');
      if (colon < 1) throw new Error('expected <key id>:<base64 key> entries separated by commas');
      return { id: entry.slice(0, colon), key: Buffer.from(entry.slice(colon + 1), 'base64') };
    });
}
