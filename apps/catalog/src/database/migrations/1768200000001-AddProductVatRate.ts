import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Decisions §8: a product's optional KDV rate, which its invoice lines take unless the marketplace gives one. */
export class AddProductVatRate1768200000001 implements MigrationInterface {
  name = 'AddProductVatRate1768200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products ADD COLUMN vat_rate int CHECK (vat_rate IN (0, 1, 10, 20))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products DROP COLUMN vat_rate`);
  }
}
