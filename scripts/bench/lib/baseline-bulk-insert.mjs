// The baseline of catalog-bulk-import: the rows a bulk import creates, as the catalog plans them
// (planCreate and searchTextOf from dist/), written by one multi-row INSERT into a copy of
// catalog.products and one of catalog.product_search (LIKE ... INCLUDING ALL: the same columns,
// defaults, checks and indexes) in the system's own database, in one statement. No ledger rows, no
// events, no job: only the unavoidable write.
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

const require = createRequire(import.meta.url);
const TABLE = 'public.bench_bulk_products';
const SEARCH_TABLE = 'public.bench_bulk_product_search';
// The columns ProductsRepository.insert writes (marketplaces keeps its default).
const COLUMNS = [
  'id',
  'tenant_id',
  'sku',
  'barcode',
  'title',
  'description',
  'price',
  'sale_price',
  'currency',
  'stock',
  'stock_seq',
  'category',
  'brand',
  'images',
  'created_at',
  'updated_at',
];

export async function openInsertBaseline(root, databaseUrl) {
  const products = path.join(root, 'dist/apps/catalog/src/products');
  const { planCreate } = require(path.join(products, 'product-plan.js'));
  const { searchTextOf } = require(path.join(products, 'search-text.js'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`CREATE TABLE ${TABLE} (LIKE catalog.products INCLUDING ALL)`);
  await client.query(`CREATE TABLE ${SEARCH_TABLE} (LIKE catalog.product_search INCLUDING ALL)`);

  const valuesOf = (row) =>
    COLUMNS.map((column) => {
      if (column === 'images') return JSON.stringify(row.images);
      return row[column];
    });
  const placeholders = (rowCount) =>
    Array.from({ length: rowCount }, (_, r) => `(${COLUMNS.map((_, c) => `$${r * COLUMNS.length + c + 1}`).join(', ')})`).join(', ');

  return {
    /** Empties the table, then times one INSERT of `inputs` (ProductInputs) for `tenantId`, in ms. */
    async insert(tenantId, inputs) {
      await client.query(`TRUNCATE ${TABLE}, ${SEARCH_TABLE}`);
      const now = new Date();
      const rows = inputs.map((input) => planCreate(tenantId, input, now).next);
      const values = rows.flatMap(valuesOf);
      const search = [
        rows.map((row) => row.id),
        rows.map((row) => row.tenant_id),
        rows.map((row) => row.created_at),
        rows.map(searchTextOf),
      ];
      const first = values.length + 1;
      const sql = `WITH products AS (INSERT INTO ${TABLE} (${COLUMNS.join(', ')}) VALUES ${placeholders(rows.length)})
        INSERT INTO ${SEARCH_TABLE} (product_id, tenant_id, created_at, search_text)
        SELECT * FROM unnest($${first}::text[], $${first + 1}::text[], $${first + 2}::timestamptz[], $${first + 3}::text[])`;
      values.push(...search);
      const started = performance.now();
      const result = await client.query(sql, values);
      const ms = performance.now() - started;
      if (result.rowCount !== rows.length) throw new Error(`baseline inserted ${result.rowCount} of ${rows.length} rows`);
      return ms;
    },
    close: () => client.end(),
  };
}
