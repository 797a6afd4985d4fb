import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sub-interface's batches: one row per seller request (`GET /marketplaces/trendyol/batches/{id}`),
 * its items and the Trendyol batch request ids it was split into, as jsonb (read and written whole),
 * and the lease of whoever is bringing it up to date (a read or the tracking worker, on any replica).
 */
export class CreateTrendyolBatches1769000000000 implements MigrationInterface {
  name = 'CreateTrendyolBatches1769000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE trendyol_batches (
      id text PRIMARY KEY,
      tenant_id text NOT NULL,
      type text NOT NULL,
      status text NOT NULL,
      items jsonb NOT NULL,
      chunks jsonb NOT NULL,
      lease_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query('CREATE INDEX trendyol_batches_tenant ON trendyol_batches (tenant_id, created_at)');
    await queryRunner.query(`CREATE INDEX trendyol_batches_in_progress ON trendyol_batches (updated_at) WHERE status = 'IN_PROGRESS'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE trendyol_batches');
  }
}
