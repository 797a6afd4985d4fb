import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The console's count of a tenant's products at 0 stock: an index of those rows alone, so the count reads only them. */
export class IndexOutOfStock1769900000000 implements MigrationInterface {
  name = 'IndexOutOfStock1769900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX products_out_of_stock ON products (tenant_id) WHERE deleted_at IS NULL AND stock = 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX products_out_of_stock`);
  }
}
