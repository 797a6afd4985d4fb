import type { MarketplaceOrderDto } from '@tezgah/contracts';
import type { MarketplaceListing } from '@tezgah/connector-kit';
import { z } from 'zod';

/** The answers of the generic protocol (docs/generic-marketplace-protocol.md), as we read them. */
export const accountAnswer = z.object({ seller_id: z.string().min(1), store_name: z.string().nullable().optional() });

const listing = z.object({
  sku: z.string(),
  barcode: z.string().nullable().optional(),
  listing_id: z.string(),
  title: z.string().nullable().optional(),
  quantity: z.number().int(),
  price: z.number().nullable().optional(),
  status: z.string(),
});

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), size: z.number().int(), total_pages: z.number().int() });

export const listingsAnswer = pageOf(listing);

export const stockAnswer = z.object({
  accepted: z.array(z.string()),
  rejected: z.array(z.object({ sku: z.string(), reason: z.string() })),
});

const nullableText = z.string().nullable().optional();
/** One order, as `GET /orders` lists it and `POST /orders/{id}/status` answers it. */
export const orderAnswer = z.object({
  id: z.string(),
  status: z.enum(['created', 'processing', 'shipped', 'delivered', 'cancelled', 'returned']),
  customer: z.object({ name: nullableText, email: nullableText, phone: nullableText }),
  items: z.array(z.object({ line_id: nullableText, sku: z.string(), title: nullableText, quantity: z.number().int(), price: z.number() })),
  total: z.number(),
  currency: z.string(),
  shipping_address: z
    .object({
      line1: nullableText,
      line2: nullableText,
      city: nullableText,
      district: nullableText,
      postal_code: nullableText,
      country: nullableText,
    })
    .nullable()
    .optional(),
  tracking_number: nullableText,
  cargo_provider: nullableText,
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

export const ordersAnswer = pageOf(orderAnswer);

export function toListing(item: z.infer<typeof listing>): MarketplaceListing {
  return {
    sku: item.sku,
    barcode: item.barcode ?? null,
    listing_id: item.listing_id,
    title: item.title ?? null,
    quantity: item.quantity,
    price: item.price ?? null,
    status: item.status,
  };
}

/** The protocol speaks the spec's order statuses, so the mapping is the identity. */
export function toOrder(item: z.infer<typeof orderAnswer>): MarketplaceOrderDto {
  const address = item.shipping_address;
  return {
    marketplace_order_id: item.id,
    marketplace_status: item.status,
    status: item.status,
    customer: { name: item.customer.name ?? null, email: item.customer.email ?? null, phone: item.customer.phone ?? null },
    items: item.items.map((line) => ({
      sku: line.sku,
      title: line.title ?? null,
      quantity: line.quantity,
      price: line.price,
      line_id: line.line_id ?? null,
    })),
    total: item.total,
    currency: item.currency,
    shipping_address: address
      ? {
          line1: address.line1 ?? null,
          line2: address.line2 ?? null,
          city: address.city ?? null,
          district: address.district ?? null,
          postal_code: address.postal_code ?? null,
          country: address.country ?? 'TR',
        }
      : null,
    tracking_number: item.tracking_number ?? null,
    cargo_provider: item.cargo_provider ?? null,
    created_at: new Date(item.created_at).toISOString(),
    updated_at: new Date(item.updated_at).toISOString(),
  };
}
