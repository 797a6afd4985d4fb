import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What each order line took from the catalogue: the shortage on record, and what a cancellation gives back. */
export class OrderReservations1764400000000 implements MigrationInterface {
  name = 'OrderReservations1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE order_reservations (
      tenant_id text NOT NULL,
      order_id text NOT NULL,
      sku text NOT NULL,
      marketplace text NOT NULL,
      product_id text,
      ordered int NOT NULL CHECK (ordered > 0),
      taken int NOT NULL CHECK (taken >= 0 AND taken <= ordered),
      created_at timestamptz NOT NULL,
      released_at timestamptz,
      PRIMARY KEY (tenant_id, order_id, sku)
    )`);
    await queryRunner.query(
      `CREATE INDEX order_reservations_shortages_idx ON order_reservations (tenant_id, created_at) WHERE taken < ordered`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE order_reservations`);
  }
}
