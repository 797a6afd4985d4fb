import type { MarketplaceListing } from '@tezgah/connector-kit';
import type { MarketplaceOrderDto } from '@tezgah/contracts';
import { z } from 'zod';

/** Hepsiburada's answers as we read them (research §3.1; unpublished parts as our sandbox serves them). */
const listing = z.object({
  hepsiburadaSku: z.string(),
  merchantSku: z.string(),
  price: z.number().nullable().optional(),
  availableStock: z.number().int(),
  isSalable: z.boolean().optional(),
  isLocked: z.boolean().optional(),
  isSuspended: z.boolean().optional(),
});

export const listingsAnswer = z.object({
  listings: z.array(listing),
  totalCount: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const uploadAnswer = z.object({ id: z.string().min(1) });

const text = z.string().nullable().optional();
const money = z.object({ amount: z.number(), currency: z.string() });
const packageItem = z.object({ lineItemId: text, merchantSku: z.string(), productName: text, quantity: z.number().int(), price: money });
const hbPackage = z.object({
  orderNumber: z.string(),
  status: z.string(),
  orderDate: z.iso.datetime({ offset: true }),
  lastStatusUpdateDate: z.iso.datetime({ offset: true }),
  customerName: text,
  email: text,
  phoneNumber: text,
  shippingAddressDetail: text,
  shippingTown: text,
  shippingCity: text,
  shippingPostalCode: text,
  shippingCountryCode: text,
  cargoCompany: text,
  trackingNumber: text,
  totalPrice: money,
  items: z.array(packageItem),
});

export type HbPackage = z.infer<typeof hbPackage>;

export const packagesAnswer = z.object({
  items: z.array(hbPackage),
  totalCount: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export function toListing(item: z.infer<typeof listing>): MarketplaceListing {
  return {
    sku: item.merchantSku,
    barcode: null,
    listing_id: item.hepsiburadaSku,
    title: null,
    quantity: item.availableStock,
    price: item.price ?? null,
    status: item.isLocked ? 'locked' : item.isSuspended ? 'suspended' : item.isSalable === false ? 'not_salable' : 'active',
  };
}

/**
 * HB package statuses to the spec's Order statuses: Open → created, Packed → processing,
 * InTransit/Shipped → shipped, Delivered → delivered, Cancelled… → cancelled, Return…/Claim… →
 * returned; a word we do not know yet is treated as processing (the order exists and is not final).
 */
export function orderStatusOf(status: string): string {
  if (status === 'Open') return 'created';
  if (status === 'InTransit' || status === 'Shipped') return 'shipped';
  if (status === 'Delivered') return 'delivered';
  if (status.startsWith('Cancel')) return 'cancelled';
  if (status.startsWith('Return') || status.startsWith('Claim')) return 'returned';
  return 'processing';
}

export function toOrder(item: HbPackage): MarketplaceOrderDto {
  return {
    marketplace_order_id: item.orderNumber,
    marketplace_status: item.status,
    status: orderStatusOf(item.status),
    customer: { name: item.customerName ?? null, email: item.email ?? null, phone: item.phoneNumber ?? null },
    items: item.items.map((line) => ({
      sku: line.merchantSku,
      title: line.productName ?? null,
      quantity: line.quantity,
      price: line.price.amount,
      line_id: line.lineItemId ?? null,
    })),
    total: item.totalPrice.amount,
    currency: item.totalPrice.currency,
    shipping_address: {
      line1: item.shippingAddressDetail ?? null,
      line2: null,
      city: item.shippingCity ?? null,
      district: item.shippingTown ?? null,
      postal_code: item.shippingPostalCode ?? null,
      country: item.shippingCountryCode ?? 'TR',
    },
    tracking_number: item.trackingNumber ?? null,
    cargo_provider: item.cargoCompany ?? null,
    created_at: new Date(item.orderDate).toISOString(),
    updated_at: new Date(item.lastStatusUpdateDate).toISOString(),
  };
}
