import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SecretBox } from '@tezgah/secrets';
import { openAnswerSecrets, sealAnswerSecrets } from './answer-secrets';
import type { IdempotencyKeyEntity } from './idempotency-key.entity';
import { type IdempotencyClaim, IdempotencyKeysRepository } from './idempotency-keys.repository';

/** The answer recorded for a key, replayed as it was sent. */
export interface StoredResponse {
  statusCode: number;
  body: string;
  contentType: string | null;
}

export type ClaimOutcome =
  | { kind: 'claimed'; claim: IdempotencyClaim }
  | { kind: 'completed'; response: StoredResponse }
  | { kind: 'reused' }
  | { kind: 'in_progress' };

/**
 * Idempotency-Keys: claimed by the first request, then its answer replayed to repeats (any
 * replica). An answer's secret fields (SecretAnswerFields) are stored sealed and opened for the replay.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    private readonly keys: IdempotencyKeysRepository,
    private readonly secrets: SecretBox,
  ) {}

  /** Claims `key` for a request with `fingerprint`, or says what holds it already. */
  async claim(userId: number, key: string, fingerprint: string): Promise<ClaimOutcome> {
    const claim = { userId, key, claimId: randomUUID() };
    if (await this.keys.claim(claim, fingerprint)) return { kind: 'claimed', claim };
    // A live row (an expired one would have been taken over), or none if its request just failed
    // and freed the key: then it was in progress a moment ago and a retry will run.
    const holder = await this.keys.find(userId, key);
    return holder ? this.outcomeFor(holder, fingerprint) : { kind: 'in_progress' };
  }

  /** Records the answer to replay; the named top-level fields of its JSON body are sealed first. */
  async complete(claim: IdempotencyClaim, response: StoredResponse, secretFields: readonly string[] = []): Promise<void> {
    const { body, sealedFields } = sealAnswerSecrets(this.secrets, response.body, secretFields, keyContext(claim.userId, claim.key));
    await this.keys.complete(claim, {
      status_code: response.statusCode,
      body,
      content_type: response.contentType,
      sealed_fields: sealedFields,
    });
  }

  /** Frees the key so that a retry runs the request again. */
  release(claim: IdempotencyClaim): Promise<void> {
    return this.keys.release(claim);
  }

  /** Deletes the keys past their 24 hours; returns how many. */
  deleteExpired(): Promise<number> {
    return this.keys.deleteExpired();
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
