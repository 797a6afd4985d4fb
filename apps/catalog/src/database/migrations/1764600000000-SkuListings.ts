import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where each SKU may be listed, as the connectors claim it before they record a listing
 * (`catalog.listings.claim`): kept per SKU so that a product created later learns it, and copied
 * onto the product (`listed_on`) so that a stock change names its marketplaces without a read.
 * Existing products start from what the connectors reported (`marketplaces`).
 */
export class SkuListings1764600000000 implements MigrationInterface {
  name = 'SkuListings1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE sku_listings (
      tenant_id text NOT NULL,
      sku text NOT NULL,
      slug text NOT NULL,
      PRIMARY KEY (tenant_id, sku, slug)
    )`);
    await queryRunner.query(`ALTER TABLE products ADD COLUMN listed_on text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`INSERT INTO sku_listings (tenant_id, sku, slug)
      SELECT DISTINCT tenant_id, sku, unnest(marketplaces) FROM products WHERE deleted_at IS NULL`);
    await queryRunner.query(`UPDATE products SET listed_on = marketplaces WHERE cardinality(marketplaces) > 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products DROP COLUMN listed_on`);
    await queryRunner.query(`DROP TABLE sku_listings`);
  }
}
