import type { MarketplaceListing } from '@tezgah/connector-kit';
import type { MarketplaceOrderDto } from '@tezgah/contracts';
import { z } from 'zod';

/**
 * Idefix's answers as we read them (docs/simulators/idefix.md says which shapes are documented
 * and which are taken from published clients); unknown fields are ignored.
 */
const text = z.string().nullable().optional();
const id = z.union([z.string(), z.number()]).transform(String);

const product = z.object({
  barcode: z.string(),
  title: text,
  vendorStockCode: text,
  inventoryQuantity: z.number().int().nullable().optional(),
  price: z.number().nullable().optional(),
  status: text,
  reference: id.nullable().optional(),
});
export const productsAnswer = z.object({ products: z.array(product) });

export const inventoryUploadAnswer = z.object({ batchRequestId: z.string() });

export const inventoryResultAnswer = z.object({
  status: z.string(),
  items: z.array(z.object({ barcode: z.string(), status: z.string(), failureReasons: z.array(z.string()).nullable().optional() })),
});
export type IdefixInventoryResult = z.infer<typeof inventoryResultAnswer>;

const shipment = z.object({
  id,
  orderNumber: z.string(),
  status: z.string(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
  customerName: text,
  customerEmail: text,
  customerPhone: text,
  cargoTrackingNumber: text,
  cargoCompanyName: text,
  shippingAddress: z.object({ address: text, city: text, county: text, postalCode: text }).nullable().optional(),
  items: z.array(
    z.object({ id, barcode: z.string(), vendorStockCode: text, productName: text, quantity: z.number().int(), price: z.number() }),
  ),
});
export type IdefixShipment = z.infer<typeof shipment>;

const listPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), pageCount: z.number().int(), currentPage: z.number().int() });
export const shipmentsAnswer = listPage(shipment);
export const claimsAnswer = listPage(z.object({ id, orderNumber: z.string(), createdAt: z.string() }));
export const shipmentStatusAnswer = z.object({}).passthrough();

export function toListing(item: z.infer<typeof product>): MarketplaceListing {
  return {
    sku: item.vendorStockCode ?? item.barcode,
    barcode: item.barcode,
    listing_id: item.reference ?? item.barcode,
    title: item.title ?? null,
    quantity: item.inventoryQuantity ?? 0,
    price: item.price ?? null,
    // `not_matched` and the other pool states are not on sale yet.
    status: item.status === 'matched' ? 'active' : (item.status ?? 'passive'),
  };
}

/**
 * A shipment's status to the spec's Order statuses (values from published clients): new or
 * approved → created; ready, picking, invoiced or split → processing; in cargo → shipped;
 * delivered → delivered; cancelled or not supplied → cancelled; not delivered (back to the
 * seller) → returned; an unknown word → processing (the order exists and is not final).
 */
const STATUS_OF: Record<string, string> = {
  created: 'created',
  shipment_approved: 'created',
  shipment_ready: 'processing',
  shipment_picking: 'processing',
  shipment_invoiced: 'processing',
  shipment_split: 'processing',
  shipment_in_cargo: 'shipped',
  shipment_delivered: 'delivered',
  shipment_cancelled: 'cancelled',
  shipment_unsupplied: 'cancelled',
  shipment_undeliver: 'returned',
};

export const statusOf = (status: string): string => STATUS_OF[status] ?? 'processing';

/** A shipment as our order; returned from the moment (`claimedAt`) a return claim names its order. */
export function toOrder(item: IdefixShipment, claimedAt: string | null): MarketplaceOrderDto {
  const address = item.shippingAddress;
  const returned = claimedAt !== null;
  const updatedAt = Math.max(Date.parse(item.lastUpdatedAt), returned ? Date.parse(claimedAt) : 0);
  return {
    marketplace_order_id: item.orderNumber,
    marketplace_status: returned ? 'claim' : item.status,
    status: returned ? 'returned' : statusOf(item.status),
    customer: { name: item.customerName ?? null, email: item.customerEmail ?? null, phone: item.customerPhone ?? null },
    items: item.items.map((line) => ({
      sku: line.vendorStockCode ?? line.barcode,
      title: line.productName ?? null,
      quantity: line.quantity,
      price: line.price,
      line_id: line.id,
    })),
    total: item.items.reduce((sum, line) => sum + line.price * line.quantity, 0),
    currency: 'TRY',
    shipping_address: address
      ? {
          line1: address.address ?? null,
          line2: null,
          city: address.city ?? null,
          district: address.county ?? null,
          postal_code: address.postalCode ?? null,
          country: 'TR',
        }
      : null,
    tracking_number: item.cargoTrackingNumber ?? null,
    cargo_provider: item.cargoCompanyName ?? null,
    // Idefix's cargo profiles are its own agreements: the tracking number comes from Idefix.
    tracking_assigned_by_marketplace: Boolean(item.cargoTrackingNumber),
    created_at: new Date(item.createdAt).toISOString(),
    updated_at: new Date(updatedAt).toISOString(),
  };
}
