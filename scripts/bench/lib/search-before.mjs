// The catalog's search as it was before product_search (before commit b2400fe): the folded
// text on the product rows themselves, a partial trigram index on them, and the list statement that
// counted and paged on those rows. Kept here only as the same-run "before" of catalog-products-list:
// a copy of the tenant's products with their search text (`bench_products_before`, the former
// indexes) and that statement, answered through the catalog's own row mapping.
import { withClient } from './bench-database.mjs';

const TABLE = 'public.bench_products_before';

/** Copies the live products with their search text into the former layout, vacuumed and analysed. */
export async function createBeforeTable(databaseUrl) {
  await withClient(databaseUrl, async (client) => {
    await client.query(`CREATE TABLE ${TABLE} AS
      SELECT p.*, s.search_text FROM catalog.products p JOIN catalog.product_search s ON s.product_id = p.id`);
    await client.query(`ALTER TABLE ${TABLE} ADD PRIMARY KEY (id)`);
    await client.query(`CREATE INDEX ON ${TABLE} (tenant_id, created_at DESC, id DESC) WHERE deleted_at IS NULL`);
    await client.query(`CREATE INDEX ON ${TABLE} USING gin (search_text gin_trgm_ops) WHERE deleted_at IS NULL`);
    await client.query(`VACUUM ANALYZE ${TABLE}`);
  });
}

/** The former statement of a search (`$4` the LIKE pattern) over `columns`: one count and one page on the wide rows. */
export function beforeSearchStatement(columns) {
  const filter = ' AND search_text LIKE $4';
  return `SELECT t.total, p.* FROM (SELECT count(*)::int AS total FROM ${TABLE} WHERE tenant_id = $1 AND deleted_at IS NULL${filter}) t
    LEFT JOIN LATERAL (
      SELECT ${columns} FROM ${TABLE} WHERE tenant_id = $1 AND deleted_at IS NULL${filter}
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3
    ) p ON true`;
}
