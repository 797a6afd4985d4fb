// Seeds a tenant's catalogue straight into catalog.products, as the rows the catalog service
// would have written (with their product_search rows, the text from its own searchTextOf), a few thousand rows per statement:
// 100,000 products in seconds where the API would take many minutes.
import { createRequire } from 'node:module';
import path from 'node:path';
import { monotonicFactory } from 'ulid';
import { marketplacesOf, productInput, seededRandom } from './products.mjs';

const require = createRequire(import.meta.url);
const ROWS_PER_STATEMENT = 5000;
const DAY_MS = 86_400_000;

/**
 * Inserts through `client` (a pg client, or a PGlite: anything with `query(text, params)`) `count` products for `tenantId`, created over the last `spreadDays` days (ids are
 * monotonic ULIDs of their creation time, as the service makes them), sets the tenant's live
 * count in tenant_stats and leaves the table vacuumed and analysed. No stock ledger rows: the
 * products carry stock_seq 0 ("no ledger row yet"), and the list never reads the ledger.
 * Returns the SKU of the middle product: a search for it matches one row, neither newest nor oldest.
 */
export async function seedProducts(root, client, { tenantId, count, skuPrefix, spreadDays = 730, seed = 20261122 }) {
  const { searchTextOf } = require(path.join(root, 'dist/apps/catalog/src/products/search-text.js'));
  const random = seededRandom(seed);
  const nextUlid = monotonicFactory(random);
  const last = Date.now() - 60_000;
  const step = (spreadDays * DAY_MS) / count;
  const first = last - count * step;

  const middle = Math.floor(count / 2);
  let middleSku;
  for (let start = 0; start < count; start += ROWS_PER_STATEMENT) {
    const columns = Array.from({ length: 17 }, () => []);
    for (let n = start; n < Math.min(count, start + ROWS_PER_STATEMENT); n++) {
      const product = productInput(random, n + 1, skuPrefix);
      if (n === middle) middleSku = product.sku;
      // Strictly increasing creation times with some jitter, a few edits later for a third.
      const created = Math.floor(first + n * step + random() * step * 0.9);
      const updated = random() < 0.33 ? Math.min(last, created + Math.floor(random() * 30 * DAY_MS)) : created;
      const stock = random() < 0.1 ? 0 : product.stock;
      const values = [
        `prd_${nextUlid(created)}`,
        product.sku,
        product.barcode,
        product.title,
        product.description,
        product.price,
        product.sale_price,
        product.currency,
        stock,
        product.category,
        product.brand,
        JSON.stringify(product.images),
        `{${marketplacesOf(random).join(',')}}`,
        searchTextOf(product),
        new Date(created).toISOString(),
        new Date(updated).toISOString(),
        0,
      ];
      values.forEach((value, i) => columns[i].push(value));
    }
    // The product and its search row, as ProductsRepository.insert writes them.
    await client.query(
      `WITH r AS (
         SELECT * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::numeric[],
           $9::text[], $10::int[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::timestamptz[],
           $17::timestamptz[], $18::int[])
           AS r(id, sku, barcode, title, description, price, sale_price, currency, stock, category, brand, images,
             marketplaces, search_text, created_at, updated_at, stock_seq)
       ), products AS (
         INSERT INTO catalog.products (id, tenant_id, sku, barcode, title, description, price, sale_price, currency, stock,
           category, brand, images, marketplaces, created_at, updated_at, stock_seq)
         SELECT id, $1, sku, barcode, title, description, price, sale_price, currency, stock,
           category, brand, images::jsonb, marketplaces::text[], created_at, updated_at, stock_seq
         FROM r
       )
       INSERT INTO catalog.product_search (product_id, tenant_id, created_at, search_text) SELECT id, $1, created_at, search_text FROM r`,
      [tenantId, ...columns],
    );
  }
  await client.query(
    `INSERT INTO catalog.tenant_stats (tenant_id, live_products)
     SELECT $1, count(*) FROM catalog.products WHERE tenant_id = $1 AND deleted_at IS NULL
     ON CONFLICT (tenant_id) DO UPDATE SET live_products = EXCLUDED.live_products`,
    [tenantId],
  );
  await client.query('VACUUM ANALYZE catalog.products, catalog.product_search');
  return { middleSku };
}
