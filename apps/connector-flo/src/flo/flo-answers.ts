import type { MarketplaceOrderDto } from '@tezgah/contracts';
import { z } from 'zod';

/**
 * FLO's answers as we read them (the fields of its Swagger page's examples; docs/simulators/flo.md
 * says which are documented); unknown fields are ignored, and fields FLO may leave empty are nullable.
 */
const text = z.string().nullable().optional();
/** Amounts are strings in FLO's examples ("149.90"); a number is taken too. */
const money = z.union([z.string(), z.number()]).transform(Number);
/** Unix seconds, as a string (`orderDate`) or a number (`packageHistories[].createdDate`). */
const unixSeconds = z.union([z.string(), z.number()]).transform(Number);

const address = z.object({
  address1: text,
  address2: text,
  city: text,
  district: text,
  postalCode: text,
  countryCode: text,
  phone: text,
});

const floPackage = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  shipmentPackageStatus: z.string(),
  orderDate: unixSeconds,
  packageHistories: z
    .array(z.object({ createdDate: unixSeconds, status: z.string() }))
    .nullable()
    .optional(),
  customerFirstName: text,
  customerLastName: text,
  customerEmail: text,
  taxNumber: text,
  shipmentAddress: z.array(address).nullable().optional(),
  invoiceAddress: z.array(address).nullable().optional(),
  cargoTrackingNumber: text,
  cargoProviderName: text,
  currencyCode: text,
  lines: z.array(
    z.object({
      id: z.number().int(),
      quantity: z.number().int(),
      merchantSku: text,
      barcode: text,
      productName: text,
      price: money,
      orderLineItemStatusName: text,
    }),
  ),
});
export type FloPackage = z.infer<typeof floPackage>;

export const ordersAnswer = z.object({
  page: z.number().int(),
  totalPages: z.number().int(),
  content: z.array(floPackage),
});

/** `{success: true, …}`: package status, update-package, invoice links. */
export const successAnswer = z.object({ success: z.literal(true) });

/** The package statuses FLO's order filter documents, and what each is in the spec's terms. */
const STATUS_OF: Record<string, string | null> = {
  // Payment not confirmed yet: not an order to act on (as Trendyol's Awaiting).
  Awaiting: null,
  Created: 'created',
  Picking: 'processing',
  Invoiced: 'processing',
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

/** Line statuses of FLO's documented "Returned" group (iade kayıtlarım), and of lines that left the order. */
const RETURNED_LINES = new Set(['Returned', 'ReturnAccepted', 'RefundReturned', 'RefundedShipped', 'Refunded', 'UnDeliveredAndReturned']);
const CANCELLED_LINES = new Set(['Cancelled', 'UnSupplied']);

/**
 * The spec's status of a package: its package status, unless all its lines were returned
 * (returned) or cancelled and unsupplied (cancelled); null for an Awaiting package; an unknown
 * word → processing (the order exists and is not final).
 */
export function statusOf(pkg: Pick<FloPackage, 'shipmentPackageStatus' | 'lines'>): string | null {
  const lines = pkg.lines.map((line) => line.orderLineItemStatusName ?? '');
  if (lines.length && lines.every((line) => RETURNED_LINES.has(line))) return 'returned';
  if (lines.length && lines.every((line) => CANCELLED_LINES.has(line))) return 'cancelled';
  const status = STATUS_OF[pkg.shipmentPackageStatus];
  return status === undefined ? 'processing' : status;
}

/** When FLO last changed the package: its newest history entry, else its order date (epoch ms). */
export function changedAt(pkg: Pick<FloPackage, 'orderDate' | 'packageHistories'>): number {
  const history = (pkg.packageHistories ?? []).map((entry) => entry.createdDate);
  return Math.max(pkg.orderDate, ...history) * 1000;
}

/** A package as the spec's Order (the order number is the marketplace order id); null when it is none yet. */
export function toOrder(pkg: FloPackage): MarketplaceOrderDto | null {
  const status = statusOf(pkg);
  if (status === null) return null;
  const [shipping] = pkg.shipmentAddress ?? [];
  const [billing] = pkg.invoiceAddress ?? [];
  const name = [pkg.customerFirstName, pkg.customerLastName].filter(Boolean).join(' ');
  return {
    marketplace_order_id: pkg.orderNumber,
    marketplace_status: pkg.shipmentPackageStatus,
    status,
    customer: { name: name || null, email: pkg.customerEmail ?? null, phone: shipping?.phone ?? null },
    items: pkg.lines.map((line) => ({
      // merchantSku is the stock code the seller gave the product: our SKU.
      sku: line.merchantSku || line.barcode || '',
      title: line.productName ?? null,
      quantity: line.quantity,
      price: line.price,
      line_id: String(line.id),
    })),
    total: pkg.lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
    currency: pkg.currencyCode || 'TRY',
    shipping_address: shipping
      ? {
          line1: shipping.address1 ?? null,
          line2: shipping.address2 || null,
          city: shipping.city ?? null,
          district: shipping.district ?? null,
          postal_code: shipping.postalCode ?? null,
          country: shipping.countryCode || 'TR',
        }
      : null,
    billing_address: billing
      ? { tax_office: null, tax_number: pkg.taxNumber ?? null, line1: billing.address1 ?? null, city: billing.city ?? null }
      : null,
    tracking_number: pkg.cargoTrackingNumber ?? null,
    cargo_provider: pkg.cargoTrackingNumber ? (pkg.cargoProviderName ?? null) : null,
    // FLO ships with its contracted carriers (cargo-company): the seller prints FLO's label.
    tracking_assigned_by_marketplace: Boolean(pkg.cargoTrackingNumber),
    created_at: new Date(pkg.orderDate * 1000).toISOString(),
    updated_at: new Date(changedAt(pkg)).toISOString(),
  };
}
