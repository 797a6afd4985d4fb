import type { OrdersPage } from '@tezgah/connector-kit';
import type { MarketplaceOrderDto } from '@tezgah/contracts';
import { z } from 'zod';
import { TR_MARKETPLACE_ID } from './amazon-endpoints';
import type { SpApiSession } from './sp-api-session';

/** Where a live read of the recent orders starts. */
const RECENT_WINDOW_MS = 7 * 24 * 3600_000;
/**
 * Where the first sync starts: getOrders documents no history limit, and a seller's handling time
 * is at most 30 days, so an order unchanged for longer is no order still to ship (docs/orders.md).
 */
const LOOK_BACK_MS = 30 * 24 * 3600_000;
/** Each order on a page costs a getOrderItems (burst 30): a page never empties that bucket. */
const ORDERS_PAGE_SIZE = 20;

const money = z.object({ CurrencyCode: z.string(), Amount: z.string() });
const address = z
  .object({
    Name: z.string(),
    AddressLine1: z.string(),
    AddressLine2: z.string(),
    AddressLine3: z.string(),
    City: z.string(),
    County: z.string(),
    District: z.string(),
    StateOrRegion: z.string(),
    PostalCode: z.string(),
    CountryCode: z.string(),
    Phone: z.string(),
  })
  .partial()
  .loose();
const amazonOrder = z
  .object({
    AmazonOrderId: z.string(),
    PurchaseDate: z.string(),
    LastUpdateDate: z.string(),
    OrderStatus: z.string(),
    OrderTotal: money.optional(),
    ShippingAddress: address.optional(),
    BuyerInfo: z.object({ BuyerEmail: z.string().optional(), BuyerName: z.string().optional() }).loose().optional(),
  })
  .loose();
const amazonOrderItem = z
  .object({
    OrderItemId: z.string(),
    ASIN: z.string(),
    SellerSKU: z.string().optional(),
    Title: z.string().optional(),
    QuantityOrdered: z.number().int(),
    QuantityShipped: z.number().int().optional(),
    ItemPrice: money.optional(),
  })
  .loose();
export type AmazonOrderItem = z.infer<typeof amazonOrderItem>;
const ordersAnswer = z.object({
  payload: z.object({ Orders: z.array(amazonOrder), NextToken: z.string().optional(), LastUpdatedBefore: z.string().optional() }),
});
const itemsAnswer = z.object({ payload: z.object({ OrderItems: z.array(amazonOrderItem), NextToken: z.string().optional() }) });

/** The poller's cursor: orders updated from `since`; mid-way through a listing, its NextToken and end. */
const ordersCursor = z.object({ since: z.string(), until: z.string().optional(), next: z.string().optional() });
type OrdersCursor = z.infer<typeof ordersCursor>;

/**
 * Orders v0 status → the spec's Order status. Pending (payment not yet authorised) and Unshipped
 * are a new order to the seller; Amazon reports no delivery or return on the order itself.
 */
const ORDER_STATUS: Record<string, string> = {
  PendingAvailability: 'created',
  Pending: 'created',
  Unshipped: 'created',
  PartiallyShipped: 'processing',
  Shipped: 'shipped',
  InvoiceUnconfirmed: 'shipped',
  Canceled: 'cancelled',
  Unfulfillable: 'cancelled',
};

/** getOrders by LastUpdatedAfter, each order with its getOrderItems; the window's end is the next cursor. */
export async function pullAmazonOrders(session: SpApiSession, cursor: string | null): Promise<OrdersPage> {
  const state = readCursor(cursor) ?? { since: new Date(Date.now() - RECENT_WINDOW_MS).toISOString() };
  const query = state.next
    ? { MarketplaceIds: TR_MARKETPLACE_ID, NextToken: state.next }
    : { MarketplaceIds: TR_MARKETPLACE_ID, LastUpdatedAfter: state.since, MaxResultsPerPage: ORDERS_PAGE_SIZE };
  const { payload } = ordersAnswer.parse(await session.json({ method: 'GET', path: '/orders/v0/orders', operation: 'getOrders', query }));
  const orders: MarketplaceOrderDto[] = [];
  for (const order of payload.Orders) orders.push(toOrderDto(order, await orderItems(session, order.AmazonOrderId)));
  // Amazon answers the window's end; without it, the newest update seen (the next query repeats it at worst).
  const until =
    state.until ??
    payload.LastUpdatedBefore ??
    payload.Orders.map((o) => o.LastUpdateDate)
      .sort()
      .at(-1) ??
    state.since;
  if (payload.NextToken) return { orders, cursor: writeCursor({ since: state.since, until, next: payload.NextToken }), more: true };
  return { orders, cursor: writeCursor({ since: until }), more: false };
}

/** The first sync's cursor: orders updated in the look-back window. */
export function lookBackOrdersCursor(now: number): string {
  return writeCursor({ since: new Date(now - LOOK_BACK_MS).toISOString() });
}

/** Every item of an order (getOrderItems, all its pages). */
export async function orderItems(session: SpApiSession, orderId: string): Promise<AmazonOrderItem[]> {
  const items = [];
  let next: string | undefined;
  do {
    const { payload } = itemsAnswer.parse(
      await session.json({
        method: 'GET',
        path: `/orders/v0/orders/${encodeURIComponent(orderId)}/orderItems`,
        operation: 'getOrderItems',
        query: { NextToken: next },
      }),
    );
    items.push(...payload.OrderItems);
    next = payload.NextToken;
  } while (next);
  return items;
}

function toOrderDto(order: z.infer<typeof amazonOrder>, items: Array<z.infer<typeof amazonOrderItem>>): MarketplaceOrderDto {
  const lines = items.map((item) => ({
    sku: item.SellerSKU ?? item.ASIN,
    title: item.Title ?? null,
    quantity: item.QuantityOrdered,
    // v0's ItemPrice is the line's total; the spec's item price is per unit.
    price: item.ItemPrice && item.QuantityOrdered > 0 ? round2(Number(item.ItemPrice.Amount) / item.QuantityOrdered) : 0,
    line_id: item.OrderItemId,
  }));
  const ship = order.ShippingAddress;
  return {
    marketplace_order_id: order.AmazonOrderId,
    marketplace_status: order.OrderStatus,
    status: ORDER_STATUS[order.OrderStatus] ?? 'created',
    customer: {
      name: order.BuyerInfo?.BuyerName ?? ship?.Name ?? null,
      email: order.BuyerInfo?.BuyerEmail ?? null,
      phone: ship?.Phone ?? null,
    },
    items: lines,
    total: order.OrderTotal ? Number(order.OrderTotal.Amount) : round2(lines.reduce((sum, line) => sum + line.price * line.quantity, 0)),
    currency: order.OrderTotal?.CurrencyCode ?? 'TRY',
    shipping_address: ship
      ? {
          line1: ship.AddressLine1 ?? null,
          line2: [ship.AddressLine2, ship.AddressLine3].filter(Boolean).join(' ') || null,
          city: ship.City ?? ship.StateOrRegion ?? null,
          district: ship.District ?? ship.County ?? null,
          postal_code: ship.PostalCode ?? null,
          country: ship.CountryCode ?? 'TR',
        }
      : null,
    created_at: order.PurchaseDate,
    updated_at: order.LastUpdateDate,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function readCursor(cursor: string | null): OrdersCursor | null {
  if (!cursor) return null;
  try {
    return ordersCursor.parse(JSON.parse(cursor));
  } catch {
    return null;
  }
}

const writeCursor = (cursor: OrdersCursor) => JSON.stringify(cursor);
