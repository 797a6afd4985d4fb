import type { MarketplaceListing } from '@tezgah/connector-kit';
import { type MarketplaceOrderDto, VAT_RATES } from '@tezgah/contracts';
import { z } from 'zod';

/**
 * Pazarama's answers as we read them (docs/simulators/pazarama.md says which shapes are documented
 * and which come from clients): every answer is `{data, success, …}`; unknown fields are ignored.
 */
const text = z.string().nullable().optional();
const envelope = <T extends z.ZodType>(data: T) => z.object({ data, success: z.literal(true) });

/** The token host's answer: Pazarama's envelope around `{accessToken, expiresIn}` (seconds). */
export const tokenAnswer = envelope(z.object({ accessToken: z.string().min(1), expiresIn: z.number().positive().optional() }));

const product = z.object({
  code: z.string(),
  stockCode: text,
  name: text,
  stockCount: z.number().int(),
  salePrice: z.number().nullable().optional(),
  status: text,
});
export type PazaramaProduct = z.infer<typeof product>;
export const productsAnswer = envelope(z.array(product));

/** `updateStock-v2`'s answer: the batch id (`dataId`) in `data`. */
export const batchAnswer = envelope(z.string().min(1));

const state = z.object({ status: z.number().int(), operationDetail: text }).nullable().optional();
export const lakeProjectionsAnswer = z.object({
  success: z.literal(true),
  totalPages: z.number().int(),
  processingCount: z.number().int(),
  data: z.array(z.object({ code: z.string(), stock: state, price: state })),
});
export type PazaramaProjection = z.infer<typeof lakeProjectionsAnswer>['data'][number];

const moneyValue = z.object({ value: z.number() });
const order = z.object({
  orderNumber: z.union([z.number(), z.string()]),
  orderDate: z.string(),
  orderStatus: z.number().int(),
  customerName: text,
  customerEmail: text,
  shipmentAddress: z.object({ cityName: text, districtName: text, addressDetail: text, phoneNumber: text }).nullable().optional(),
  items: z.array(
    z.object({
      orderItemId: z.string(),
      orderItemStatus: z.number().int(),
      quantity: z.number().int(),
      salePrice: moneyValue,
      cargo: z.object({ companyName: text, trackingNumber: text }).nullable().optional(),
      product: z.object({ code: z.string(), name: text, vatRate: z.number().nullable().optional() }),
    }),
  ),
});
export type PazaramaOrder = z.infer<typeof order>;
export const ordersAnswer = envelope(z.array(order));

/** Any status update's answer. */
export const updateAnswer = z.object({ success: z.literal(true) });

export function toListing(item: PazaramaProduct): MarketplaceListing {
  return {
    sku: item.stockCode || item.code,
    barcode: item.code,
    listing_id: item.code,
    title: item.name ?? null,
    quantity: item.stockCount,
    price: item.salePrice ?? null,
    // An approved listing is sellable unless Pazarama names a state for it (closed, waiting).
    status: item.status ? 'passive' : 'active',
  };
}

/**
 * `orderStatus` (the documented OrderItemStatus values) to the spec's Order statuses: received →
 * created; preparing, in store, or a cancellation asked while preparing → processing; handed to
 * the carrier, at a delivery point or not delivered → shipped; delivered, or a return refused →
 * delivered; cancelled or not supplied → cancelled; a return started, approved or done →
 * returned; an unknown value → processing (the order exists and is not final).
 */
const STATUS_OF: Record<number, string> = {
  3: 'created',
  12: 'processing',
  16: 'processing',
  18: 'processing',
  5: 'shipped',
  14: 'shipped',
  19: 'shipped',
  11: 'delivered',
  9: 'delivered',
  6: 'cancelled',
  13: 'cancelled',
  7: 'returned',
  8: 'returned',
  10: 'returned',
};

export const statusOf = (code: number): string => STATUS_OF[code] ?? 'processing';

/** Pazarama prints order dates without a zone (`2023-01-25 15:22`): read as UTC, as our sandbox prints them. */
export function pazaramaTime(value: string): string {
  const iso = value.includes('T') ? value : value.replace(' ', 'T');
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`).toISOString();
}

/** An order with its lines' SKUs (Pazarama names a line's product by its code, the barcode). */
export function toOrder(item: PazaramaOrder, skuOf: (code: string) => string): MarketplaceOrderDto {
  const address = item.shipmentAddress;
  const cargo = item.items.find((line) => line.cargo?.trackingNumber)?.cargo;
  const at = pazaramaTime(item.orderDate);
  return {
    marketplace_order_id: String(item.orderNumber),
    marketplace_status: String(item.orderStatus),
    status: statusOf(item.orderStatus),
    customer: { name: item.customerName ?? null, email: item.customerEmail ?? null, phone: address?.phoneNumber ?? null },
    items: item.items.map((line) => ({
      sku: skuOf(line.product.code),
      title: line.product.name ?? null,
      quantity: line.quantity,
      price: line.salePrice.value,
      line_id: line.orderItemId,
      vat_rate: VAT_RATES.find((known) => known === line.product.vatRate) ?? null,
    })),
    total: item.items.reduce((sum, line) => sum + line.salePrice.value * line.quantity, 0),
    currency: 'TRY',
    shipping_address: address
      ? {
          line1: address.addressDetail ?? null,
          line2: null,
          city: address.cityName ?? null,
          district: address.districtName ?? null,
          postal_code: null,
          country: 'TR',
        }
      : null,
    tracking_number: cargo?.trackingNumber ?? null,
    cargo_provider: cargo?.companyName ?? null,
    tracking_assigned_by_marketplace: Boolean(cargo?.trackingNumber),
    created_at: at,
    updated_at: at,
  };
}
