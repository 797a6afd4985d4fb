import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A connector asks for an order's accepted invoice by the order's number on its marketplace (Trendyol's `Invoiced` without a number). */
export class IndexAcceptedInvoicesByMarketplaceOrder1770100000000 implements MigrationInterface {
  name = 'IndexAcceptedInvoicesByMarketplaceOrder1770100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX invoices_accepted_by_marketplace_order ON invoices (tenant_id, (content->'order'->>'number')) WHERE status = 'accepted'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX invoices_accepted_by_marketplace_order`);
  }
}
