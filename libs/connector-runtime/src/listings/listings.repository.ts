import { Injectable } from '@nestjs/common';
import type { MarketplaceListing } from '@tezgah/connector-kit';
import type { MarketplaceListingDto } from '@tezgah/contracts';
import { type Reads, readsOf, type Tx } from '@tezgah/persistence';
import { DataSource } from 'typeorm';

/** How many listings a tenant has on a marketplace, and how many of them are active. */
export interface ListingCounts {
  listings: number;
  active_listings: number;
}

const COUNTS = {
  text: `SELECT count(*)::int AS listings, (count(*) FILTER (WHERE status = 'active'))::int AS active_listings
       FROM listings WHERE tenant_id = $1 AND slug = $2`,
};

const PAGE = {
  name: 'connector_listings_page',
  text: `SELECT sku, barcode, listing_id, title, quantity, price, status, product_id, synced_at, count(*) OVER ()::int AS total
       FROM listings WHERE tenant_id = $1 AND slug = $2 ORDER BY sku LIMIT $3 OFFSET $4`,
};

/** The `listings` table: the listing map of every tenant and marketplace this connector serves. */
@Injectable()
export class ListingsRepository {
  private readonly reads: Reads;

  constructor(dataSource: DataSource) {
    this.reads = readsOf(dataSource);
  }

  /** Records a page of listings as seen by the sync `jobId`. */
  async upsertSeen(tx: Tx, tenantId: string, slug: string, listings: readonly MarketplaceListing[], jobId: string): Promise<void> {
    if (listings.length === 0) return;
    await tx.query(
      `INSERT INTO listings (tenant_id, slug, sku, barcode, listing_id, title, quantity, price, status, seen_by_sync, synced_at)
       SELECT $1, $2, sku, barcode, listing_id, title, quantity, price, status, $4, now()
       FROM jsonb_to_recordset($3::jsonb)
         AS r(sku text, barcode text, listing_id text, title text, quantity int, price numeric, status text)
       ON CONFLICT (tenant_id, slug, sku) DO UPDATE SET barcode = EXCLUDED.barcode, listing_id = EXCLUDED.listing_id,
         title = EXCLUDED.title, quantity = EXCLUDED.quantity, price = EXCLUDED.price, status = EXCLUDED.status,
         seen_by_sync = EXCLUDED.seen_by_sync, synced_at = EXCLUDED.synced_at`,
      [tenantId, slug, JSON.stringify(dedupeBySku(listings)), jobId],
    );
  }

  /**
   * After the sync `jobId` saw every listing: forgets those it did not see (gone from the
   * marketplace) with their pending stock pushes, and brings `mapped` in line with `active`.
   * Returns the SKUs the catalog must now count as listed here, and those it must not.
   */
  async settleMap(tx: Tx, tenantId: string, slug: string, jobId: string): Promise<{ add: string[]; remove: string[] }> {
    const gone: Array<Record<string, unknown>> = await tx.query(
      `WITH gone AS (
         DELETE FROM listings WHERE tenant_id = $1 AND slug = $2 AND seen_by_sync IS DISTINCT FROM $3 RETURNING sku, mapped
       ), pushes AS (
         DELETE FROM stock_pushes p USING gone WHERE p.tenant_id = $1 AND p.slug = $2 AND p.sku = gone.sku
       ) SELECT sku, mapped FROM gone`,
      [tenantId, slug, jobId],
    );
    const changed: Array<Record<string, unknown>> = await tx.query(
      `WITH changed AS (
         UPDATE listings SET mapped = (status = 'active')
         WHERE tenant_id = $1 AND slug = $2 AND mapped <> (status = 'active') RETURNING sku, mapped
       ) SELECT sku, mapped FROM changed`,
      [tenantId, slug],
    );
    const skus = (rows: Array<Record<string, unknown>>, mapped: boolean) =>
      rows.filter((row) => row.mapped === mapped).map((row) => row.sku as string);
    return { add: skus(changed, true), remove: [...skus(gone, true), ...skus(changed, false)] };
  }

  /** The counts as the transaction `tx` sees them. */
  async counts(tx: Tx, tenantId: string, slug: string): Promise<ListingCounts> {
    const [row]: Array<Record<string, unknown>> = await tx.query(COUNTS.text, [tenantId, slug]);
    return countsFromDb(row);
  }

  /** One page of a tenant's listings on `slug`, by SKU, and how many there are. */
  async page(tenantId: string, slug: string, page: number, perPage: number): Promise<{ rows: MarketplaceListingDto[]; total: number }> {
    const raw = await this.reads.query(PAGE, [tenantId, slug, perPage, (page - 1) * perPage]);
    // A page past the end has no row to carry the total: it is counted on its own.
    let total = raw.length > 0 ? (raw[0].total as number) : 0;
    if (raw.length === 0 && page > 1) total = countsFromDb((await this.reads.query(COUNTS, [tenantId, slug]))[0]).listings;
    return { rows: raw.map(fromDb), total };
  }
}

/** A listing row as `GET /marketplaces/{slug}/products` shows it. */
function fromDb(raw: Record<string, unknown>): MarketplaceListingDto {
  return {
    sku: raw.sku as string,
    barcode: raw.barcode as string | null,
    listing_id: raw.listing_id as string,
    title: raw.title as string | null,
    quantity: raw.quantity as number,
    price: raw.price === null ? null : Number(raw.price),
    status: raw.status as string,
    product_id: raw.product_id as string | null,
    synced_at: (raw.synced_at as Date).toISOString(),
  };
}

function countsFromDb(raw: Record<string, unknown>): ListingCounts {
  return { listings: raw.listings as number, active_listings: raw.active_listings as number };
}

/** One row per SKU (a marketplace may report a SKU twice across variants): the last one wins. */
function dedupeBySku(listings: readonly MarketplaceListing[]): MarketplaceListing[] {
  return [...new Map(listings.map((listing) => [listing.sku, listing])).values()];
}
