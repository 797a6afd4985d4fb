import { Injectable } from '@nestjs/common';
import type { ProductListQuery } from '@tezgah/contracts';
import { type Reads, readsOf, searchPattern, type Tx } from '@tezgah/persistence';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import type { ProductRow } from './product-row';
import { searchTextOf } from './search-text';

export const PRODUCT_COLUMNS = `id, tenant_id, sku, barcode, title, description, price::float8 AS price,
  sale_price::float8 AS sale_price, currency, stock, stock_seq, category, brand, vat_rate, images, marketplaces,
  listed_on, created_at, updated_at`;

/** How many search totals a catalog process keeps (a few hundred bytes each). */
const SEARCH_TOTALS_KEPT = 10_000;

/** The columns a write sets, with their types for jsonb_to_recordset. */
const WRITTEN = `id text, tenant_id text, sku text, barcode text, title text, description text, price numeric,
  sale_price numeric, currency text, stock int, stock_seq int, category text, brand text, vat_rate int, images jsonb,
  created_at timestamptz, updated_at timestamptz`;

/** The written rows' search texts (`$2` ids, `$3` texts), beside the rows of `$1`. */
const SEARCH_TEXTS = `unnest($2::text[], $3::text[]) AS x(id, search_text)`;

const FIND_LIVE = {
  name: 'catalog.products.find_live',
  text: `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL`,
};

/** Read by the index of the tenant's products at 0 stock alone (`products_out_of_stock`). */
const OUT_OF_STOCK = {
  name: 'catalog.products.out_of_stock',
  text: `SELECT count(*)::int AS count FROM products WHERE tenant_id = $1 AND deleted_at IS NULL AND stock = 0`,
};

/** The products of the `catalog` schema, with their live count (`tenant_stats`); every statement is scoped to one tenant. */
@Injectable()
export class ProductsRepository {
  /** The hot reads, on the pool itself (prepared statements; no query runner each). */
  private readonly reads: Reads;
  /** Search totals by tenant and pattern, each exact at the tenant's `search_version` it was counted at. */
  private readonly searchTotals = new LRUCache<string, KnownTotal>({ max: SEARCH_TOTALS_KEPT });

  constructor(dataSource: DataSource) {
    this.reads = readsOf(dataSource);
  }

  /**
   * One page, newest first, and the total, in one statement (one round trip). The unfiltered
   * total is the tenant's live count; a filtered one is counted (its index narrows it first), a
   * search's only when the tenant's search version moved since this process counted it.
   * Without a search the statement is named (planned once per connection: planning this page
   * costs more than reading it); a search is planned for its pattern each time.
   */
  async list(tenantId: string, query: ProductListQuery): Promise<{ rows: ProductRow[]; total: number }> {
    const params: unknown[] = [tenantId, query.per_page, (query.page - 1) * query.per_page];
    if (!query.search) {
      const name = query.marketplace ? 'catalog.products.list.marketplace' : 'catalog.products.list';
      return pageOf(await this.reads.query({ name, text: listStatement(params, query.marketplace) }, params));
    }
    if (query.marketplace)
      return pageOf(await this.reads.query({ text: searchStatement(params, query.search, query.marketplace) }, params));
    // The total is exact at the version it was counted at: a product created, deleted, or its
    // SKU, title or barcode changed moves the version, in the same transaction.
    const key = `${tenantId}\u0000${query.search}`;
    const known = this.searchTotals.get(key);
    const raw = await this.reads.query({ text: searchStatement(params, query.search, undefined, known) }, params);
    const counted = { version: String(raw[0].version), total: Number(raw[0].total) };
    if (counted.version !== known?.version) this.searchTotals.set(key, counted);
    return pageOf(raw);
  }

  async outOfStockCount(tenantId: string): Promise<number> {
    return Number((await this.reads.query(OUT_OF_STOCK, [tenantId]))[0].count);
  }

  async findLive(tenantId: string, id: string): Promise<ProductRow | null> {
    const raw = await this.reads.query(FIND_LIVE, [id, tenantId]);
    return raw.length ? productRowOf(raw[0]) : null;
  }

  /** Live products by id, locked until the transaction ends: concurrent writers queue behind. */
  async lockById(tx: Tx, tenantId: string, id: string): Promise<ProductRow | null> {
    const raw: Array<Record<string, unknown>> = await tx.query(
      `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL FOR UPDATE`,
      [id, tenantId],
    );
    return raw.length ? productRowOf(raw[0]) : null;
  }

  /** Live products by SKU, locked (in SKU order, so two bulk writers cannot deadlock). */
  async lockBySkus(tx: Tx, tenantId: string, skus: string[]): Promise<ProductRow[]> {
    if (!skus.length) return [];
    const raw: Array<Record<string, unknown>> = await tx.query(
      `SELECT ${PRODUCT_COLUMNS} FROM products WHERE tenant_id = $1 AND sku = ANY($2::text[]) AND deleted_at IS NULL
       ORDER BY sku FOR UPDATE`,
      [tenantId, skus],
    );
    return raw.map(productRowOf);
  }

  /** The KDV rates of the tenant's live products with these SKUs (invoicing); a SKU without a live product is left out. */
  async vatRates(tenantId: string, skus: string[]): Promise<Map<string, ProductRow['vat_rate']>> {
    if (!skus.length) return new Map();
    const raw = await this.reads.query(
      { text: `SELECT sku, vat_rate FROM products WHERE tenant_id = $1 AND sku = ANY($2::text[]) AND deleted_at IS NULL` },
      [tenantId, skus],
    );
    return new Map(raw.map((row) => [row.sku as string, (row.vat_rate ?? null) as ProductRow['vat_rate']]));
  }

  /**
   * Inserts the rows whose SKU is free, each learning where its SKU may be listed (`listed_on`,
   * set on the rows given); returns the ids of those inserted.
   */
  async insert(tx: Tx, rows: ProductRow[]): Promise<Set<string>> {
    if (!rows.length) return new Set();
    await lockClaims(tx, rows[0].tenant_id, 'shared');
    const raw: Array<{ id: string; listed_on: string[] }> = await tx.query(
      `WITH inserted AS (
         INSERT INTO products (id, tenant_id, sku, barcode, title, description, price, sale_price, currency, stock,
           stock_seq, category, brand, vat_rate, images, listed_on, created_at, updated_at)
         SELECT id, tenant_id, sku, barcode, title, description, price, sale_price, currency, stock,
           stock_seq, category, brand, vat_rate, images, ${CLAIMED_BY('r')}, created_at, updated_at
         FROM jsonb_to_recordset($1::jsonb) AS r(${WRITTEN})
         ON CONFLICT (tenant_id, sku) WHERE deleted_at IS NULL DO NOTHING
         RETURNING id, tenant_id, created_at, listed_on
       ), indexed AS (
         INSERT INTO product_search (product_id, tenant_id, created_at, search_text)
         SELECT i.id, i.tenant_id, i.created_at, x.search_text FROM inserted i JOIN ${SEARCH_TEXTS} ON x.id = i.id
       ) SELECT id, listed_on FROM inserted`,
      [JSON.stringify(rows), ...searchTextsOf(rows)],
    );
    adoptListedOn(rows, raw);
    return new Set(raw.map((row) => row.id));
  }

  /**
   * Writes the rows' new state (a SKU taken by another live product fails with 23505). A row whose
   * SKU changed learns where its new SKU may be listed (`listed_on`, set on the row given).
   */
  async update(tx: Tx, rows: ProductRow[], skuChanged: boolean): Promise<void> {
    if (!rows.length) return;
    if (skuChanged) await lockClaims(tx, rows[0].tenant_id, 'shared');
    const raw: Array<{ id: string; listed_on: string[] }> = await tx.query(
      `WITH updated AS (
         UPDATE products p SET sku = r.sku, barcode = r.barcode, title = r.title, description = r.description,
           price = r.price, sale_price = r.sale_price, currency = r.currency, stock = r.stock, stock_seq = r.stock_seq,
           category = r.category, brand = r.brand, vat_rate = r.vat_rate, images = r.images,
           listed_on = CASE WHEN p.sku = r.sku THEN p.listed_on ELSE ${CLAIMED_BY('r')} END,
           updated_at = r.updated_at
         FROM jsonb_to_recordset($1::jsonb) AS r(${WRITTEN})
         WHERE p.id = r.id AND p.tenant_id = r.tenant_id
         RETURNING p.id, p.listed_on
       ), reindexed AS (
         UPDATE product_search s SET search_text = x.search_text FROM updated u JOIN ${SEARCH_TEXTS} ON x.id = u.id
         WHERE s.product_id = u.id AND s.search_text <> x.search_text
         RETURNING s.tenant_id
       ), searches_moved AS (
         UPDATE tenant_stats t SET search_version = search_version + 1 WHERE t.tenant_id IN (SELECT tenant_id FROM reindexed)
       ) SELECT id, listed_on FROM updated`,
      [JSON.stringify(rows), ...searchTextsOf(rows)],
    );
    adoptListedOn(rows, raw);
  }

  /**
   * Notes that a connector will list these SKUs on `slug`: for products to come (sku_listings) and
   * on the live products (`listed_on`). Holding the tenant's claims lock exclusively, it waits for
   * inserts and SKU changes in flight, which hold it shared, so none of them misses the claim; a
   * stock change in flight holds its product's row, which the update here waits for.
   */
  async claim(tx: Tx, tenantId: string, slug: string, skus: string[]): Promise<number> {
    if (!skus.length) return 0;
    await lockClaims(tx, tenantId, 'exclusive');
    await tx.query(`INSERT INTO sku_listings (tenant_id, sku, slug) SELECT $1, unnest($2::text[]), $3 ON CONFLICT DO NOTHING`, [
      tenantId,
      skus,
      slug,
    ]);
    const raw: Array<{ count: number }> = await tx.query(
      `WITH changed AS (UPDATE products SET listed_on = array_append(listed_on, $3)
         WHERE tenant_id = $1 AND sku = ANY($2::text[]) AND deleted_at IS NULL AND NOT listed_on @> ARRAY[$3]
         RETURNING 1) SELECT count(*)::int AS count FROM changed`,
      [tenantId, skus, slug],
    );
    return raw[0].count;
  }

  /**
   * Adds a marketplace to (or removes it from) the `marketplaces` of the tenant's live products
   * with these SKUs: the listing map a connector reports. `updated_at` stays: the seller changed nothing.
   */
  async setListed(tx: Tx, tenantId: string, slug: string, skus: string[], listed: boolean): Promise<void> {
    if (!skus.length) return;
    await tx.query(
      listed
        ? `WITH changed AS (UPDATE products SET marketplaces = array_append(marketplaces, $3)
             WHERE tenant_id = $1 AND sku = ANY($2::text[]) AND deleted_at IS NULL AND NOT marketplaces @> ARRAY[$3]
             RETURNING 1) SELECT count(*) FROM changed`
        : `WITH changed AS (UPDATE products SET marketplaces = array_remove(marketplaces, $3)
             WHERE tenant_id = $1 AND sku = ANY($2::text[]) AND deleted_at IS NULL AND marketplaces @> ARRAY[$3]
             RETURNING 1) SELECT count(*) FROM changed`,
      [tenantId, skus, slug],
    );
  }

  /** Marks a live product deleted; false when there was none. */
  async softDelete(tx: Tx, tenantId: string, id: string, now: Date): Promise<boolean> {
    const raw: Array<{ id: string }> = await tx.query(
      `WITH deleted AS (
         UPDATE products SET deleted_at = $3, updated_at = $3 WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL RETURNING id
       ), unindexed AS (
         DELETE FROM product_search s USING deleted d WHERE s.product_id = d.id
       ) SELECT id FROM deleted`, // a CTE: TypeORM answers a bare UPDATE with [rows, count]
      [id, tenantId, now],
    );
    return raw.length > 0;
  }

  /** Keeps the tenant's live count (and its search version: the searchable set changed) in step with inserts and deletes, in their transaction. */
  async countLive(tx: Tx, tenantId: string, delta: number): Promise<void> {
    if (delta === 0) return;
    // A delete never comes first, so only growth may need the row (an INSERT checks -1 before the conflict).
    await tx.query(
      delta > 0
        ? `INSERT INTO tenant_stats (tenant_id, live_products) VALUES ($1, $2)
           ON CONFLICT (tenant_id) DO UPDATE SET live_products = tenant_stats.live_products + EXCLUDED.live_products,
             search_version = tenant_stats.search_version + 1`
        : `UPDATE tenant_stats SET live_products = live_products + $2, search_version = search_version + 1 WHERE tenant_id = $1`,
      [tenantId, delta],
    );
  }
}

/** The marketplaces claimed for the SKU of the row `alias` (a record of WRITTEN). */
const CLAIMED_BY = (alias: string) =>
  `coalesce((SELECT array_agg(slug ORDER BY slug) FROM sku_listings s WHERE s.tenant_id = ${alias}.tenant_id AND s.sku = ${alias}.sku), '{}')`;

/**
 * The tenant's claims lock (a transaction-scoped advisory lock): shared by writers that read
 * sku_listings for a new SKU, exclusive for a claim. Without it, a product inserted while a claim
 * of its SKU is in flight would see neither the claim's row nor be seen by its update.
 */
async function lockClaims(tx: Tx, tenantId: string, mode: 'shared' | 'exclusive'): Promise<void> {
  const lock = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await tx.query(`SELECT ${lock}(hashtext('catalog.sku_listings:' || $1))`, [tenantId]);
}

/** Sets `listed_on` on the written rows from what the statement returned. */
function adoptListedOn(rows: ProductRow[], returned: Array<{ id: string; listed_on: string[] }>): void {
  const byId = new Map(returned.map((row) => [row.id, row.listed_on]));
  for (const row of rows) row.listed_on = byId.get(row.id) ?? row.listed_on;
}

/** The `$2` ids and `$3` search texts of written rows (SEARCH_TEXTS). */
function searchTextsOf(rows: ProductRow[]): [string[], string[]] {
  return [rows.map((row) => row.id), rows.map(searchTextOf)];
}

/** The page and total of a list without a search; `$4` the marketplace when filtered by one. */
function listStatement(params: unknown[], marketplace: string | undefined): string {
  let filter = '';
  if (marketplace) {
    params.push([marketplace]);
    filter = ` AND marketplaces @> $${params.length}::text[]`;
  }
  const total = filter
    ? `SELECT count(*)::int AS total FROM products WHERE tenant_id = $1 AND deleted_at IS NULL${filter}`
    : `SELECT coalesce((SELECT live_products FROM tenant_stats WHERE tenant_id = $1), 0) AS total`;
  return `SELECT t.total, p.* FROM (${total}) t LEFT JOIN LATERAL (
      SELECT ${PRODUCT_COLUMNS} FROM products WHERE tenant_id = $1 AND deleted_at IS NULL${filter}
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3
    ) p ON true`;
}

/** A search total counted at a tenant's search version. */
interface KnownTotal {
  version: string;
  total: number;
}

/**
 * A search's page and total: matched and counted in `product_search` (live products only, a
 * narrow row each), the page's products then read by id. A marketplace filter joins the product.
 * Without one, the statement also answers the tenant's search version, and counts only when it
 * is not the version of the total the caller knows (`known`).
 */
function searchStatement(params: unknown[], search: string, marketplace: string | undefined, known?: KnownTotal): string {
  const pattern = params.push(searchPattern(search));
  let matches = `FROM product_search s WHERE s.tenant_id = $1 AND s.search_text LIKE $${pattern}`;
  let total = `SELECT count(*)::int AS total ${matches}`;
  if (marketplace) {
    const slugs = params.push([marketplace]);
    matches = `FROM product_search s JOIN products m ON m.id = s.product_id
      WHERE s.tenant_id = $1 AND s.search_text LIKE $${pattern} AND m.marketplaces @> $${slugs}::text[]`;
    total = `SELECT count(*)::int AS total ${matches}`;
  } else {
    const version = params.push(known?.version ?? '-1');
    const knownTotal = params.push(known?.total ?? 0);
    total = `SELECT v.version, CASE WHEN v.version = $${version} THEN $${knownTotal}::int ELSE (${total}) END AS total
      FROM (SELECT coalesce((SELECT search_version FROM tenant_stats WHERE tenant_id = $1), 0)::text AS version) v`;
  }
  return `SELECT t.*, p.* FROM (${total}) t LEFT JOIN LATERAL (
      SELECT ${PRODUCT_COLUMNS} FROM products
      WHERE tenant_id = $1 AND id = ANY(ARRAY(SELECT s.product_id ${matches} ORDER BY s.created_at DESC, s.product_id DESC LIMIT $2 OFFSET $3))
      ORDER BY created_at DESC, id DESC
    ) p ON true`;
}

/** A list statement's rows: the total on each (on the one row without a product when none is found), the products. */
function pageOf(raw: Array<Record<string, unknown>>): { rows: ProductRow[]; total: number } {
  return { total: Number(raw[0]?.total ?? 0), rows: raw.filter((row) => row.id !== null).map(productRowOf) };
}

/** A product row as the statements select it (PRODUCT_COLUMNS). */
export function productRowOf(raw: Record<string, unknown>): ProductRow {
  return {
    id: raw.id as string,
    tenant_id: raw.tenant_id as string,
    sku: raw.sku as string,
    barcode: raw.barcode as string | null,
    title: raw.title as string,
    description: raw.description as string | null,
    price: Number(raw.price),
    sale_price: raw.sale_price === null ? null : Number(raw.sale_price),
    currency: raw.currency as string,
    stock: raw.stock as number,
    stock_seq: raw.stock_seq as number,
    category: raw.category as string | null,
    brand: raw.brand as string | null,
    vat_rate: (raw.vat_rate ?? null) as ProductRow['vat_rate'],
    images: raw.images as string[],
    marketplaces: raw.marketplaces as string[],
    listed_on: raw.listed_on as string[],
    created_at: new Date(raw.created_at as string | Date),
    updated_at: new Date(raw.updated_at as string | Date),
  };
}
