import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdempotencyKeys1763780000000 implements MigrationInterface {
  name = 'CreateIdempotencyKeys1763780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE idempotency_keys (
      user_id int NOT NULL,
      key text NOT NULL,
      fingerprint text NOT NULL,
      claim_id uuid NOT NULL,
      state text NOT NULL CHECK (state IN ('pending', 'completed')),
      status_code int,
      body text,
      content_type text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key),
      CHECK (state = 'pending' OR (status_code IS NOT NULL AND body IS NOT NULL))
    )`);
    await queryRunner.query(`CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE idempotency_keys`);
  }
}
