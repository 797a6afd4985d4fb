import { randomBytes } from 'node:crypto';
import { ConfigError } from '@tezgah/config';
import { type DocumentRef } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { SecretKey } from '@tezgah/secrets';
import { DocumentLinks } from './document-links';
import { documentLinksFrom } from './document-links.provider';
import { DOCUMENT_TOKEN_MAX_LENGTH, MAX_TENANT_BYTES } from './document-token';

const API = 'https://api.tezgah.example';
const HOUR = 3_600_000;
const NOW = new Date('2026-03-01T09:00:00Z');
const LABEL: DocumentRef = { kind: 'label', tenant_id: 'acme', id: 'lbl_01JD3X5Q9V8K4M2N6P7R8S9T0W' };
const key = (id: string): SecretKey => ({ id, key: randomBytes(32) });
const [OLD, NEW] = [key('2025'), key('2026-rotated-in-march')];

const tokenOf = (link: string) => new URL(link).pathname.split('/').pop() ?? '';
const codeOf = (work: () => unknown): string | undefined => {
  try {
    work();
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? error.code : `not a DomainError: ${String(error)}`;
  }
};

describe('DocumentLinks', () => {
  const links = new DocumentLinks(API, [OLD]);

  it('makes an absolute link under /v1/documents that verifies back to the document, for 24 hours', () => {
    const link = links.link(LABEL, { now: NOW });
    expect(link).toMatch(new RegExp(`^${API}/v1/documents/[A-Za-z0-9_-]+$`));
    expect(links.verify(tokenOf(link), NOW)).toEqual({ ...LABEL, expires_at: new Date(NOW.getTime() + 24 * HOUR) });
  });

  it('carries every kind and id prefix, the format as a query, and stays within a path parameter', () => {
    const batch: DocumentRef = { kind: 'label_batch', tenant_id: 'ş'.repeat(MAX_TENANT_BYTES / 2) + 'x', id: `job_7${'Z'.repeat(25)}` };
    const link = links.link(batch, { now: NOW, format: 'zpl' });
    expect(new URL(link).searchParams.get('format')).toBe('zpl');
    const token = tokenOf(link);
    expect(token.length).toBeLessThanOrEqual(DOCUMENT_TOKEN_MAX_LENGTH);
    expect(links.verify(token, NOW)).toMatchObject(batch);
    expect(links.verify(tokenOf(links.link({ ...LABEL, id: 'lbl_00000000000000000000000000' }, { now: NOW })), NOW).id).toBe(
      'lbl_00000000000000000000000000',
    );
  });

  it('refuses to make a link it could not fit or name: a tenant id past the bound, a foreign id', () => {
    expect(() => links.link({ ...LABEL, tenant_id: 'a'.repeat(MAX_TENANT_BYTES + 1) })).toThrow(/tenant id/);
    expect(() => links.link({ ...LABEL, tenant_id: '' })).toThrow(/tenant id/);
    for (const id of ['label-1', `lbl_8${'0'.repeat(25)}`]) expect(() => links.link({ ...LABEL, id })).toThrow(/prefix_ULID/);
  });

  it('opens until 24 hours have passed, then answers auth.token_expired', () => {
    const token = tokenOf(links.link(LABEL, { now: NOW }));
    expect(links.verify(token, new Date(NOW.getTime() + 24 * HOUR - 1)).id).toBe(LABEL.id);
    expect(codeOf(() => links.verify(token, new Date(NOW.getTime() + 24 * HOUR)))).toBe('auth.token_expired');
    // Made mid-second, it still opens for at least 24 hours (expiry kept in whole seconds).
    const midSecond = new Date(NOW.getTime() + 400);
    expect(links.verify(tokenOf(links.link(LABEL, { now: midSecond })), new Date(midSecond.getTime() + 24 * HOUR - 1)).id).toBe(LABEL.id);
  });

  it('refuses a token with any byte changed (key tag, expiry, kind, id, tenant, signature) as auth.token_invalid', () => {
    const bytes = Buffer.from(tokenOf(links.link(LABEL, { now: NOW })), 'base64url');
    for (let at = 0; at < bytes.length; at += 1) {
      const tampered = Buffer.from(bytes);
      tampered[at] ^= 0x01;
      expect({ at, code: codeOf(() => links.verify(tampered.toString('base64url'), NOW)) }).toEqual({ at, code: 'auth.token_invalid' });
    }
  });

  it('refuses what is not a token of ours as auth.token_invalid', () => {
    const token = tokenOf(links.link(LABEL, { now: NOW }));
    const otherSpelling = token.slice(0, -1) + String.fromCharCode(token.charCodeAt(token.length - 1) ^ 1);
    for (const bad of ['', 'x', '....', `${token}.`, `${token}A`, token.slice(0, -2), token.slice(2), otherSpelling, 'A'.repeat(101)]) {
      expect({ bad, code: codeOf(() => links.verify(bad, NOW)) }).toEqual({ bad, code: 'auth.token_invalid' });
    }
  });

  it('keeps links made before a key rotation opening while the old key is listed, and not after it is removed', () => {
    const before = tokenOf(links.link(LABEL, { now: NOW }));
    const rotated = new DocumentLinks(API, [NEW, OLD]);
    expect(rotated.verify(before, NOW).id).toBe(LABEL.id);
    const after = tokenOf(rotated.link(LABEL, { now: NOW }));
    expect(new DocumentLinks(API, [NEW]).verify(after, NOW).id).toBe(LABEL.id);
    expect(codeOf(() => new DocumentLinks(API, [NEW]).verify(before, NOW))).toBe('auth.token_invalid');
    expect(codeOf(() => links.verify(after, NOW))).toBe('auth.token_invalid');
  });

  it('does not open a link signed under a key of the same id but other bytes (another deployment)', () => {
    const elsewhere = new DocumentLinks(API, [{ id: OLD.id, key: randomBytes(32) }]);
    expect(codeOf(() => links.verify(tokenOf(elsewhere.link(LABEL, { now: NOW })), NOW))).toBe('auth.token_invalid');
  });
});

describe('documentLinksFrom', () => {
  const urls = { api: API, sandbox: 'http://127.0.0.1:3100' };
  const encoded = (...keys: SecretKey[]) => keys.map(({ id, key }) => `${id}:${key.toString('base64')}`).join(',');

  it('signs with the first of TEZGAH_DOCUMENT_KEYS and verifies with all of them', () => {
    const made = documentLinksFrom(urls, { TEZGAH_DOCUMENT_KEYS: encoded(NEW, OLD) }).link(LABEL, { now: NOW });
    expect(made.startsWith(`${API}/v1/documents/`)).toBe(true);
    expect(new DocumentLinks(API, [NEW]).verify(tokenOf(made), NOW).id).toBe(LABEL.id);
    const old = new DocumentLinks(API, [OLD]).link(LABEL, { now: NOW });
    expect(documentLinksFrom(urls, { TEZGAH_DOCUMENT_KEYS: encoded(NEW, OLD) }).verify(tokenOf(old), NOW).id).toBe(LABEL.id);
  });

  it('requires the keys in production; the demo falls back to its public key, the same in every process', () => {
    expect(() => documentLinksFrom(urls, {})).toThrow(ConfigError);
    const link = documentLinksFrom(urls, { TEZGAH_ENV: 'demo' }).link(LABEL, { now: NOW });
    expect(documentLinksFrom(urls, { TEZGAH_ENV: 'demo' }).verify(tokenOf(link), NOW).id).toBe(LABEL.id);
  });
});
