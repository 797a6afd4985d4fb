import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { AmazonItemIssue } from '@tezgah/contracts';

/** One item of a submission as stored: what was sent and, once known, Amazon's result. */
export interface StoredSubmissionItem {
  seller_sku: string;
  /** A new product (second item shape): the one that may join an existing catalogue entry. */
  new_product: boolean;
  status: 'PENDING' | 'VALID' | 'INVALID';
  asin: string | null;
  merged_with_existing_asin: boolean;
  warnings: AmazonItemIssue[];
  errors: AmazonItemIssue[];
}

/** A listings or inventory submission (`sub_…`): its items, and the feed that carries them when it went as one. */
@Entity('amazon_submissions')
export class AmazonSubmission {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ type: 'text' }) tenant_id: string;
  @Column({ type: 'text' }) kind: 'listings' | 'inventory';
  @Column({ type: 'text' }) path: 'direct' | 'feed';
  @Column({ type: 'text', nullable: true }) feed_id: string | null;
  @Column({ type: 'text' }) status: 'IN_PROGRESS' | 'ACCEPTED' | 'FATAL';
  @Column({ type: 'jsonb' }) items: StoredSubmissionItem[];
  @CreateDateColumn({ type: 'timestamptz' }) created_at: Date;
}

/** A Merchant Fulfillment label bought for an order (`lbl_…`), kept for its signed link. */
@Entity('amazon_labels')
export class AmazonLabel {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ type: 'text' }) tenant_id: string;
  @Column({ type: 'text' }) amazon_order_id: string;
  @Column({ type: 'text' }) tracking_number: string;
  @Column({ type: 'bytea' }) pdf: Buffer;
  @CreateDateColumn({ type: 'timestamptz' }) created_at: Date;
}
