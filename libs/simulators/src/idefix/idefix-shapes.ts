import type { SimClaim, SimListing, SimOrder, SimOrderStatus } from '../shared/seller-account';
import { idefixTimestamp } from './idefix-dates';

/**
 * A shipment's `status` for each neutral status (the values published clients list, with the
 * `shipment_` prefix). A returned order stays delivered in the list: its return is a claim.
 */
export const IDEFIX_SHIPMENT_STATUS: Record<SimOrderStatus, string> = {
  created: 'created',
  processing: 'shipment_picking',
  shipped: 'shipment_in_cargo',
  delivered: 'shipment_delivered',
  cancelled: 'shipment_cancelled',
  returned: 'shipment_delivered',
};

/** A listing's barcode on Idefix: the barcode it was listed with, else its SKU. */
export const barcodeOf = (listing: SimListing) => listing.barcode ?? listing.sku;

/** A shipment as `GET /oms/{vendorId}/list` answers it (`invoiceNumber` once the seller sent one). */
export function renderShipment(order: SimOrder, invoiceNumber: string | null) {
  const status = invoiceNumber && order.status === 'processing' ? 'shipment_invoiced' : IDEFIX_SHIPMENT_STATUS[order.status];
  return {
    id: Number(order.package_number),
    orderNumber: order.number,
    status,
    createdAt: idefixTimestamp(order.created_at),
    lastUpdatedAt: idefixTimestamp(order.updated_at),
    customerName: `${order.customer.first_name} ${order.customer.last_name}`,
    customerEmail: order.customer.email,
    customerPhone: order.customer.phone,
    isCommercial: false,
    invoiceNumber,
    cargoTrackingNumber: order.tracking_number,
    cargoCompanyName: order.cargo_provider,
    shippingAddress: {
      address: order.shipping_address.address1,
      city: order.shipping_address.city,
      county: order.shipping_address.district,
      postalCode: order.shipping_address.postal_code,
      countryCode: order.shipping_address.country_code,
    },
    items: order.lines.map((line) => ({
      id: Number(`${order.package_number}${line.line_id}`),
      barcode: line.barcode ?? line.sku,
      vendorStockCode: line.sku,
      productName: line.title,
      quantity: line.quantity,
      price: line.price,
      discountedTotalPrice: line.price * line.quantity,
      itemStatus: status,
    })),
  };
}

/** A product as `GET /pim/pool/{vendorId}/list` lists it (the documented example's fields we keep). */
export function renderProduct(listing: SimListing) {
  return {
    barcode: barcodeOf(listing),
    title: listing.title,
    vendorStockCode: listing.sku,
    inventoryQuantity: listing.quantity,
    price: listing.price,
    comparePrice: listing.price,
    deliveryDuration: 1,
    deliveryType: 'regular',
    status: listing.status === 'active' ? 'matched' : 'not_matched',
    reference: Number(listing.listing_id.replace(/\D/g, '')) || null,
  };
}

/** A return claim as `GET /oms/{vendorId}/claim-list` answers it (the documented example's fields we keep). */
export function renderClaim(claim: SimClaim, order: SimOrder) {
  return {
    id: Number(claim.claim_id),
    orderNumber: order.number,
    customerName: `${order.customer.first_name} ${order.customer.last_name}`,
    createdAt: idefixTimestamp(claim.created_at),
    orderCreatedAt: idefixTimestamp(order.created_at),
    cargoTypeName: 'return',
    items: order.lines.map((line) => ({
      id: Number(`${claim.claim_id}${line.line_id}`),
      barcode: line.barcode ?? line.sku,
      productName: line.title,
      totalPrice: line.price * line.quantity,
      customerNote: claim.reason,
    })),
  };
}

/** One page of a list answer in the envelope `claim-list` documents. */
export function page<T>(all: T[], current: number, limit: number) {
  const items = all.slice((current - 1) * limit, current * limit);
  return {
    totalCount: all.length,
    itemCount: items.length,
    pageCount: Math.max(1, Math.ceil(all.length / limit)),
    currentPage: current,
    limit,
    items,
  };
}
