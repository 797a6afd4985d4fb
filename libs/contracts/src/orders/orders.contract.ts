/**
 * The orders service's API (request/reply) and its internal events. Orders are created only by
 * ingestion from the marketplaces (decisions §7); sellers read them and move their status.
 */
import { defineEvent } from '../events';
import type { CargoProvider, TrackingStatus } from '../cargo/cargo.contract';
import type { MarketplaceOrderDto } from '../marketplaces/connectors.contract';
import type { MarketplaceSlug } from '../marketplaces/registry';
import type { ErrorDetails } from '../error-codes';
import { fieldMessage } from '../messages.tr';
import type { OrderDto, OrderStatus, PageDto } from '../resources';
import { definePattern } from '../rpc';
import type { VatRate } from '../tenants/settings.contract';

/** The statuses a seller may ask for (`PATCH /orders/{id}/status`). */
export const REQUESTABLE_ORDER_STATUSES = ['processing', 'shipped', 'delivered'] as const;
export type RequestableOrderStatus = (typeof REQUESTABLE_ORDER_STATUSES)[number];

/** Decisions §7: where a seller's request may lead from each status; the current status is a no-op. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly RequestableOrderStatus[]>> = {
  created: ['processing', 'shipped'],
  processing: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  returned: [],
};

/** One status change of an order: who made it (the seller, the marketplace's report, the carrier's tracking) and when. */
export interface OrderHistoryEntryDto {
  seq: number;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  changed_by: 'seller' | 'marketplace' | 'carrier';
  user_id: number | null;
  at: string;
}

/** `GET /orders`: dates are calendar days in Europe/Istanbul, inclusive. */
export interface OrderListQuery {
  page: number;
  per_page: number;
  status?: OrderStatus;
  marketplace?: string;
  /** YYYY-MM-DD */
  from_date?: string;
  /** YYYY-MM-DD */
  to_date?: string;
  /** Marketplace order number, customer name or e-mail, tracking number; Turkish letters optional. */
  search?: string;
}

/** Decisions §9: an order in one of these cannot get a label (and tracking no longer moves it). */
export const LABEL_CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ['cancelled', 'returned', 'delivered'];

/**
 * Who set an order's tracking number and carrier: the marketplace's report (`marketplace`: a later
 * report, a seller's change or a label may replace them), the marketplace's contracted carrier
 * (`marketplace_assigned`: the seller ships with these and cannot send others) or the seller
 * (`seller`: typed in or a label's; no report replaces them).
 */
export type TrackingSource = 'marketplace' | 'marketplace_assigned' | 'seller';

/** An order as a label sees it: whose its tracking number is decides whether a label may replace it. */
export interface LabelTarget {
  order: OrderDto;
  tracking_source: TrackingSource | null;
}

/**
 * Why an order cannot get a label now (decisions §9), as `business.invalid` details: it is
 * cancelled, returned or delivered, or carries a tracking number a label may not replace (the
 * marketplace's contracted carrier's, or the seller's own). A number the marketplace merely
 * reported (its default carrier, the seller shipping under its own contract) is replaced. Null
 * when it can.
 */
export function labelRefusal({
  order,
  tracking_source,
}: {
  order: Pick<OrderDto, 'status' | 'tracking_number'>;
  tracking_source: TrackingSource | null;
}): ErrorDetails | null {
  if (LABEL_CLOSED_ORDER_STATUSES.includes(order.status)) {
    return { order_id: [{ code: 'order_closed', message: fieldMessage('label_order_closed', { status: order.status }) }] };
  }
  if (order.tracking_number && tracking_source !== 'marketplace') {
    return { order_id: [{ code: 'tracking_exists', message: fieldMessage('label_tracking_elsewhere', { value: order.tracking_number }) }] };
  }
  return null;
}

/** A label booked for the order: its tracking number and carrier become the order's (the seller's). */
export interface OrderShipmentAttach {
  id: string;
  tracking_number: string;
  cargo_provider: CargoProvider;
}

/** What the carrier reports of the order's parcel (decisions §9): moves the order forward, never back. */
export interface OrderCarrierProgress {
  id: string;
  tracking_number: string;
  status: TrackingStatus;
}

export interface OrderStatusChange {
  id: string;
  status: RequestableOrderStatus;
  tracking_number?: string;
  cargo_provider?: string;
}

/** An order as invoicing reads it: the spec's Order, its lines with the marketplace's KDV rate. */
export interface BillableOrderDto extends Omit<OrderDto, 'items'> {
  items: Array<OrderDto['items'][number] & { vat_rate: VatRate | null }>;
}

/** What one ingestion call did (idempotent on tenant, marketplace, marketplace_order_id). */
export interface IngestResult {
  created: number;
  updated: number;
  /** Known and as reported, or unknown and closed before the seller connected (`connected_at`). */
  unchanged: number;
}

export const OrdersList = definePattern<OrderListQuery, PageDto<OrderDto>>('orders.orders.list');

/** `GET /sales`: the days orders were placed on, calendar days in Europe/Istanbul, inclusive; both absent is today. */
export interface SalesQuery {
  /** YYYY-MM-DD */
  from_date?: string;
  /** YYYY-MM-DD */
  to_date?: string;
}

/** What a marketplace sold in one currency: orders neither cancelled nor returned, and what their buyers pay. */
export interface MarketplaceSalesDto {
  marketplace: string;
  currency: string;
  orders: number;
  amount: number;
}

export interface SalesDto {
  from_date: string;
  to_date: string;
  marketplaces: MarketplaceSalesDto[];
}

export const OrdersSales = definePattern<SalesQuery, SalesDto>('orders.orders.sales');
export const OrdersGet = definePattern<{ id: string }, OrderDto>('orders.orders.get');
/** Beyond the spec, for the console: the order's status changes, oldest first. */
export const OrdersHistory = definePattern<{ id: string }, OrderHistoryEntryDto[]>('orders.orders.history');
export const OrdersUpdateStatus = definePattern<OrderStatusChange, OrderDto>('orders.orders.updateStatus');
/** Internal (cargo only): the order and whose its tracking number is (another tenant's order is 404). */
export const OrdersLabelTarget = definePattern<{ id: string }, LabelTarget>('orders.orders.labelTarget');
/** Internal (cargo only): a label's tracking number and carrier set on the order; 422 for a closed order or another tracking number. */
export const OrdersAttachShipment = definePattern<OrderShipmentAttach, OrderDto>('orders.orders.attachShipment');
/** Internal (cargo only): carrier tracking as system transitions (`picked_up`… → shipped, `delivered` → delivered). */
export const OrdersCarrierProgress = definePattern<OrderCarrierProgress, OrderDto>('orders.orders.carrierProgress');
/** Internal (invoicing only): the order's invoice, the latest issued for it; no event (`invoice.created` announces it). */
export const OrdersAttachInvoice = definePattern<{ id: string; invoice_id: string }, OrderDto>('orders.orders.attachInvoice');
/** Internal (invoicing only): the order with each line's KDV rate as its marketplace gave it (null when it gave none; decisions §8). */
export const OrdersGetBillable = definePattern<{ id: string }, BillableOrderDto>('orders.orders.getBillable');
/** What a connector found on a marketplace, as the marketplace holds it now. */
export interface OrdersIngestRequest {
  slug: MarketplaceSlug;
  orders: MarketplaceOrderDto[];
  /**
   * When the connection's first sync read the marketplace (ISO 8601). An unknown order created
   * before it was there before the seller connected: it is stored only while open (`created` or
   * `processing`: not yet shipped, not cancelled). Known orders move as reported whatever their status.
   */
  connected_at?: string;
}

/** Internal (connectors only): orders a poll or a first sync found. */
export const OrdersIngest = definePattern<OrdersIngestRequest, IngestResult>('orders.orders.ingest');

/**
 * Internal event, one per ingested page (in its transaction): the stock the page's new orders take
 * and what its newly cancelled orders give back. The catalog writes them in one transaction, so a
 * burst of orders costs a transaction per page, not per order.
 */
export const OrderStockRequested = defineEvent<{
  take: Array<{ order_id: string; marketplace: string; items: Array<{ sku: string; quantity: number }> }>;
  give_back: Array<{ order_id: string; marketplace: string }>;
}>('orders.stock.requested');

/**
 * Internal event, written with an accepted seller status change: the slug's connector mirrors it
 * to the marketplace, retrying until it is taken or skipped (decisions §7).
 */
export const OrderStatusMirrorRequested = defineEvent<{
  order_id: string;
  marketplace: MarketplaceSlug;
  marketplace_order_id: string;
  status: RequestableOrderStatus;
  tracking_number: string | null;
  cargo_provider: string | null;
  /** The order's status sequence: a mirror never sends an older status after a newer one. */
  seq: number;
}>('orders.status.mirror_requested');

/**
 * Internal event, written with every status change of an order (a seller's, a carrier's, the
 * marketplace's, and a new order's first status) in its transaction: services that act on an
 * order reaching a status (invoicing: `processing` issues the automatic invoice, `cancelled`
 * cancels an accepted e-Arşiv one) take it here rather than from `order.updated`, which also
 * reports changes that move no status.
 */
export const OrderStatusEntered = defineEvent<{
  order_id: string;
  marketplace: MarketplaceSlug;
  status: OrderStatus;
  from: OrderStatus | null;
  seq: number;
}>('orders.status.entered');
