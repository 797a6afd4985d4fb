import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCatalog1763770200000 implements MigrationInterface {
  name = 'CreateCatalog1763770200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE products (
      id text PRIMARY KEY,
      tenant_id text NOT NULL,
      sku text NOT NULL,
      barcode text,
      title text NOT NULL,
      description text,
      price numeric(12, 2) NOT NULL CHECK (price >= 0),
      sale_price numeric(12, 2) CHECK (sale_price >= 0),
      currency text NOT NULL,
      stock int NOT NULL CHECK (stock >= 0),
      stock_seq int NOT NULL DEFAULT 0,
      category text,
      brand text,
      images jsonb NOT NULL DEFAULT '[]',
      marketplaces text[] NOT NULL DEFAULT '{}',
      search_text text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz
    )`);
    // A SKU is unique among a tenant's live products only: a deleted product's SKU is free again.
    await queryRunner.query(`CREATE UNIQUE INDEX products_live_sku_key ON products (tenant_id, sku) WHERE deleted_at IS NULL`);
    await queryRunner.query(
      `CREATE INDEX products_live_newest_idx ON products (tenant_id, created_at DESC, id DESC) WHERE deleted_at IS NULL`,
    );
    // Substring search over SKU, title and barcode (folded text) without scanning the tenant.
    await queryRunner.query(
      `CREATE INDEX products_live_search_idx ON products USING gin (search_text public.gin_trgm_ops) WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX products_live_marketplaces_idx ON products USING gin (marketplaces) WHERE deleted_at IS NULL`);

    await queryRunner.query(`CREATE TABLE stock_ledger (
      product_id text NOT NULL REFERENCES products (id),
      seq int NOT NULL,
      tenant_id text NOT NULL,
      old_stock int NOT NULL,
      new_stock int NOT NULL,
      source text NOT NULL,
      reference text,
      user_id int,
      request_id text,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (product_id, seq)
    )`);

    // Live product count per tenant: the unfiltered list's total without counting 100,000 rows.
    await queryRunner.query(`CREATE TABLE tenant_stats (
      tenant_id text PRIMARY KEY,
      live_products int NOT NULL DEFAULT 0 CHECK (live_products >= 0)
    )`);

    await queryRunner.query(`CREATE TABLE bulk_imports (
      id text PRIMARY KEY,
      tenant_id text NOT NULL,
      user_id int,
      request_id text,
      status text NOT NULL CHECK (status IN ('queued', 'running', 'written', 'done')),
      items jsonb NOT NULL,
      total int NOT NULL,
      next_item int NOT NULL DEFAULT 0,
      created int NOT NULL DEFAULT 0,
      updated int NOT NULL DEFAULT 0,
      rejections jsonb NOT NULL,
      result jsonb,
      error text,
      lease_owner text,
      lease_until timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`);
    await queryRunner.query(`CREATE INDEX bulk_imports_unfinished_idx ON bulk_imports (created_at) WHERE status <> 'done'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE bulk_imports, tenant_stats, stock_ledger, products`);
  }
}
