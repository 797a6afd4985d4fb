import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accepted e-invoices to tell the orders' marketplaces, on the status mirror rows: an order has
 * one row per kind (its newest status, its newest invoice), worked by the same worker and leases.
 */
export class AddInvoiceMirrors1768600000000 implements MigrationInterface {
  name = 'AddInvoiceMirrors1768600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_mirrors
      ADD COLUMN kind text NOT NULL DEFAULT 'status' CHECK (kind IN ('status', 'invoice')),
      -- kind 'invoice': {invoice_id, number, ettn, type, pdf_url, issued_at} of InvoiceAccepted.
      ADD COLUMN invoice jsonb,
      ALTER COLUMN status DROP NOT NULL,
      ADD CONSTRAINT order_mirrors_kind_fields_check CHECK ((kind = 'status') = (status IS NOT NULL) AND (kind = 'invoice') = (invoice IS NOT NULL))`);
    await queryRunner.query(`ALTER TABLE order_mirrors DROP CONSTRAINT order_mirrors_pkey, ADD PRIMARY KEY (tenant_id, order_id, kind)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM order_mirrors WHERE kind = 'invoice'`);
    await queryRunner.query(`ALTER TABLE order_mirrors DROP CONSTRAINT order_mirrors_pkey, ADD PRIMARY KEY (tenant_id, order_id)`);
    await queryRunner.query(`ALTER TABLE order_mirrors DROP CONSTRAINT order_mirrors_kind_fields_check, DROP COLUMN invoice, DROP COLUMN kind,
      ALTER COLUMN status SET NOT NULL`);
  }
}
