import type { MarketplaceListing } from '@tezgah/connector-kit';
import type { MarketplaceListingDto } from '@tezgah/contracts';
import type { Sql } from '@tezgah/persistence';

/** A listing row as `GET /marketplaces/{slug}/products` shows it. */
interface ListingRow {
  sku: string;
  barcode: string | null;
  listing_id: string;
  title: string | null;
  quantity: number;
  price: string | null;
  status: string;
  product_id: string | null;
  synced_at: Date;
}

function toDto(row: ListingRow): MarketplaceListingDto {
  return { ...row, price: row.price === null ? null : Number(row.price), synced_at: row.synced_at.toISOString() };
}

/** The `listings` table: the listing map of every tenant and marketplace this connector serves. */
export const ListingStore = {
  /** Records a page of listings as seen by the sync `jobId`. */
  async upsertSeen(manager: Sql, tenantId: string, slug: string, listings: readonly MarketplaceListing[], jobId: string): Promise<void> {
    if (listings.length === 0) return;
    await manager.query(
      `INSERT INTO listings (tenant_id, slug, sku, barcode, listing_id, title, quantity, price, status, seen_by_sync, synced_at)
       SELECT $1, $2, sku, barcode, listing_id, title, quantity, price, status, $4, now()
       FROM jsonb_to_recordset($3::jsonb)
         AS r(sku text, barcode text, listing_id text, title text, quantity int, price numeric, status text)
       ON CONFLICT (tenant_id, slug, sku) DO UPDATE SET barcode = EXCLUDED.barcode, listing_id = EXCLUDED.listing_id,
         title = EXCLUDED.title, quantity = EXCLUDED.quantity, price = EXCLUDED.price, status = EXCLUDED.status,
         seen_by_sync = EXCLUDED.seen_by_sync, synced_at = EXCLUDED.synced_at`,
      [tenantId, slug, JSON.stringify(dedupeBySku(listings)), jobId],
    );
  },

  /**
   * After the sync `jobId` saw every listing: forgets those it did not see (gone from the
   * marketplace) with their pending stock pushes, and brings `mapped` in line with `active`.
   * Returns the SKUs the catalog must now count as listed here, and those it must not.
   */
  async settleMap(manager: Sql, tenantId: string, slug: string, jobId: string): Promise<{ add: string[]; remove: string[] }> {
    const gone: Array<{ sku: string; mapped: boolean }> = await manager.query(
      `WITH gone AS (
         DELETE FROM listings WHERE tenant_id = $1 AND slug = $2 AND seen_by_sync IS DISTINCT FROM $3 RETURNING sku, mapped
       ), pushes AS (
         DELETE FROM stock_pushes p USING gone WHERE p.tenant_id = $1 AND p.slug = $2 AND p.sku = gone.sku
       ) SELECT sku, mapped FROM gone`,
      [tenantId, slug, jobId],
    );
    const changed: Array<{ sku: string; mapped: boolean }> = await manager.query(
      `WITH changed AS (
         UPDATE listings SET mapped = (status = 'active')
         WHERE tenant_id = $1 AND slug = $2 AND mapped <> (status = 'active') RETURNING sku, mapped
       ) SELECT sku, mapped FROM changed`,
      [tenantId, slug],
    );
    return {
      add: changed.filter((row) => row.mapped).map((row) => row.sku),
      remove: [...gone.filter((row) => row.mapped), ...changed.filter((row) => !row.mapped)].map((row) => row.sku),
    };
  },

  async counts(db: Sql, tenantId: string, slug: string): Promise<{ listings: number; active_listings: number }> {
    const [row]: Array<{ listings: number; active_listings: number }> = await db.query(
      `SELECT count(*)::int AS listings, (count(*) FILTER (WHERE status = 'active'))::int AS active_listings
       FROM listings WHERE tenant_id = $1 AND slug = $2`,
      [tenantId, slug],
    );
    return row;
  },

  /** One page of a tenant's listings on `slug`, by SKU, and how many there are. */
  async page(
    db: Sql,
    tenantId: string,
    slug: string,
    page: number,
    perPage: number,
  ): Promise<{ rows: MarketplaceListingDto[]; total: number }> {
    const rows: Array<ListingRow & { total: number }> = await db.query(
      `SELECT sku, barcode, listing_id, title, quantity, price, status, product_id, synced_at, count(*) OVER ()::int AS total
       FROM listings WHERE tenant_id = $1 AND slug = $2 ORDER BY sku LIMIT $3 OFFSET $4`,
      [tenantId, slug, perPage, (page - 1) * perPage],
    );
    const total = rows[0]?.total ?? (page > 1 ? (await ListingStore.counts(db, tenantId, slug)).listings : 0);
    return { rows: rows.map(({ total: _total, ...row }) => toDto(row)), total };
  },
};

/** One row per SKU (a marketplace may report a SKU twice across variants): the last one wins. */
function dedupeBySku(listings: readonly MarketplaceListing[]): MarketplaceListing[] {
  return [...new Map(listings.map((listing) => [listing.sku, listing])).values()];
}
