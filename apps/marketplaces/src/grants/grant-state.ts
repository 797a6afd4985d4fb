import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { MarketplaceSlug } from '@tezgah/contracts';
import { fieldError } from '@tezgah/errors';
import type { SecretKey } from '@tezgah/secrets';

/** How long a seller has to approve the grant after `connect`. */
export const GRANT_STATE_TTL_MS = 15 * 60_000;

/** What the grant's `state` binds: who started it, for which connection, once, until when. */
export interface GrantStateClaims {
  tenant_id: string;
  slug: MarketplaceSlug;
  connection_id: string;
  nonce: string;
  /** Unix milliseconds. */
  expires_at: number;
}

/**
 * Signs and checks the `state` of a marketplace grant: `<key id>.<claims, base64url JSON>.<HMAC-SHA256>`.
 * The HMAC keys are derived (HKDF) from the encryption keys, so there is no further secret to
 * configure, and a state signed just before a key rotation still verifies while the old key is listed.
 * Single use is the caller's to enforce (the connection keeps the nonce of its one live state).
 */
export class GrantStateSigner {
  private readonly macKeys: Map<string, Buffer>;
  private readonly currentKeyId: string;

  constructor(keys: readonly SecretKey[]) {
    this.macKeys = new Map(
      keys.map(({ id, key }) => [id, Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'tezgah marketplace grant state', 32))]),
    );
    this.currentKeyId = keys[0].id;
  }

  sign(claims: GrantStateClaims): string {
    const signed = `${this.currentKeyId}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${signed}.${this.mac(this.macKeys.get(this.currentKeyId) as Buffer, signed)}`;
  }

  /** The claims of a state this service signed and that has not expired; else 400 on `state`. */
  verify(state: string, now: Date): GrantStateClaims {
    const [keyId, payload, signature, extra] = state.split('.');
    const macKey = this.macKeys.get(keyId);
    if (!macKey || !payload || !signature || extra !== undefined) throw fieldError('state', 'grant_state_invalid');
    const expected = Buffer.from(this.mac(macKey, `${keyId}.${payload}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw fieldError('state', 'grant_state_invalid');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as GrantStateClaims;
    if (claims.expires_at <= now.getTime()) throw fieldError('state', 'grant_state_expired');
    return claims;
  }

  private mac(key: Buffer, signed: string): string {
    return createHmac('sha256', key).update(signed).digest('base64url');
  }
}
