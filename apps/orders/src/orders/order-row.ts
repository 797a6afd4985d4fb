import type { BillableOrderDto, MarketplaceSlug, OrderDto, OrderStatus, TrackingSource, VatRate } from '@tezgah/contracts';

/**
 * An order line as stored: the wire shape plus the marketplace's own line id (its status calls name
 * lines) and the KDV rate it gave (absent on lines stored before it was kept).
 */
export type OrderLine = OrderDto['items'][number] & { line_id: string | null; vat_rate?: VatRate | null };

export type { TrackingSource };

/** An order as stored: the wire shape with real dates, plus what the service keeps for itself. */
export interface OrderRow extends Omit<OrderDto, 'marketplace' | 'items' | 'created_at' | 'updated_at'> {
  tenant_id: string;
  marketplace: MarketplaceSlug;
  items: OrderLine[];
  /** The marketplace's own status word as last seen (Created, Unshipped, …). */
  marketplace_status: string;
  /** Who set `tracking_number` and `cargo_provider`; null while the order has neither. */
  tracking_source: TrackingSource | null;
  /** Grows by one with every status change: a mirror never sends an older status after a newer one. */
  status_seq: number;
  /** The marketplace's order time. */
  created_at: Date;
  updated_at: Date;
}

/** One status change, as the history keeps it. */
export interface StatusChange {
  order: OrderRow;
  from: OrderStatus | null;
  by: 'seller' | 'marketplace' | 'carrier';
  user_id: number | null;
}

export function toOrderDto(row: OrderRow): OrderDto {
  const {
    tenant_id: _tenant,
    marketplace_status: _word,
    tracking_source: _source,
    status_seq: _seq,
    items,
    created_at,
    updated_at,
    ...fields
  } = row;
  return {
    ...fields,
    items: items.map(({ sku, title, quantity, price }) => ({ sku, title, quantity, price })),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  };
}

/** The order as invoicing reads it: each line with the marketplace's KDV rate. */
export function toBillableOrderDto(row: OrderRow): BillableOrderDto {
  return {
    ...toOrderDto(row),
    items: row.items.map(({ sku, title, quantity, price, vat_rate }) => ({ sku, title, quantity, price, vat_rate: vat_rate ?? null })),
  };
}
