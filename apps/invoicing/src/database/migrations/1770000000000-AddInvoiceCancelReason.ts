import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Why an invoice was cancelled: the seller's reason (`POST /invoices/{id}/cancel`), or its order's cancellation. */
export class AddInvoiceCancelReason1770000000000 implements MigrationInterface {
  name = 'AddInvoiceCancelReason1770000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE invoices ADD COLUMN cancel_reason text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE invoices DROP COLUMN cancel_reason`);
  }
}
