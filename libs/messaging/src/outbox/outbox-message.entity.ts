import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An event waiting to be published, written in the same transaction as the change it reports.
 * No schema here: the service's DataSource puts it in the service's own schema.
 */
@Entity({ name: 'outbox' })
@Index('outbox_relay_order', ['occurredAt', 'position'])
export class OutboxMessage {
  /** The envelope's `evt_` id: stable across publish retries, the consumers' dedupe key. */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'outbox_pkey' })
  id: string;

  @Column({ type: 'text' })
  type: string;

  @Column({ type: 'int' })
  version: number;

  @Column({ name: 'tenant_id', type: 'text' })
  tenantId: string;

  /** The envelope's `data`. */
  @Column({ type: 'jsonb' })
  payload: unknown;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  /** Failed publish attempts, for the operator: a growing number means the broker refuses. */
  /**
   * Insertion order, the tie-break within one millisecond of `occurred_at` (ids are ULIDs, which
   * are random within a millisecond): events of one transaction are published as written.
   */
  @Column({ type: 'bigint', generated: 'identity', generatedIdentity: 'ALWAYS' })
  position: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;
}
