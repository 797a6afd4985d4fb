import type { MarketplaceListing } from '@tezgah/connector-kit';
import type { MarketplaceOrderDto } from '@tezgah/contracts';
import { z } from 'zod';

/** Çiçeksepeti's answers as we read them (docs/simulators/ciceksepeti.md says which fields are transcribed and which assumed). */
const text = z.string().nullable().optional();

const product = z.object({
  productName: text,
  productCode: z.union([z.string(), z.number()]).transform(String),
  stockCode: z.string(),
  barcode: text,
  isActive: z.boolean().optional(),
  productStatusType: text,
  StockQuantity: z.number().int(),
  SalesPrice: z.number().nullable().optional(),
});

export const productsAnswer = z.object({ totalCount: z.number().int(), products: z.array(product) });

export const batchAnswer = z.object({ batchId: z.string().min(1) });

const batchItem = z.object({
  status: z.string(),
  failureReasons: z.array(z.string()).nullable().optional(),
  data: z.object({ stockCode: z.string() }),
});

export const batchStatusAnswer = z.object({ batchId: z.string(), items: z.array(batchItem) });
export type CsBatchStatus = z.infer<typeof batchStatusAnswer>;

const orderItem = z.object({
  orderId: z.union([z.string(), z.number()]).transform(String),
  orderItemId: z.number().int(),
  orderCreateDate: z.string(),
  orderModifyDate: z.string(),
  orderItemStatusId: z.number().int(),
  orderProductStatus: text,
  code: z.string(),
  name: text,
  quantity: z.number().int(),
  itemPrice: z.number(),
  totalPrice: z.number(),
  currency: text,
  senderName: text,
  senderPhone: text,
  senderEmail: text,
  receiverAddress: text,
  receiverCity: text,
  receiverDistrict: text,
  zipCode: text,
  receiverCountryCode: text,
  cargoCompany: text,
  cargoNumber: text,
});
export type CsOrderItem = z.infer<typeof orderItem>;

export const ordersAnswer = z.object({
  orderListCount: z.number().int(),
  pageCount: z.number().int(),
  supplierOrderListWithBranch: z.array(orderItem),
});

export const canceledAnswer = z.object({ totalCount: z.number().int(), pageCount: z.number().int(), orderItemsList: z.array(orderItem) });

export const itemMovesAnswer = z.object({
  orderItems: z.array(z.object({ orderItemId: z.number().int(), isSuccess: z.boolean(), message: text })),
});

/** Its status ids (1 new, 2 preparing, 11 to be shipped, 5 shipped, 7 delivered, 3 handed to the courier; 6 cancelled; 20–23 and 18 the return flow). */
export const CS_STATUS_IDS = { preparing: 2, readyForCargo: 11, shipped: 5, delivered: 7 } as const;

/** A status id to the spec's Order status; an id we do not know yet is processing (the order exists and is not final). */
export function orderStatusOf(statusId: number): string {
  if (statusId === 1) return 'created';
  if (statusId === 5 || statusId === 3) return 'shipped';
  if (statusId === 7) return 'delivered';
  if (statusId === 6) return 'cancelled';
  if (statusId === 18 || (statusId >= 20 && statusId <= 23)) return 'returned';
  return 'processing';
}

export function toListing(item: z.infer<typeof product>): MarketplaceListing {
  return {
    sku: item.stockCode,
    barcode: item.barcode ?? null,
    listing_id: item.productCode,
    title: item.productName ?? null,
    quantity: item.StockQuantity,
    price: item.SalesPrice ?? null,
    status: item.isActive === false ? (item.productStatusType ?? 'passive') : 'active',
  };
}

/** Çiçeksepeti lists items; an order is the items sharing an `orderId`, in the order they came. */
export function toOrders(items: CsOrderItem[]): MarketplaceOrderDto[] {
  const byOrder = new Map<string, CsOrderItem[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return [...byOrder.values()].map(toOrder);
}

function toOrder(items: CsOrderItem[]): MarketplaceOrderDto {
  const [first] = items;
  // The order's status is its least advanced item's; its change time its newest item's.
  const lead = items.reduce((a, b) => (rank(b.orderItemStatusId) < rank(a.orderItemStatusId) ? b : a));
  const updated = items.map((item) => Date.parse(item.orderModifyDate)).reduce((a, b) => Math.max(a, b));
  return {
    marketplace_order_id: first.orderId,
    marketplace_status: lead.orderProductStatus ?? String(lead.orderItemStatusId),
    status: orderStatusOf(lead.orderItemStatusId),
    // The buyer of a (gift) order is its sender.
    customer: { name: first.senderName ?? null, email: first.senderEmail ?? null, phone: first.senderPhone ?? null },
    items: items.map((item) => ({
      sku: item.code,
      title: item.name ?? null,
      quantity: item.quantity,
      price: item.itemPrice,
      line_id: String(item.orderItemId),
    })),
    total: items.reduce((sum, item) => sum + item.totalPrice, 0),
    currency: first.currency ?? 'TRY',
    shipping_address: {
      line1: first.receiverAddress ?? null,
      line2: null,
      city: first.receiverCity ?? null,
      district: first.receiverDistrict ?? null,
      postal_code: first.zipCode ?? null,
      country: first.receiverCountryCode ?? 'TR',
    },
    tracking_number: lead.cargoNumber ?? null,
    cargo_provider: lead.cargoCompany ?? null,
    created_at: new Date(first.orderCreateDate).toISOString(),
    updated_at: new Date(updated).toISOString(),
  };
}

/** How far along an item is, to pick the least advanced (cancelled and returned items count as final). */
function rank(statusId: number): number {
  const order = [1, 2, 11, 5, 3, 7];
  const at = order.indexOf(statusId);
  return at === -1 ? order.length : at;
}
