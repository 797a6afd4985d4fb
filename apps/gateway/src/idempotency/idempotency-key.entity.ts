import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One Idempotency-Key of one user: claimed while its request runs, then the answer to replay. */
@Entity('idempotency_keys')
export class IdempotencyKeyEntity {
  @PrimaryColumn({ type: 'int' })
  user_id: number;

  @PrimaryColumn({ type: 'text' })
  key: string;

  /** Which request the key stands for (method, path, body); another request with it is refused. */
  @Column({ type: 'text' })
  fingerprint: string;

  /** New on every claim or takeover, so a request that lost its claim cannot record or release it. */
  @Column({ type: 'uuid' })
  claim_id: string;

  @Column({ type: 'text' })
  state: 'pending' | 'completed';

  @Column({ type: 'int', nullable: true })
  status_code: number | null;

  @Column({ type: 'text', nullable: true })
  body: string | null;

  @Column({ type: 'text', nullable: true })
  content_type: string | null;

  /** The top-level fields of `body` stored sealed (SecretAnswerFields), opened for the replay. */
  @Column({ type: 'text', array: true, default: () => `'{}'` })
  sealed_fields: string[];

  /** When the current claim was made: the 24-hour window and the stale-claim limit count from it. */
  @Column({ type: 'timestamptz' })
  created_at: Date;
}
