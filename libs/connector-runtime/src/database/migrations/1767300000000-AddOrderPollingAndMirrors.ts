import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Order polling per connection, and the status changes waiting to be mirrored to the marketplaces. */
export class AddOrderPollingAndMirrors1767300000000 implements MigrationInterface {
  name = 'AddOrderPollingAndMirrors1767300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Polled once the first sync stored the orders cursor (last_sync_at set); one replica at a time.
    await queryRunner.query(`ALTER TABLE connection_state
      ADD COLUMN next_poll_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN last_polled_at timestamptz,
      -- Not connected (the marketplaces service said 404): not polled until it connects again.
      ADD COLUMN poll_dormant boolean NOT NULL DEFAULT false,
      ADD COLUMN poll_lease_owner text,
      ADD COLUMN poll_leased_until timestamptz`);
    await queryRunner.query(`CREATE INDEX connection_state_poll_due_idx ON connection_state (next_poll_at) WHERE last_sync_at IS NOT NULL`);

    // The newest status change per order the seller made, and how far the marketplace has it.
    await queryRunner.query(`CREATE TABLE order_mirrors (
      tenant_id text NOT NULL,
      order_id text NOT NULL,
      slug text NOT NULL,
      marketplace_order_id text NOT NULL,
      status text NOT NULL,
      tracking_number text,
      cargo_provider text,
      -- The order's status sequence: only ever moves forward, so an older status never follows a newer one.
      seq int NOT NULL,
      -- The newest sequence the marketplace took (or that it cannot take); pending while below seq.
      done_seq int NOT NULL DEFAULT 0,
      outcome text CHECK (outcome IN ('done', 'skipped')),
      attempts int NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      last_error text,
      lease_owner text,
      leased_until timestamptz,
      requested_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, order_id)
    )`);
    await queryRunner.query(`CREATE INDEX order_mirrors_due_idx ON order_mirrors (next_attempt_at) WHERE seq > done_seq`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE order_mirrors`);
    await queryRunner.query(`DROP INDEX connection_state_poll_due_idx`);
    await queryRunner.query(`ALTER TABLE connection_state
      DROP COLUMN next_poll_at, DROP COLUMN last_polled_at, DROP COLUMN poll_dormant, DROP COLUMN poll_lease_owner, DROP COLUMN poll_leased_until`);
  }
}
