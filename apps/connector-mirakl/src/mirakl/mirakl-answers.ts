import type { MarketplaceListing } from '@tezgah/connector-kit';
import type { MarketplaceOrderDto } from '@tezgah/contracts';
import { z } from 'zod';

/** Mirakl's seller API answers as we read them (the seller OpenAPI document; fields we do not use are left out). */
const text = z.string().nullable().optional();

export const accountAnswer = z.object({ shop_id: z.number().int(), shop_name: z.string() });

const offer = z.object({
  shop_sku: z.string(),
  product_sku: z.string(),
  product_title: text,
  product_references: z.array(z.object({ reference: z.string(), reference_type: z.string() })).optional(),
  quantity: z.number().int(),
  price: z.number().nullable().optional(),
  active: z.boolean(),
});

export const offersAnswer = z.object({ offers: z.array(offer), total_count: z.number().int() });

export const importCreatedAnswer = z.object({ import_id: z.number().int() });

export const importAnswer = z.object({ import_id: z.number().int(), status: z.string(), lines_in_error: z.number().int() });

const address = z
  .object({ street_1: text, street_2: text, city: text, zip_code: text, country_iso_code: text, phone: text })
  .nullable()
  .optional();
const orderLine = z.object({
  order_line_id: z.string(),
  order_line_state: z.string(),
  offer_sku: z.string(),
  product_title: text,
  quantity: z.number().int(),
  price_unit: z.number(),
});
const order = z.object({
  order_id: z.string(),
  order_state: z.string(),
  fully_refunded: z.boolean().optional(),
  created_date: z.iso.datetime({ offset: true }),
  last_updated_date: z.iso.datetime({ offset: true }),
  currency_iso_code: z.string(),
  total_price: z.number(),
  customer: z.object({ firstname: text, lastname: text, shipping_address: address }),
  customer_notification_email: text,
  shipping_tracking: text,
  shipping_carrier_code: text,
  order_lines: z.array(orderLine),
});

export type MiraklOrder = z.infer<typeof order>;

export const ordersAnswer = z.object({ orders: z.array(order), total_count: z.number().int() });

export function toListing(item: z.infer<typeof offer>): MarketplaceListing {
  return {
    sku: item.shop_sku,
    barcode: item.product_references?.find((ref) => ref.reference_type === 'EAN')?.reference ?? null,
    // The operator's product the offer sells: OF24 names it again (product_id) with every update.
    listing_id: item.product_sku,
    title: item.product_title ?? null,
    quantity: item.quantity,
    price: item.price ?? null,
    status: item.active ? 'active' : 'inactive',
  };
}

/**
 * Mirakl order states to ours. WAITING_ACCEPTANCE (and STAGING, before the operator's fraud
 * check) is `created`: the seller accepts by moving the order on (docs/simulators/mirakl.md).
 * Accepted and awaiting shipment is `processing`; SHIPPED and TO_COLLECT `shipped`; RECEIVED and
 * CLOSED `delivered`, or `returned` once every line was refunded; REFUSED and CANCELED `cancelled`.
 * A state Mirakl adds later is `processing`: the order exists and is not final.
 */
export function orderStatusOf(state: string, fullyRefunded = false): string {
  if (state === 'STAGING' || state === 'WAITING_ACCEPTANCE') return 'created';
  if (state === 'REFUSED' || state === 'CANCELED') return 'cancelled';
  if (fullyRefunded && ['SHIPPED', 'TO_COLLECT', 'RECEIVED', 'CLOSED'].includes(state)) return 'returned';
  if (state === 'SHIPPED' || state === 'TO_COLLECT') return 'shipped';
  if (state === 'RECEIVED' || state === 'CLOSED') return 'delivered';
  return 'processing';
}

export function toOrder(item: MiraklOrder): MarketplaceOrderDto {
  const shipping = item.customer.shipping_address;
  const name = [item.customer.firstname, item.customer.lastname].filter(Boolean).join(' ');
  return {
    marketplace_order_id: item.order_id,
    marketplace_status: item.order_state,
    status: orderStatusOf(item.order_state, item.fully_refunded),
    customer: { name: name || null, email: item.customer_notification_email ?? null, phone: shipping?.phone ?? null },
    items: item.order_lines.map((line) => ({
      sku: line.offer_sku,
      title: line.product_title ?? null,
      quantity: line.quantity,
      price: line.price_unit,
      line_id: line.order_line_id,
    })),
    total: item.total_price,
    currency: item.currency_iso_code,
    shipping_address: shipping
      ? {
          line1: shipping.street_1 ?? null,
          line2: shipping.street_2 ?? null,
          city: shipping.city ?? null,
          district: null,
          postal_code: shipping.zip_code ?? null,
          country: shipping.country_iso_code === 'TUR' || !shipping.country_iso_code ? 'TR' : shipping.country_iso_code,
        }
      : null,
    tracking_number: item.shipping_tracking ?? null,
    cargo_provider: item.shipping_carrier_code ?? null,
    created_at: new Date(item.created_date).toISOString(),
    updated_at: new Date(item.last_updated_date).toISOString(),
  };
}

/** The shop SKUs an OF03 error report names (its first column), for the lines Mirakl refused. */
export function refusedSkusOf(report: string): Map<string, string> {
  const [header, ...rows] = report.trim().split('\n');
  const columns = header?.split(';') ?? [];
  const message = columns.indexOf('error-message');
  return new Map(
    rows
      .map((row) => row.split(';'))
      .filter((cells) => cells[0])
      .map((cells) => [cells[0], cells[message] ?? 'Mirakl satırı reddetti.']),
  );
}
