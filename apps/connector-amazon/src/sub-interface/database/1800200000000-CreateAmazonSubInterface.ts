import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Marketplace B's sub-interface: its submissions and the labels it bought. */
export class CreateAmazonSubInterface1800200000000 implements MigrationInterface {
  name = 'CreateAmazonSubInterface1800200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE amazon_submissions (
      id text PRIMARY KEY,
      tenant_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('listings', 'inventory')),
      path text NOT NULL CHECK (path IN ('direct', 'feed')),
      feed_id text,
      status text NOT NULL CHECK (status IN ('IN_PROGRESS', 'ACCEPTED', 'FATAL')),
      items jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(`CREATE TABLE amazon_labels (
      id text PRIMARY KEY,
      tenant_id text NOT NULL,
      amazon_order_id text NOT NULL,
      tracking_number text NOT NULL,
      pdf bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE amazon_labels');
    await queryRunner.query('DROP TABLE amazon_submissions');
  }
}
