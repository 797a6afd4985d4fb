import { createSecretKey, type KeyObject } from 'node:crypto';
import { newId, type Role } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import * as jwt from 'jsonwebtoken';

/** Spec: access tokens live 24 hours. */
export const ACCESS_TOKEN_TTL_S = 86400;

/** What an access token says about its bearer (decisions §3). */
export interface Principal {
  user_id: number;
  tenant_id: string;
  role: Role;
  session_id: string;
}

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
    let claims: AccessClaims;
    try {
      claims = jwt.verify(token, this.key, { algorithms: ['HS256'] }) as AccessClaims;
    } catch (error) {
      throw new DomainError(error instanceof jwt.TokenExpiredError ? 'auth.token_expired' : 'auth.token_invalid');
    }
    const userId = Number(claims.sub);
    if (!Number.isInteger(userId) || typeof claims.tenant_id !== 'string' || typeof claims.sid !== 'string') {
      throw new DomainError('auth.token_invalid');
    }
    return { user_id: userId, tenant_id: claims.tenant_id, role: claims.role, session_id: claims.sid };
  }
}
