import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SecretBox } from '@tezgah/secrets';
import { DataSource } from 'typeorm';
import { openAnswerSecrets, sealAnswerSecrets } from './answer-secrets';
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
        status_code = NULL, body = NULL, content_type = NULL, sealed_fields = '{}', created_at = excluded.created_at
    WHERE held.created_at <= now() - ${RETENTION}
       OR (held.state = 'pending' AND held.fingerprint = excluded.fingerprint AND held.created_at <= now() - ${STALE_AFTER})
  RETURNING claim_id`;

/**
 * The Idempotency-Key table of the identity schema: every statement is single, no transaction held.
 * An answer's secret fields (SecretAnswerFields) are stored sealed and opened for the replay.
 */
@Injectable()
export class IdempotencyStore {
  constructor(
    private readonly db: DataSource,
    private readonly secrets: SecretBox,
  ) {}

  /** Claims `key` for a request with `fingerprint`, or says what holds it already. */
  async claim(userId: number, key: string, fingerprint: string): Promise<ClaimOutcome> {
    const claimId = randomUUID();
    const won: unknown[] = await this.db.query(CLAIM_SQL, [userId, key, fingerprint, claimId]);
    if (won.length > 0) return { kind: 'claimed', claim: { userId, key, claimId } };
    // A live row (an expired one would have been taken over), or none if its request just failed
    // and freed the key: then it was in progress a moment ago and a retry will run.
    const holder = await this.keys().findOneBy({ user_id: userId, key });
    return holder ? this.outcomeFor(holder, fingerprint) : { kind: 'in_progress' };
  }

  /** Records the answer to replay; the named top-level fields of its JSON body are sealed first. */
  async complete(claim: IdempotencyClaim, response: StoredResponse, secretFields: readonly string[] = []): Promise<void> {
    const { body, sealedFields } = sealAnswerSecrets(this.secrets, response.body, secretFields, keyContext(claim.userId, claim.key));
    await this.keys().update(
      { user_id: claim.userId, key: claim.key, claim_id: claim.claimId },
      { state: 'completed', status_code: response.statusCode, body, content_type: response.contentType, sealed_fields: sealedFields },
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

  private outcomeFor(holder: IdempotencyKeyEntity, fingerprint: string): ClaimOutcome {
    if (holder.fingerprint !== fingerprint) return { kind: 'reused' };
    if (holder.state === 'pending' || holder.status_code === null || holder.body === null) return { kind: 'in_progress' };
    const stored = { body: holder.body, sealedFields: holder.sealed_fields };
    const body = openAnswerSecrets(this.secrets, stored, keyContext(holder.user_id, holder.key));
    return { kind: 'completed', response: { statusCode: holder.status_code, body, contentType: holder.content_type } };
  }
}

/** A sealed value opens only on the row of its user and key. */
function keyContext(userId: number, key: string): string {
  return JSON.stringify(['idempotency', userId, key]);
}
