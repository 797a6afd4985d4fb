import type { TrendyolOrder } from '@tezgah/contracts';
import { z } from 'zod';

const text = z.string().nullish();

/** The fields of a getShipmentPackages element the sub-interface shows (spec: marketplace A's "Order response fields"). */
export const orderPackageSchema = z.object({
  id: z.number(),
  orderNumber: z.union([z.string(), z.number()]).transform(String),
  orderDate: z.number(),
  status: z.string(),
  customerFirstName: text,
  customerLastName: text,
  customerId: z.number().nullish(),
  grossAmount: z.number(),
  totalDiscount: z.number().nullish(),
  taxNumber: text,
  shipmentAddress: z.object({ city: text, district: text, address1: text, postalCode: text }).nullish(),
  cargoProviderName: text,
  cargoTrackingNumber: z.union([z.string(), z.number()]).nullish(),
  lines: z.array(
    z.object({ id: z.number(), barcode: text, quantity: z.number(), amount: z.number(), vatBaseAmount: z.number().nullish() }),
  ),
});
export type OrderPackage = z.infer<typeof orderPackageSchema>;

export const orderPackagesPageSchema = z.object({
  page: z.number(),
  size: z.number(),
  totalPages: z.number(),
  totalElements: z.number(),
  content: z.array(orderPackageSchema),
});

/** `orderDate` is epoch ms shifted to GMT+3 (docs "Get Order Packages"). */
const ORDER_DATE_OFFSET_MS = 3 * 3_600_000;

export function orderOf(pkg: OrderPackage): TrendyolOrder {
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
    created_at: new Date(pkg.orderDate - ORDER_DATE_OFFSET_MS).toISOString(),
  };
}
