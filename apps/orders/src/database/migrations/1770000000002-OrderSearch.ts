import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `GET /orders?search=`: a trigram index over what a seller searches an order by (its marketplace
 * number, the customer's name and e-mail, the tracking number), folded as search folds. The
 * expression is the repository's `ORDER_SEARCH_TEXT` written out, so this step stays what it was.
 */
export class OrderSearch1770000000002 implements MigrationInterface {
  name = 'OrderSearch1770000000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX orders_search_idx ON orders USING gin ((lower(translate(
        marketplace_order_id || E'\\x1f' || coalesce(customer->>'name', '') || E'\\x1f' || coalesce(customer->>'email', '') ||
          E'\\x1f' || coalesce(tracking_number, ''),
        'ÇĞİIÖŞÜÂÎÛçğıöşüâîûÁÀÄÉÈÊËÍÌÏÓÒÔÚÙÑáàäéèêëíìïóòôúùñ', 'cgiiosuaiucgiosuaiuaaaeeeeiiiooouunaaaeeeeiiiooouun'
      ))) public.gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_search_idx`);
  }
}
