import { CreateIdentity1763770000000 } from './migrations/1763770000000-CreateIdentity';
import { CreateIdempotencyKeys1763780000000 } from './migrations/1763780000000-CreateIdempotencyKeys';
import { SealIdempotentAnswerSecrets1767500000000 } from './migrations/1767500000000-SealIdempotentAnswerSecrets';
import { CreateTenantSettings1768000000000 } from './migrations/1768000000000-CreateTenantSettings';
import { SignalSessionRevocations1769200000000 } from './migrations/1769200000000-SignalSessionRevocations';
import { IdempotencyKeyEntity } from '../idempotency/idempotency-key.entity';
import { RefreshTokenEntity } from '../identity/refresh-token.entity';
import { SessionEntity } from '../identity/session.entity';
import { TenantEntity } from '../identity/tenant.entity';
import { UserEntity } from '../identity/user.entity';
import { TenantSettingsEntity } from '../settings/tenant-settings.entity';

/** The gateway's schema: what PersistenceModule.forService and the migrate command need. */
export const identitySchema = {
  schema: 'identity',
  // Request handlers (sessions, idempotency keys) and the key sweeper; per replica (docs/runbook.md).
  poolMax: 4,
  entities: [TenantEntity, UserEntity, SessionEntity, RefreshTokenEntity, IdempotencyKeyEntity, TenantSettingsEntity],
  migrations: [
    CreateIdentity1763770000000,
    CreateIdempotencyKeys1763780000000,
    SealIdempotentAnswerSecrets1767500000000,
    CreateTenantSettings1768000000000,
    SignalSessionRevocations1769200000000,
  ],
};
