import { type MarketplaceConfig, type MarketplaceOrderDto, type TrendyolOrder, VAT_RATES, type VatRate } from '@tezgah/contracts';
import { z } from 'zod';

const text = z.string().nullish();
const address = z
  .object({ address1: text, address2: text, city: text, district: text, postalCode: text, countryCode: text, phone: text })
  .nullish();
/** The invoice address adds the tax office and number of a corporate (`commercial`) order. */
const invoiceAddress = z.object({ address1: text, city: text, taxOffice: text, taxNumber: text }).nullish();

/** The fields of a getShipmentPackages element the connector and the sub-interface read (research §1.8). */
export const shipmentPackageSchema = z.object({
  id: z.number(),
  orderNumber: z.union([z.string(), z.number()]).transform(String),
  orderDate: z.number(),
  status: z.string(),
  lastModifiedDate: z.number(),
  customerFirstName: text,
  customerLastName: text,
  customerEmail: text,
  customerId: z.number().nullish(),
  grossAmount: z.number(),
  totalDiscount: z.number().nullish(),
  totalPrice: z.number(),
  taxNumber: text,
  currencyCode: text,
  shipmentAddress: address,
  invoiceAddress,
  cargoTrackingNumber: z.union([z.string(), z.number()]).nullish(),
  cargoProviderName: text,
  lines: z.array(
    z.object({
      id: z.number(),
      barcode: text,
      merchantSku: text,
      productName: text,
      quantity: z.number(),
      price: z.number(),
      amount: z.number(),
      /** The line's KDV rate, despite its name (docs "Get Order Packages": 8, 18, … before the 2023 rates). */
      vatBaseAmount: z.number().nullish(),
    }),
  ),
});

export type ShipmentPackage = z.infer<typeof shipmentPackageSchema>;

/** A page of getShipmentPackages (Trendyol's paging, zero-based). */
export const packagesPageSchema = z.object({
  page: z.number(),
  size: z.number(),
  totalPages: z.number(),
  totalElements: z.number(),
  content: z.array(shipmentPackageSchema),
});

/** `orderDate` is epoch ms shifted to GMT+3 (docs "Get Order Packages"); the other dates are GMT. */
const ORDER_DATE_OFFSET_MS = 3 * 3_600_000;

/**
 * Trendyol's package status → the spec's Order status. Awaiting (payment not confirmed, "do not act
 * on it") and UnPacked (split, replaced by new packages) are no orders of their own.
 */
const ORDER_STATUS: Readonly<Record<string, string>> = {
  Created: 'created',
  Picking: 'processing',
  Invoiced: 'processing',
  Repack: 'processing',
  Shipped: 'shipped',
  AtCollectionPoint: 'shipped',
  UnDelivered: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
  UnSupplied: 'cancelled',
  Returned: 'returned',
};

/**
 * A package as the spec's Order (the order number is the marketplace order id), or null when it is
 * none. Unless the connection ships under the seller's own contract, the carrier and barcode on the
 * package are Trendyol's contracted carrier's: the seller prints that label and can send no other.
 */
export function orderOf(pkg: ShipmentPackage, config: Pick<MarketplaceConfig, 'cargo_provider'>): MarketplaceOrderDto | null {
  const status = ORDER_STATUS[pkg.status];
  if (!status) return null;
  const name = [pkg.customerFirstName, pkg.customerLastName].filter(Boolean).join(' ');
  const shipping = pkg.shipmentAddress;
  return {
    marketplace_order_id: pkg.orderNumber,
    marketplace_status: pkg.status,
    status,
    customer: { name: name || null, email: pkg.customerEmail ?? null, phone: shipping?.phone ?? null },
    items: pkg.lines.map((line) => ({
      // merchantSku is the stockCode the seller gave the product: our SKU.
      sku: line.merchantSku || line.barcode || '',
      title: line.productName ?? null,
      quantity: line.quantity,
      price: line.price,
      line_id: String(line.id),
      vat_rate: vatRateOf(line.vatBaseAmount),
    })),
    total: pkg.totalPrice,
    currency: pkg.currencyCode || 'TRY',
    shipping_address: shipping
      ? {
          line1: shipping.address1 || null,
          line2: shipping.address2 || null,
          city: shipping.city?.trim() || null,
          district: shipping.district?.trim() || null,
          postal_code: shipping.postalCode || null,
          country: shipping.countryCode || 'TR',
        }
      : null,
    billing_address: billingAddressOf(pkg.invoiceAddress),
    // Trendyol gives the package its carrier and barcode when it is created (its contract) or when fed (own contract).
    tracking_number: pkg.cargoTrackingNumber == null ? null : String(pkg.cargoTrackingNumber),
    cargo_provider: pkg.cargoProviderName || null,
    tracking_assigned_by_marketplace: config.cargo_provider !== 'OWN_CONTRACT' && pkg.cargoTrackingNumber != null,
    created_at: createdAtOf(pkg),
    updated_at: new Date(pkg.lastModifiedDate).toISOString(),
  };
}

/** A package as the sub-interface shows it (spec: marketplace A's "Order response fields"). */
export function trendyolOrderOf(pkg: ShipmentPackage): TrendyolOrder {
  const address = pkg.shipmentAddress;
  return {
    order_number: pkg.orderNumber,
    shipment_package_id: pkg.id,
    status: pkg.status,
    customer_first_name: pkg.customerFirstName ?? null,
    customer_last_name: pkg.customerLastName ?? null,
    customer_id: pkg.customerId ?? null,
    gross_amount: pkg.grossAmount,
    total_discount: pkg.totalDiscount ?? 0,
    tax_number: pkg.taxNumber ?? null,
    shipping_address: {
      city: address?.city?.trim() || null,
      district: address?.district?.trim() || null,
      address1: address?.address1 ?? null,
      postal_code: address?.postalCode || null,
    },
    cargo_provider: pkg.cargoProviderName ?? null,
    cargo_tracking_number: pkg.cargoTrackingNumber == null ? null : String(pkg.cargoTrackingNumber),
    lines: pkg.lines.map((line) => ({
      line_id: line.id,
      barcode: line.barcode ?? null,
      quantity: line.quantity,
      amount: line.amount,
      vat_base_amount: line.vatBaseAmount ?? null,
    })),
    created_at: createdAtOf(pkg),
  };
}

const createdAtOf = (pkg: ShipmentPackage) => new Date(pkg.orderDate - ORDER_DATE_OFFSET_MS).toISOString();

function billingAddressOf(address: z.infer<typeof invoiceAddress>): MarketplaceOrderDto['billing_address'] {
  if (!address) return null;
  return {
    tax_office: address.taxOffice || null,
    tax_number: address.taxNumber || null,
    line1: address.address1 || null,
    city: address.city?.trim() || null,
  };
}

/** Trendyol's rate when it is one of today's (decisions §8); an old or missing one leaves the line to the product's. */
function vatRateOf(rate: number | null | undefined): VatRate | null {
  return VAT_RATES.find((known) => known === rate) ?? null;
}
