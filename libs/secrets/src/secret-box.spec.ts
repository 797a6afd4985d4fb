import { randomBytes } from 'node:crypto';
import { parseSecretKeys, SecretBox } from './secret-box';

const key = (id: string) => ({ id, key: randomBytes(32) });

describe('SecretBox', () => {
  it('opens what it sealed, and never stores the plaintext', () => {
    const box = new SecretBox([key('k1')]);
    const sealed = box.seal('whsec_abc', 'whk_1');
    expect(sealed).not.toContain('whsec_abc');
    expect(sealed.startsWith('k1.')).toBe(true);
    expect(box.open(sealed, 'whk_1')).toBe('whsec_abc');
  });

  it('seals each time with a fresh IV', () => {
    const box = new SecretBox([key('k1')]);
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('refuses another context, an altered value and an unknown key', () => {
    const box = new SecretBox([key('k1')]);
    const sealed = box.seal('whsec_abc', 'whk_1');
    expect(() => box.open(sealed, 'whk_2')).toThrow();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3], 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open([...parts.slice(0, 3), flipped.toString('base64url')].join('.'), 'whk_1')).toThrow();
    expect(() => new SecretBox([key('k2')]).open(sealed, 'whk_1')).toThrow(/k1/);
  });

  it('rotates: seals under the first key, still opens values of the older ones', () => {
    const old = key('old');
    const sealedBefore = new SecretBox([old]).seal('s1', 'c');
    const rotated = new SecretBox([key('new'), old]);
    expect(rotated.open(sealedBefore, 'c')).toBe('s1');
    expect(rotated.seal('s2', 'c').startsWith('new.')).toBe(true);
    expect(rotated.currentKeyId).toBe('new');
  });

  it('refuses keys that are not 32 bytes or badly named', () => {
    expect(() => new SecretBox([{ id: 'k', key: randomBytes(16) }])).toThrow(/32 bytes/);
    expect(() => new SecretBox([{ id: 'bad id', key: randomBytes(32) }])).toThrow(/letters/);
    expect(() => new SecretBox([])).toThrow();
  });

  it('parses the key list, current key first', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    expect(parseSecretKeys(`k2:${a.toString('base64')}, k1:${b.toString('base64')}`)).toEqual([
      { id: 'k2', key: a },
      { id: 'k1', key: b },
    ]);
    expect(() => parseSecretKeys('nocolon')).toThrow(/<key id>/);
  });
});
