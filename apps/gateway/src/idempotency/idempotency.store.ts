import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IdempotencyKeyEntity } from './idempotency-key.entity';

/** A key stands for its first request this long; an older row is claimed anew, and swept. */
const RETENTION = `interval '24 hours'`;
/** A claim still pending after this (longer than any RPC time-out) was left by a crashed gateway. */
const STALE_AFTER = `interval '2 minutes'`;

/** The answer recorded for a key, replayed as it was sent. */
export interface StoredResponse {
  statusCode: number;
  body: string;
  contentType: string | null;
}

/** A key this request holds: it alone may record or release it. */
export interface IdempotencyClaim {
  userId: number;
  key: string;
  claimId: string;
}

export type ClaimOutcome =
  | { kind: 'claimed'; claim: IdempotencyClaim }
  | { kind: 'completed'; response: StoredResponse }
  | { kind: 'reused' }
  | { kind: 'in_progress' };

/**
 * Inserts a fresh claim, or takes over the row when it expired or is a stale claim of the same
 * request; row locking lets exactly one of concurrent claimers (any replica) win.
 */
const CLAIM_SQL = `
  INSERT INTO idempotency_keys AS held (user_id, key, fingerprint, claim_id, state, created_at)
  VALUES ($1, $2, $3, $4, 'pending', now())
  ON CONFLICT (user_id, key) DO UPDATE
    SET fingerprint = excluded.fingerprint, claim_id = excluded.claim_id, state = 'pending',
        status_code = NULL, body = NULL, content_type = NULL, created_at = excluded.created_at
    WHERE held.created_at <= now() - ${RETENTION}
       OR (held.state = 'pending' AND held.fingerprint = excluded.fingerprint AND held.created_at <= now() - ${STALE_AFTER})
  RETURNING claim_id`;

/** The Idempotency-Key table of the identity schema: every statement is single, no transaction held. */
@Injectable()
export class IdempotencyStore {
  constructor(private readonly db: DataSource) {}

  /** Claims `key` for a request with `fingerprint`, or says what holds it already. */
  async claim(userId: number, key: string, fingerprint: string): Promise<ClaimOutcome> {
    const claimId = randomUUID();
    const won: unknown[] = await this.db.query(CLAIM_SQL, [userId, key, fingerprint, claimId]);
    if (won.length > 0) return { kind: 'claimed', claim: { userId, key, claimId } };
    // A live row (an expired one would have been taken over), or none if its request just failed
    // and freed the key: then it was in progress a moment ago and a retry will run.
    const holder = await this.keys().findOneBy({ user_id: userId, key });
    return holder ? outcomeFor(holder, fingerprint) : { kind: 'in_progress' };
  }

  async complete(claim: IdempotencyClaim, response: StoredResponse): Promise<void> {
    await this.keys().update(
      { user_id: claim.userId, key: claim.key, claim_id: claim.claimId },
      { state: 'completed', status_code: response.statusCode, body: response.body, content_type: response.contentType },
    );
  }

  /** Frees the key so that a retry runs the request again. */
  async release(claim: IdempotencyClaim): Promise<void> {
    await this.keys().delete({ user_id: claim.userId, key: claim.key, claim_id: claim.claimId });
  }

  /** Deletes the rows past the retention; returns how many. */
  async deleteExpired(): Promise<number> {
    const result = await this.keys().createQueryBuilder().delete().where(`created_at <= now() - ${RETENTION}`).execute();
    return result.affected ?? 0;
  }

  private keys() {
    return this.db.getRepository(IdempotencyKeyEntity);
  }
}

function outcomeFor(holder: IdempotencyKeyEntity, fingerprint: string): ClaimOutcome {
  if (holder.fingerprint !== fingerprint) return { kind: 'reused' };
  if (holder.state === 'pending' || holder.status_code === null || holder.body === null) return { kind: 'in_progress' };
  return { kind: 'completed', response: { statusCode: holder.status_code, body: holder.body, contentType: holder.content_type } };
}
