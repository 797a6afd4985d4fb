import { randomBytes } from 'node:crypto';
import { ConfigError } from '@tezgah/config';
import { encryptionKeysFrom } from './encryption-keys';

describe('encryptionKeysFrom', () => {
  it('parses the configured keys, current first', () => {
    const raw = `k2:${randomBytes(32).toString('base64')},k1:${randomBytes(32).toString('base64')}`;
    expect(encryptionKeysFrom(raw, { demo: false }).map((key) => key.id)).toEqual(['k2', 'k1']);
  });

  it('requires keys in production and falls back to the fixed demo key in demo', () => {
    expect(() => encryptionKeysFrom(undefined, { demo: false })).toThrow(/TEZGAH_ENCRYPTION_KEYS: required in production/);
    const [demo] = encryptionKeysFrom(undefined, { demo: true });
    expect(demo.id).toBe('demo');
    expect(encryptionKeysFrom('', { demo: true })[0].key.equals(demo.key)).toBe(true);
  });

  it('refuses keys SecretBox would refuse, as a ConfigError naming the variable', () => {
    expect(() => encryptionKeysFrom(`k1:${randomBytes(16).toString('base64')}`, { demo: true })).toThrow(ConfigError);
    expect(() => encryptionKeysFrom('nocolon', { demo: false })).toThrow(/TEZGAH_ENCRYPTION_KEYS: expected <key id>/);
  });
});
