import type { RefreshTokenEntity } from '../src/identity/refresh-token.entity';
import type { SessionEntity } from '../src/identity/session.entity';
import type { TenantEntity } from '../src/identity/tenant.entity';
import type { UserEntity } from '../src/identity/user.entity';

const AT = new Date('2026-03-01T09:00:00.000Z');

/** Tenant `ten_a` (spec fixture). */
export function tenantRow(extra: Partial<TenantEntity> = {}): TenantEntity {
  return { id: 'ten_a', name: 'Mağaza A', created_at: AT, ...extra };
}

/** A staff user of tenant `ten_a` with a password (spec fixture). */
export function userRow(extra: Partial<UserEntity> = {}): UserEntity {
  return {
    id: 7,
    tenant_id: 'ten_a',
    email: 'staff@example.com',
    name: 'Staff',
    role: 'staff',
    password_hash: '$argon2id$stored',
    created_at: AT,
    updated_at: AT,
    ...extra,
  };
}

/** A live session of that user (spec fixture). */
export function sessionRow(extra: Partial<SessionEntity> = {}): SessionEntity {
  return { id: 'ses_1', user_id: 7, tenant_id: 'ten_a', created_at: AT, revoked_at: null, revoked_reason: null, ...extra };
}

/** An unused refresh token of that session, expiring in a day (spec fixture). */
export function refreshTokenRow(extra: Partial<RefreshTokenEntity> = {}): RefreshTokenEntity {
  return {
    id: 11,
    session_id: 'ses_1',
    token_hash: 'hash',
    created_at: AT,
    expires_at: new Date(Date.now() + 86_400_000),
    used_at: null,
    ...extra,
  };
}
