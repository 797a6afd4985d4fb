import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOrders1764500000000 implements MigrationInterface {
  name = 'CreateOrders1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE orders (
      id text PRIMARY KEY,
      tenant_id text NOT NULL,
      marketplace text NOT NULL,
      marketplace_order_id text NOT NULL,
      status text NOT NULL CHECK (status IN ('created', 'processing', 'shipped', 'delivered', 'cancelled', 'returned')),
      marketplace_status text NOT NULL,
      customer jsonb NOT NULL,
      items jsonb NOT NULL,
      total numeric NOT NULL,
      currency text NOT NULL,
      shipping_address jsonb NOT NULL,
      billing_address jsonb NOT NULL,
      tracking_number text,
      cargo_provider text,
      invoice_id text,
      status_seq int NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      CONSTRAINT orders_marketplace_order_key UNIQUE (tenant_id, marketplace, marketplace_order_id)
    )`);
    // Lists are newest first per tenant, optionally narrowed by status or marketplace.
    await queryRunner.query(`CREATE INDEX orders_newest_idx ON orders (tenant_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX orders_status_newest_idx ON orders (tenant_id, status, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX orders_marketplace_newest_idx ON orders (tenant_id, marketplace, created_at DESC, id DESC)`);

    await queryRunner.query(`CREATE TABLE order_status_history (
      order_id text NOT NULL REFERENCES orders (id),
      seq int NOT NULL,
      tenant_id text NOT NULL,
      from_status text,
      to_status text NOT NULL,
      changed_by text NOT NULL CHECK (changed_by IN ('seller', 'marketplace')),
      user_id int,
      at timestamptz NOT NULL,
      PRIMARY KEY (order_id, seq)
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE order_status_history, orders`);
  }
}
