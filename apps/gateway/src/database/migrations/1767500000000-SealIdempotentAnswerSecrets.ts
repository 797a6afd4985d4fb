import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An Idempotency-Key's recorded answer keeps its secret fields sealed (docs/decisions.md, Idempotency-Key). */
export class SealIdempotentAnswerSecrets1767500000000 implements MigrationInterface {
  name = 'SealIdempotentAnswerSecrets1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE idempotency_keys ADD COLUMN sealed_fields text[] NOT NULL DEFAULT '{}'`);
    // Answers recorded before hold a webhook secret in plain text: they go (a retry with such a key
    // runs again) rather than stay readable for the rest of their 24 hours.
    await queryRunner.query(`DELETE FROM idempotency_keys WHERE position('"secret":"whsec_' in body) > 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE idempotency_keys DROP COLUMN sealed_fields`);
  }
}
