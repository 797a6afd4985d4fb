import { createSecretKey, type KeyObject } from 'node:crypto';
import { newId, type Role } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { Principal } from '@tezgah/gateway-kit';
import * as jwt from 'jsonwebtoken';

/** Spec: access tokens live 24 hours. */
export const ACCESS_TOKEN_TTL_S = 86400;

/** Verified tokens remembered per replica; past it the cache starts over (a few MB at most). */
const VERIFIED_CACHE_SIZE = 20_000;

interface AccessClaims {
  sub: string;
  tenant_id: string;
  role: Role;
  sid: string;
  jti: string;
}

/**
 * Signs and verifies HS256 access tokens. The key is a KeyObject: with a string secret
 * jsonwebtoken re-derives the key on every call and verifies ~40× slower (stack.md).
 */
export class AccessTokens {
  private readonly key: KeyObject;
  /**
   * Tokens already verified, with their expiry: an exact token string always verifies the same
   * way, so a client's next request skips the HMAC and JSON work. Revocation is checked apart.
   */
  private readonly verified = new Map<string, { principal: Principal; expiresAtMs: number }>();

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(principal: Principal): string {
    const claims: AccessClaims = {
      sub: String(principal.user_id),
      tenant_id: principal.tenant_id,
      role: principal.role,
      sid: principal.session_id,
      jti: newId('req').slice(4),
    };
    return jwt.sign(claims, this.key, { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_S });
  }

  /** The token's principal, or `auth.token_expired` / `auth.token_invalid`. */
  verify(token: string): Principal {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now()) return known.principal;
      this.verified.delete(token);
      throw new DomainError('auth.token_expired');
    }
    const { principal, expiresAtMs } = this.verifySignature(token);
    if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.clear();
    this.verified.set(token, { principal, expiresAtMs });
    return principal;
  }

  private verifySignature(token: string): { principal: Principal; expiresAtMs: number } {
    let claims: AccessClaims & { exp: number };
    try {
      claims = jwt.verify(token, this.key, { algorithms: ['HS256'] }) as AccessClaims & { exp: number };
    } catch (error) {
      throw new DomainError(error instanceof jwt.TokenExpiredError ? 'auth.token_expired' : 'auth.token_invalid');
    }
    const userId = Number(claims.sub);
    if (!Number.isInteger(userId) || typeof claims.tenant_id !== 'string' || typeof claims.sid !== 'string') {
      throw new DomainError('auth.token_invalid');
    }
    return {
      principal: { user_id: userId, tenant_id: claims.tenant_id, role: claims.role, session_id: claims.sid },
      expiresAtMs: claims.exp * 1000,
    };
  }
}
