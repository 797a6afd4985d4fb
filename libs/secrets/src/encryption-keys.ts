import { createHash } from 'node:crypto';
import { ConfigError } from '@tezgah/config';
import { parseSecretKeys, SecretBox, type SecretKey } from './secret-box';

/** The demo's key: fixed and public, so a demo data directory survives restarts. Never used in production. */
const DEMO_KEYS = `demo:${createHash('sha256').update('tezgah demo encryption key').digest('base64')}`;

/**
 * The keys of `TEZGAH_ENCRYPTION_KEYS` (`<id>:<base64 of 32 bytes>,…`, current first), or of
 * another variable in that format (`variable`: `TEZGAH_DOCUMENT_KEYS`), checked as SecretBox will
 * use them. Required in production; the demo falls back to its public key. Throws ConfigError
 * naming the variable, so a process refuses to start with bad keys.
 */
export function encryptionKeysFrom(raw: string | undefined, options: { demo: boolean; variable?: string }): SecretKey[] {
  const variable = options.variable ?? 'TEZGAH_ENCRYPTION_KEYS';
  if (!raw && !options.demo) throw new ConfigError([`${variable}: required in production`]);
  try {
    const keys = parseSecretKeys(raw || DEMO_KEYS);
    new SecretBox(keys); // refuses an empty list, bad ids and keys that are not 32 bytes
    return keys;
  } catch (error) {
    throw new ConfigError([`${variable}: ${(error as Error).message}`]);
  }
}
