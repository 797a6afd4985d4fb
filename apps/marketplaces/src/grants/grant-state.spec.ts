import { randomBytes } from 'node:crypto';
import { DomainError } from '@tezgah/errors';
import { type GrantStateClaims, GrantStateSigner } from './grant-state';

const key = (id: string) => ({ id, key: randomBytes(32) });
const now = new Date('2026-01-10T12:00:00Z');
const claims: GrantStateClaims = {
  tenant_id: 'demo',
  slug: 'amazon',
  connection_id: 'con_01JD3X5Q9V8K4M2N6P7R8S9T0W',
  nonce: 'n1',
  expires_at: now.getTime() + 60_000,
};

function codeOf(work: () => unknown): string | undefined {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return (error.details as Record<string, Array<{ code: string }>>)['state'][0].code;
    throw error;
  }
  return undefined;
}

describe('GrantStateSigner', () => {
  it('verifies what it signed and returns the claims', () => {
    const signer = new GrantStateSigner([key('k1')]);
    const state = signer.sign(claims);
    expect(state).toMatch(/^k1\.[\w-]+\.[\w-]+$/);
    expect(signer.verify(state, now)).toEqual(claims);
  });

  it('refuses an altered claim, a foreign key, garbage and an expired state', () => {
    const signer = new GrantStateSigner([key('k1')]);
    const [id, , signature] = signer.sign(claims).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, tenant_id: 'other' })).toString('base64url');
    expect(codeOf(() => signer.verify(`${id}.${forged}.${signature}`, now))).toBe('grant_state_invalid');
    expect(codeOf(() => new GrantStateSigner([key('k1')]).verify(signer.sign(claims), now))).toBe('grant_state_invalid');
    expect(codeOf(() => signer.verify('nonsense', now))).toBe('grant_state_invalid');
    expect(codeOf(() => signer.verify(`${signer.sign(claims)}.x`, now))).toBe('grant_state_invalid');
    expect(codeOf(() => signer.verify(signer.sign(claims), new Date(claims.expires_at)))).toBe('grant_state_expired');
  });

  it('still verifies a state signed under a key that was rotated out of first place', () => {
    const old = key('old');
    const state = new GrantStateSigner([old]).sign(claims);
    expect(new GrantStateSigner([key('new'), old]).verify(state, now)).toEqual(claims);
  });
});
