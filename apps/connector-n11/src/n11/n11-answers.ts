import type { MarketplaceListing } from '@tezgah/connector-kit';
import type { MarketplaceOrderDto } from '@tezgah/contracts';
import { z } from 'zod';

/** n11's REST answers as we read them (research §3.2; the parts it does not show as our sandbox serves them). */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), totalPages: z.number().int(), totalElements: z.number().int() });

const product = z.object({
  n11ProductId: z.union([z.string(), z.number()]),
  stockCode: z.string(),
  barcode: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  salePrice: z.number().nullable().optional(),
  quantity: z.number().int(),
  status: z.string(),
});

export const productsAnswer = pageOf(product);

export const taskAnswer = z.object({ id: z.union([z.string(), z.number()]), status: z.string() });

const text = z.string().nullable().optional();
const shipmentPackage = z.object({
  orderNumber: z.string(),
  shipmentPackageStatus: z.string(),
  customerfullName: text,
  customerEmail: text,
  shippingAddress: z.object({ address: text, city: text, district: text, postalCode: text, gsm: text }).nullable().optional(),
  // n11 adds the tax office and number (taxHouse, taxId) to a corporate buyer's billing address.
  billingAddress: z.object({ address: text, city: text, taxHouse: text, taxId: text }).nullable().optional(),
  cargoTrackingNumber: z.union([z.string(), z.number()]).nullable().optional(),
  cargoProviderName: text,
  createdDate: z.number().int(),
  lastModifiedDate: z.number().int(),
  lines: z.array(
    z.object({
      orderLineId: z.union([z.string(), z.number()]).nullable().optional(),
      productName: text,
      stockCode: z.string(),
      quantity: z.number().int(),
      price: z.number(),
      sellerInvoiceAmount: z.number().optional(),
    }),
  ),
});

export const packagesAnswer = pageOf(shipmentPackage);

export function toListing(item: z.infer<typeof product>): MarketplaceListing {
  return {
    sku: item.stockCode,
    barcode: item.barcode ?? null,
    listing_id: String(item.n11ProductId),
    title: item.title ?? null,
    quantity: item.quantity,
    price: item.salePrice ?? null,
    status: item.status === 'Active' ? 'active' : item.status,
  };
}

/**
 * n11 package statuses to the spec's Order statuses: Created and UnPacked → created, Picking →
 * processing, Shipped → shipped, Delivered → delivered, Cancelled and UnSupplied → cancelled,
 * Returned → returned; an unknown word → processing (the order exists and is not final).
 */
const STATUS_OF: Record<string, string> = {
  Created: 'created',
  UnPacked: 'created',
  Picking: 'processing',
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
  UnSupplied: 'cancelled',
  Returned: 'returned',
};

export function toOrder(item: z.infer<typeof shipmentPackage>): MarketplaceOrderDto {
  const address = item.shippingAddress;
  return {
    marketplace_order_id: item.orderNumber,
    marketplace_status: item.shipmentPackageStatus,
    status: STATUS_OF[item.shipmentPackageStatus] ?? 'processing',
    customer: { name: item.customerfullName ?? null, email: item.customerEmail ?? null, phone: address?.gsm ?? null },
    items: item.lines.map((line) => ({
      sku: line.stockCode,
      title: line.productName ?? null,
      quantity: line.quantity,
      price: line.price,
      line_id: line.orderLineId == null ? null : String(line.orderLineId),
    })),
    total: item.lines.reduce((sum, line) => sum + (line.sellerInvoiceAmount ?? line.price * line.quantity), 0),
    currency: 'TRY',
    shipping_address: address
      ? {
          line1: address.address ?? null,
          line2: null,
          city: address.city ?? null,
          district: address.district ?? null,
          postal_code: address.postalCode ?? null,
          country: 'TR',
        }
      : null,
    billing_address: item.billingAddress
      ? {
          tax_office: item.billingAddress.taxHouse ?? null,
          tax_number: item.billingAddress.taxId ?? null,
          line1: item.billingAddress.address ?? null,
          city: item.billingAddress.city ?? null,
        }
      : null,
    tracking_number: item.cargoTrackingNumber == null ? null : String(item.cargoTrackingNumber),
    cargo_provider: item.cargoProviderName ?? null,
    created_at: new Date(item.createdDate).toISOString(),
    updated_at: new Date(item.lastModifiedDate).toISOString(),
  };
}
