import type { SimListing, SimOrder } from '../shared/seller-account';

/** A listing of the generic protocol (docs/generic-marketplace-protocol.md). */
export function renderGenericListing(listing: SimListing) {
  return {
    sku: listing.sku,
    barcode: listing.barcode,
    listing_id: listing.listing_id,
    title: listing.title,
    quantity: listing.quantity,
    price: listing.price,
    status: listing.status,
  };
}

/** An order of the generic protocol: the status words are the spec's Order statuses. */
export function renderGenericOrder(order: SimOrder) {
  return {
    id: order.number,
    status: order.status,
    customer: {
      name: `${order.customer.first_name} ${order.customer.last_name}`,
      email: order.customer.email,
      phone: order.customer.phone,
    },
    items: order.lines.map((line) => ({
      line_id: line.line_id,
      sku: line.sku,
      title: line.title,
      quantity: line.quantity,
      price: line.price,
    })),
    total: order.lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
    currency: 'TRY',
    shipping_address: {
      line1: order.shipping_address.address1,
      line2: null,
      city: order.shipping_address.city,
      district: order.shipping_address.district,
      postal_code: order.shipping_address.postal_code,
      country: order.shipping_address.country_code,
    },
    tracking_number: order.tracking_number,
    cargo_provider: order.cargo_provider,
    created_at: order.created_at.toISOString(),
    updated_at: order.updated_at.toISOString(),
  };
}
