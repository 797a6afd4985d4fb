import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables every connector service keeps in its own schema (`connector_<name>`). */
export class CreateConnectorTables1764300000000 implements MigrationInterface {
  name = 'CreateConnectorTables1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The listing map: what each marketplace sells for a tenant, as the connector last saw it.
    await queryRunner.query(`CREATE TABLE listings (
      tenant_id text NOT NULL,
      slug text NOT NULL,
      sku text NOT NULL,
      barcode text,
      listing_id text NOT NULL,
      title text,
      quantity int NOT NULL,
      price numeric(12, 2),
      status text NOT NULL,
      -- Learnt from the catalog's stock events; null until the first one for this SKU.
      product_id text,
      -- True once the catalog was told the SKU is listed here (ConnectorListingsMapped add).
      mapped boolean NOT NULL DEFAULT false,
      -- The sync job that last saw the listing: one that did not is gone from the marketplace.
      seen_by_sync text,
      synced_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, slug, sku)
    )`);
    await queryRunner.query(`CREATE INDEX listings_by_sku_idx ON listings (tenant_id, sku)`);

    // The newest stock value per listing and how far the marketplace has it.
    await queryRunner.query(`CREATE TABLE stock_pushes (
      tenant_id text NOT NULL,
      slug text NOT NULL,
      sku text NOT NULL,
      product_id text NOT NULL,
      desired_quantity int NOT NULL,
      -- The catalog ledger's sequence of desired_quantity: only ever moves forward per product.
      desired_seq int NOT NULL,
      -- The newest sequence the marketplace accepted or refused for good; due while below desired_seq.
      pushed_seq int NOT NULL DEFAULT 0,
      -- When the stock changed (the event's occurred_at): the propagation latency starts here.
      changed_at timestamptz NOT NULL,
      attempts int NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      last_error text,
      rejected boolean NOT NULL DEFAULT false,
      PRIMARY KEY (tenant_id, slug, sku)
    )`);
    await queryRunner.query(`CREATE INDEX stock_pushes_due_idx ON stock_pushes (next_attempt_at) WHERE desired_seq > pushed_seq`);

    // Per connection: the orders cursor, the last sync, and the lease of the stock batch in flight.
    await queryRunner.query(`CREATE TABLE connection_state (
      tenant_id text NOT NULL,
      slug text NOT NULL,
      orders_cursor text,
      last_sync_at timestamptz,
      push_lease_owner text,
      push_leased_until timestamptz,
      PRIMARY KEY (tenant_id, slug)
    )`);

    // Finished first synchronisations: a redelivered connection event does not run one again.
    await queryRunner.query(`CREATE TABLE sync_runs (
      job_id text PRIMARY KEY,
      tenant_id text NOT NULL,
      slug text NOT NULL,
      status text NOT NULL CHECK (status IN ('completed', 'failed')),
      finished_at timestamptz NOT NULL
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sync_runs`);
    await queryRunner.query(`DROP TABLE connection_state`);
    await queryRunner.query(`DROP TABLE stock_pushes`);
    await queryRunner.query(`DROP TABLE listings`);
  }
}
