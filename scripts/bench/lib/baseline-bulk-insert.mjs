// The baseline of catalog-bulk-import: the rows a bulk import creates, as the catalog plans them
// (planCreate and searchTextOf from dist/), written by one multi-row INSERT into a copy of
// catalog.products (LIKE ... INCLUDING ALL: the same columns, defaults, checks and indexes) in
// the system's own database. No ledger rows, no events, no job: only the unavoidable write.
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

const require = createRequire(import.meta.url);
const TABLE = 'public.bench_bulk_products';
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
  'search_text',
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

  const valuesOf = (row) =>
    COLUMNS.map((column) => {
      if (column === 'search_text') return searchTextOf(row);
      if (column === 'images') return JSON.stringify(row.images);
      return row[column];
    });
  const placeholders = (rowCount) =>
    Array.from({ length: rowCount }, (_, r) => `(${COLUMNS.map((_, c) => `$${r * COLUMNS.length + c + 1}`).join(', ')})`).join(', ');

  return {
    /** Empties the table, then times one INSERT of `inputs` (ProductInputs) for `tenantId`, in ms. */
    async insert(tenantId, inputs) {
      await client.query(`TRUNCATE ${TABLE}`);
      const now = new Date();
      const rows = inputs.map((input) => planCreate(tenantId, input, now).next);
      const sql = `INSERT INTO ${TABLE} (${COLUMNS.join(', ')}) VALUES ${placeholders(rows.length)}`;
      const values = rows.flatMap(valuesOf);
      const started = performance.now();
      const result = await client.query(sql, values);
      const ms = performance.now() - started;
      if (result.rowCount !== rows.length) throw new Error(`baseline inserted ${result.rowCount} of ${rows.length} rows`);
      return ms;
    },
    close: () => client.end(),
  };
}
