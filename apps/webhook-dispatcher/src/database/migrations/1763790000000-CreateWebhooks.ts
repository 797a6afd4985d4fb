import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateWebhooks1763790000000 implements MigrationInterface {
  name = 'CreateWebhooks1763790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE webhooks (
      id text PRIMARY KEY,
      tenant_id text NOT NULL,
      url text NOT NULL,
      events text[] NOT NULL,
      active boolean NOT NULL,
      -- AES-256-GCM under a key id (libs/secrets); never the plain secret.
      secret_sealed text NOT NULL,
      created_at timestamptz NOT NULL,
      deleted_at timestamptz,
      last_delivered_at timestamptz,
      last_status_code int
    )`);
    await queryRunner.query(`CREATE INDEX webhooks_live_tenant_idx ON webhooks (tenant_id, created_at) WHERE deleted_at IS NULL`);
    await queryRunner.query(`CREATE TABLE deliveries (
      id text PRIMARY KEY,
      tenant_id text NOT NULL,
      webhook_id text NOT NULL REFERENCES webhooks (id),
      event_id text NOT NULL,
      event_type text NOT NULL,
      -- The exact bytes POSTed, written once: retries and resends send the same body.
      body text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'delivered', 'dead')),
      attempts jsonb NOT NULL DEFAULT '[]',
      -- Attempts since the delivery was created or last resent; at 7 it is dead.
      round_attempts int NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      leased_until timestamptz,
      created_at timestamptz NOT NULL,
      UNIQUE (webhook_id, event_id)
    )`);
    await queryRunner.query(`CREATE INDEX deliveries_due_idx ON deliveries (next_attempt_at) WHERE status = 'pending'`);
    await queryRunner.query(`CREATE INDEX deliveries_webhook_idx ON deliveries (webhook_id, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE deliveries`);
    await queryRunner.query(`DROP TABLE webhooks`);
  }
}
