import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IdempotencyKeyEntity } from './idempotency-key.entity';

/** A key stands for its first request this long; an older row is claimed anew, and swept. */
const RETENTION = `interval '24 hours'`;
/** A claim still pending after this (longer than any RPC time-out) was left by a crashed gateway. */
const STALE_AFTER = `interval '2 minutes'`;

/** A key this request holds: it alone may record or release it. */
export interface IdempotencyClaim {
  userId: number;
  key: string;
  claimId: string;
}

/** The answer a claim records, as stored (its secret fields sealed). */
export type RecordedAnswer = Pick<IdempotencyKeyEntity, 'status_code' | 'body' | 'content_type' | 'sealed_fields'>;

/**
 * Inserts a fresh claim, or takes over the row when it expired or is a stale claim of the same
 * request; row locking lets exactly one of concurrent claimers (any replica) win.
 */
const CLAIM_SQL = `
  INSERT INTO idempotency_keys AS held (user_id, key, fingerprint, claim_id, state, created_at)
  VALUES ($1, $2, $3, $4, 'pending', now())
  ON CONFLICT (user_id, key) DO UPDATE
    SET fingerprint = excluded.fingerprint, claim_id = excluded.claim_id, state = 'pending',
        status_code = NULL, body = NULL, content_type = NULL, sealed_fields = '{}', created_at = excluded.created_at
    WHERE held.created_at <= now() - ${RETENTION}
       OR (held.state = 'pending' AND held.fingerprint = excluded.fingerprint AND held.created_at <= now() - ${STALE_AFTER})
  RETURNING claim_id`;

/** The Idempotency-Key table of the identity schema: every statement is single, no transaction held. */
@Injectable()
export class IdempotencyKeysRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** True when `claim` now holds its key (fresh, expired or stale); false when a live row holds it. */
  async claim(claim: IdempotencyClaim, fingerprint: string): Promise<boolean> {
    const won: unknown[] = await this.dataSource.query(CLAIM_SQL, [claim.userId, claim.key, fingerprint, claim.claimId]);
    return won.length > 0;
  }

  find(userId: number, key: string): Promise<IdempotencyKeyEntity | null> {
    return this.keys().findOneBy({ user_id: userId, key });
  }

  /** Records the answer, if the claim still holds the key. */
  async complete(claim: IdempotencyClaim, answer: RecordedAnswer): Promise<void> {
    await this.keys().update({ user_id: claim.userId, key: claim.key, claim_id: claim.claimId }, { state: 'completed', ...answer });
  }

  /** Deletes the key's row, if the claim still holds it. */
  async release(claim: IdempotencyClaim): Promise<void> {
    await this.keys().delete({ user_id: claim.userId, key: claim.key, claim_id: claim.claimId });
  }

  /** Deletes the rows past the retention; returns how many. */
  async deleteExpired(): Promise<number> {
    const result = await this.keys().createQueryBuilder().delete().where(`created_at <= now() - ${RETENTION}`).execute();
    return result.affected ?? 0;
  }

  private keys() {
    return this.dataSource.getRepository(IdempotencyKeyEntity);
  }
}
