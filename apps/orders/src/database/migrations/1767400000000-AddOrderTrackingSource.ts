import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who set an order's tracking number and carrier (docs/orders.md, "A seller's tracking number"):
 * a poll never replaces the seller's, and the seller cannot replace a marketplace-assigned one.
 */
export class AddOrderTrackingSource1767400000000 implements MigrationInterface {
  name = 'AddOrderTrackingSource1767400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE orders ADD COLUMN tracking_source text CHECK (tracking_source IN ('marketplace', 'marketplace_assigned', 'seller'))`,
    );
    // Which side set the values already stored is not known: they stay as they were treated, the
    // marketplace's to update and the seller's to replace.
    await queryRunner.query(
      `UPDATE orders SET tracking_source = 'marketplace' WHERE tracking_number IS NOT NULL OR cargo_provider IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN tracking_source`);
  }
}
