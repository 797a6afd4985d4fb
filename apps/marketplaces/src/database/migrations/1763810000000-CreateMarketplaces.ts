import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMarketplaces1763810000000 implements MigrationInterface {
  name = 'CreateMarketplaces1763810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One row per (tenant, marketplace), kept across disconnects: the connection's history and
    // configuration outlive it (decisions: SKU mapping and history are kept).
    await queryRunner.query(`CREATE TABLE connections (
      id text PRIMARY KEY,
      tenant_id text NOT NULL,
      slug text NOT NULL,
      status text NOT NULL CHECK (status IN ('connected', 'pending_authorization', 'reauthorization_required', 'disconnected')),
      credentials_sealed text,
      config jsonb NOT NULL,
      seller_id text,
      store_name text,
      connected_at timestamptz,
      last_sync_at timestamptz,
      product_count int NOT NULL DEFAULT 0,
      active_listing_count int NOT NULL DEFAULT 0,
      last_sync_job_id text,
      grant_state_nonce text,
      grant_refreshed_at timestamptz,
      grant_refresh_due_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (tenant_id, slug)
    )`);
    // The grant refresher's claim: connected grants by due time, nothing else.
    await queryRunner.query(
      `CREATE INDEX connections_grant_due_idx ON connections (grant_refresh_due_at) WHERE status = 'connected' AND grant_refresh_due_at IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE connections`);
  }
}
