import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product's search text moves to a narrow table of its own, one row per live product: counting
 * the matches of a common word visits their rows, and on the wide product rows 8,000 matches of
 * 100,000 products sat on 6,000 heap pages; on `product_search` (16 MB) they sit on 2,000. The
 * rows are written by the statements that insert, change and delete products
 * (ProductsRepository), nothing else writes either table, so no foreign key is checked per row.
 * `tenant_stats.search_version` grows in every transaction that changes what a search of the
 * tenant finds, so a count taken at a version stays exact while the version does.
 */
export class ProductSearch1769100000000 implements MigrationInterface {
  name = 'ProductSearch1769100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE product_search (
        product_id text PRIMARY KEY,
        tenant_id text NOT NULL,
        created_at timestamptz NOT NULL,
        search_text text NOT NULL
      )`);
    await queryRunner.query(`
      INSERT INTO product_search (product_id, tenant_id, created_at, search_text)
      SELECT id, tenant_id, created_at, search_text FROM products WHERE deleted_at IS NULL`);
    await queryRunner.query(`CREATE INDEX product_search_newest_idx ON product_search (tenant_id, created_at DESC, product_id DESC)`);
    await queryRunner.query(`CREATE INDEX product_search_text_idx ON product_search USING gin (search_text public.gin_trgm_ops)`);
    await queryRunner.query(`DROP INDEX products_live_search_idx`);
    await queryRunner.query(`ALTER TABLE tenant_stats ADD COLUMN search_version bigint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN search_text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products ADD COLUMN search_text text NOT NULL DEFAULT ''`);
    await queryRunner.query(`UPDATE products p SET search_text = s.search_text FROM product_search s WHERE s.product_id = p.id`);
    await queryRunner.query(`ALTER TABLE products ALTER COLUMN search_text DROP DEFAULT`);
    await queryRunner.query(
      `CREATE INDEX products_live_search_idx ON products USING gin (search_text public.gin_trgm_ops) WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(`DROP TABLE product_search`);
    await queryRunner.query(`ALTER TABLE tenant_stats DROP COLUMN search_version`);
  }
}
