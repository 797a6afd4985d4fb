import type { MarketplaceListing } from '@tezgah/connector-kit';
import type { MarketplaceOrderDto } from '@tezgah/contracts';
import { z } from 'zod';
import { fromModanisaDateTime } from './modanisa-dates';

/**
 * Modanisa's answers as we read them (docs/simulators/modanisa.md says which fields are
 * documented and which our sandbox assumes); unknown fields are ignored.
 */
const text = z.string().nullable().optional();
const id = z.union([z.string(), z.number()]).transform(String);

const variant = z.object({
  variant_id: id,
  barcode: z.string(),
  stock_code: text,
  quantity: z.number().int(),
  price: z.number().nullable().optional(),
  status: z.boolean().optional(),
});
const product = z.object({ product_id: id.nullable(), status: z.string(), variants: z.array(variant) });
export const productsAnswer = z.object({ data: z.object({ products: z.array(product) }) });

export const batchAnswer = z.object({ success: z.boolean(), batchId: z.string() });
export const batchResultAnswer = z.object({
  status: z.string(),
  items: z.record(z.string(), z.object({ status: z.string(), errors: z.array(z.string()).default([]) })),
});
export type ModanisaBatchResult = z.infer<typeof batchResultAnswer>;

const line = z.object({
  productName: text,
  productId: text,
  variantId: text,
  modanisaOrderProductId: id,
  price: z.union([z.string(), z.number()]).transform(Number),
  quantity: z.number().int(),
  barcode: z.string(),
  currency: text,
  status: z.string(),
});
const order = z.object({
  orderId: id,
  paymentStatus: z.string(),
  date: z.string(),
  cargoLabel: text,
  shipmentInfo: z
    .object({ fullName: text, address: text, district: text, city: text, zip: text, phoneNumber: text, countryCod: text })
    .nullable()
    .optional(),
  products: z.array(line),
});
export type ModanisaOrder = z.infer<typeof order>;
export const ordersAnswer = z.object({ data: z.object({ orders: z.object({ totalCount: z.number().int(), details: z.array(order) }) }) });

/** One listing per variant (a colour of a product, in one size); products Modanisa refused carry none. */
export function toListings(item: z.infer<typeof product>): MarketplaceListing[] {
  if (item.status === 'CREATE_PRODUCT_ERROR') return [];
  return item.variants.map((v) => ({
    sku: v.stock_code ?? v.barcode,
    barcode: v.barcode,
    listing_id: v.variant_id,
    title: item.product_id,
    quantity: v.quantity,
    price: v.price ?? null,
    status: v.status === false ? 'passive' : 'active',
  }));
}

/**
 * A line's `status` to the spec's Order statuses: Pending (to be sent, documented) → created;
 * Shipped, Delivered, Returned as they say; Cancelled, and Missing (reported unsupplied) →
 * cancelled; an unknown word → processing (the line exists and is not final).
 */
const LINE_STATUS: Record<string, string> = {
  Pending: 'created',
  Shipped: 'shipped',
  Delivered: 'delivered',
  Returned: 'returned',
  Cancelled: 'cancelled',
  Missing: 'cancelled',
};

/**
 * The order's status from its payment and its lines: a rejected payment cancels it; every line
 * cancelled or unsupplied → cancelled; any returned → returned; of the lines still standing, all
 * delivered → delivered, any sent → shipped, else the least advanced line's status.
 */
export function statusOf(item: Pick<ModanisaOrder, 'paymentStatus' | 'products'>): string {
  if (item.paymentStatus === 'rejected') return 'cancelled';
  const lines = item.products.map((p) => LINE_STATUS[p.status] ?? 'processing');
  const standing = lines.filter((status) => status !== 'cancelled');
  if (!standing.length) return 'cancelled';
  if (standing.includes('returned')) return 'returned';
  if (standing.every((status) => status === 'delivered')) return 'delivered';
  if (standing.some((status) => status === 'shipped' || status === 'delivered')) return 'shipped';
  return standing.includes('processing') ? 'processing' : 'created';
}

export function toOrder(item: ModanisaOrder): MarketplaceOrderDto {
  const address = item.shipmentInfo;
  const at = fromModanisaDateTime(item.date).toISOString();
  return {
    marketplace_order_id: item.orderId,
    marketplace_status: [...new Set(item.products.map((p) => p.status))].join(','),
    status: statusOf(item),
    customer: { name: address?.fullName ?? null, email: null, phone: address?.phoneNumber ?? null },
    items: item.products.map((p) => ({
      sku: p.productId ?? p.barcode,
      title: p.productName ?? null,
      quantity: p.quantity,
      price: p.price,
      line_id: p.modanisaOrderProductId,
    })),
    total: item.products.reduce((sum, p) => sum + p.price * p.quantity, 0),
    currency: item.products[0]?.currency ?? 'TRY',
    shipping_address: address
      ? {
          line1: address.address ?? null,
          line2: null,
          city: address.city ?? null,
          district: address.district ?? null,
          postal_code: address.zip ?? null,
          country: address.countryCod ?? 'TR',
        }
      : null,
    // The label is Modanisa's own carrier's: the seller ships with it.
    tracking_number: item.cargoLabel ?? null,
    tracking_assigned_by_marketplace: Boolean(item.cargoLabel),
    // Modanisa reports no change time: the order's date stands for both.
    created_at: at,
    updated_at: at,
  };
}
