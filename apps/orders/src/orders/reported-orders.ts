import { type MarketplaceOrderDto, type MarketplaceSlug, newId, ORDER_STATUSES, type OrderStatus } from '@tezgah/contracts';
import type { OrderRow, TrackingSource } from './order-row';

/**
 * Decisions §7's system transitions: where what the marketplace reports may move a known order.
 * Forward only (a re-poll of an older state changes nothing), never out of a final state.
 * `processing` is the seller's to set (it starts invoicing), so a marketplace word for it moves nothing.
 */
export const MARKETPLACE_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ['shipped', 'delivered', 'cancelled'],
  processing: ['shipped', 'delivered', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

/**
 * Whether an unknown order is stored: one created before the seller connected (`connectedAt`, the
 * first sync's read) only while open, not yet shipped nor cancelled; one created since whatever its
 * status (docs/orders.md, "Orders open at connect").
 */
export function isImported(order: OrderRow, connectedAt: Date | null): boolean {
  const open = order.status === 'created' || order.status === 'processing';
  return open || connectedAt === null || order.created_at >= connectedAt;
}

/**
 * One report per order, in marketplace order id order (so concurrent ingests lock rows in the same
 * order and cannot deadlock); of an order reported twice in one call, its newest state.
 */
export function latestPerOrder(orders: readonly MarketplaceOrderDto[]): MarketplaceOrderDto[] {
  const latest = new Map<string, MarketplaceOrderDto>();
  for (const order of orders) {
    const seen = latest.get(order.marketplace_order_id);
    if (!seen || timeOf(order.updated_at, 0) >= timeOf(seen.updated_at, 0)) latest.set(order.marketplace_order_id, order);
  }
  return [...latest.values()].sort((a, b) => (a.marketplace_order_id < b.marketplace_order_id ? -1 : 1));
}

/** A new order as the marketplace holds it now (an order first seen cancelled is stored cancelled). */
export function newOrderRow(tenantId: string, slug: MarketplaceSlug, reported: MarketplaceOrderDto, now: Date): OrderRow {
  const address = reported.shipping_address;
  const billing = reported.billing_address;
  return {
    id: newId('ord'),
    tenant_id: tenantId,
    marketplace: slug,
    marketplace_order_id: reported.marketplace_order_id,
    status: statusOf(reported),
    marketplace_status: reported.marketplace_status,
    customer: { name: reported.customer.name ?? '', phone: reported.customer.phone, email: reported.customer.email },
    items: reported.items.map((item) => ({
      sku: item.sku,
      title: item.title ?? '',
      quantity: item.quantity,
      price: item.price,
      line_id: item.line_id,
      vat_rate: item.vat_rate ?? null,
    })),
    total: reported.total,
    currency: reported.currency,
    shipping_address: {
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? null,
      city: address?.city ?? '',
      district: address?.district ?? null,
      postal_code: address?.postal_code ?? null,
      country: address?.country || 'TR',
    },
    billing_address: {
      tax_office: billing?.tax_office ?? null,
      tax_number: billing?.tax_number ?? null,
      line1: billing?.line1 ?? null,
      city: billing?.city ?? null,
    },
    tracking_number: reported.tracking_number ?? null,
    cargo_provider: reported.cargo_provider ?? null,
    tracking_source: reportsShipment(reported) ? reportedSource(reported, reported.tracking_number, reported.cargo_provider) : null,
    invoice_id: null,
    status_seq: 1,
    created_at: new Date(timeOf(reported.created_at, now.getTime())),
    updated_at: now,
  };
}

/**
 * A known order after what the marketplace reports now: its status moved along
 * MARKETPLACE_TRANSITIONS, the tracking number and carrier taken when reported (never over the
 * seller's), the marketplace's word kept. Null when nothing changes (a final order changes no more).
 */
export function applyReport(current: OrderRow, reported: MarketplaceOrderDto, now: Date): OrderRow | null {
  const onward = MARKETPLACE_TRANSITIONS[current.status];
  if (!onward.length) return null;
  const reportedStatus = statusOf(reported);
  const status = onward.includes(reportedStatus) ? reportedStatus : current.status;
  const { tracking_number, cargo_provider, tracking_source } = shipmentAfter(current, reported);
  const seen = status !== current.status || tracking_number !== current.tracking_number || cargo_provider !== current.cargo_provider;
  if (!seen && tracking_source === current.tracking_source && reported.marketplace_status === current.marketplace_status) return null;
  return {
    ...current,
    status,
    tracking_number,
    cargo_provider,
    tracking_source,
    marketplace_status: reported.marketplace_status,
    status_seq: status === current.status ? current.status_seq : current.status_seq + 1,
    // Only a change the seller can see moves updated_at; the marketplace's own word is bookkeeping.
    updated_at: seen ? now : current.updated_at,
  };
}

/** The seller's tracking number and carrier stay whatever is reported; otherwise the marketplace's are taken when it reports them. */
function shipmentAfter(
  current: OrderRow,
  reported: MarketplaceOrderDto,
): Pick<OrderRow, 'tracking_number' | 'cargo_provider' | 'tracking_source'> {
  const { tracking_number, cargo_provider, tracking_source } = current;
  if (tracking_source === 'seller' || !reportsShipment(reported)) return { tracking_number, cargo_provider, tracking_source };
  const shipment = {
    tracking_number: reported.tracking_number ?? tracking_number,
    cargo_provider: reported.cargo_provider ?? cargo_provider,
  };
  return { ...shipment, tracking_source: reportedSource(reported, shipment.tracking_number, shipment.cargo_provider) };
}

function reportsShipment(reported: MarketplaceOrderDto): boolean {
  return reported.tracking_number != null || reported.cargo_provider != null;
}

/** Assigned only with both on the order: a seller is held to a whole shipment, not half of one. */
function reportedSource(reported: MarketplaceOrderDto, trackingNumber?: string | null, cargoProvider?: string | null): TrackingSource {
  return reported.tracking_assigned_by_marketplace && trackingNumber != null && cargoProvider != null
    ? 'marketplace_assigned'
    : 'marketplace';
}

/** The connector's mapped status; a word it could not place is `processing`, as the connectors map unknown words. */
function statusOf(reported: MarketplaceOrderDto): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(reported.status) ? (reported.status as OrderStatus) : 'processing';
}

function timeOf(value: string, fallback: number): number {
  const time = Date.parse(value);
  return Number.isNaN(time) ? fallback : time;
}
