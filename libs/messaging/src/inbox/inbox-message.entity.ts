import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An event a consumer has processed: its presence makes a redelivery a no-op. */
@Entity({ name: 'inbox' })
export class InboxMessage {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'inbox_pkey' })
  consumer: string;

  @PrimaryColumn({ name: 'event_id', type: 'text', primaryKeyConstraintName: 'inbox_pkey' })
  eventId: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt: Date;
}
