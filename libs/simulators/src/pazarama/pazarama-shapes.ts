import type { SimListing, SimOrder, SimOrderStatus } from '../shared/seller-account';

/**
 * `orderStatus` / `orderItemStatus` of each neutral status (documented OrderItemStatus values):
 * 3 received, 12 preparing, 5 handed to the carrier, 11 delivered, 6 cancelled, 7 return started.
 */
export const PAZARAMA_STATUS: Record<SimOrderStatus, number> = {
  created: 3,
  processing: 12,
  shipped: 5,
  delivered: 11,
  cancelled: 6,
  returned: 7,
};

/** A listing's code (barcode) on Pazarama: the barcode it was listed with, else its SKU. */
export const codeOf = (listing: SimListing) => listing.barcode ?? listing.sku;

/** Pazarama's money object (`{value, valueString, currency}`), as its order answers print it. */
export function money(value: number) {
  return { value, valueString: `${value.toFixed(2).replace('.', ',')} TL`, currency: 'TL' };
}

/** Pazarama prints dates as `2023-01-25 15:22` (Turkey's time; the sandbox prints UTC). */
export const pazaramaDate = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/** A stable GUID-shaped id for a sandbox number (Pazarama's ids are GUIDs). */
export function guidOf(...parts: string[]): string {
  const hex = Buffer.from(parts.join('-')).toString('hex').padEnd(32, '0').slice(-32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An order as `POST /order/getOrdersForApi` answers it (the documented example's fields). */
export function renderOrder(order: SimOrder) {
  const status = PAZARAMA_STATUS[order.status];
  const name = `${order.customer.first_name} ${order.customer.last_name}`;
  const amount = order.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return {
    orderId: guidOf('order', order.number),
    orderNumber: Number(order.number),
    orderDate: pazaramaDate(order.created_at),
    orderAmount: amount,
    shipmentAmount: 0,
    discountAmount: 0,
    discountDescription: null,
    currency: 'TL',
    paymentType: 1,
    orderStatus: status,
    customerId: guidOf('customer', order.number),
    customerName: name,
    customerEmail: order.customer.email,
    shipmentAddress: {
      addressId: guidOf('address', order.number),
      title: 'Teslimat Adresi',
      nameSurname: name,
      cityName: order.shipping_address.city,
      districtName: order.shipping_address.district,
      addressDetail: order.shipping_address.address1,
      phoneNumber: order.customer.phone,
    },
    billingAddress: { invoiceType: 1, identityNumber: null, companyName: null, taxNumber: null, taxOffice: null, isEInvoiceObliged: false },
    items: order.lines.map((line) => ({
      orderItemId: guidOf('item', order.number, line.line_id),
      orderItemStatus: status,
      deliveryType: 1,
      quantity: line.quantity,
      listPrice: money(line.price),
      salePrice: money(line.price),
      taxAmount: money(0),
      totalPrice: money(line.price * line.quantity),
      cargo: { companyName: order.cargo_provider, trackingNumber: order.tracking_number, trackingUrl: null },
      product: { productId: guidOf('product', line.sku), name: line.title, code: line.barcode ?? line.sku, vatRate: 20 },
    })),
  };
}

/** A listing as `GET /product/products` lists it (the documented example's fields). */
export function renderProduct(listing: SimListing) {
  return {
    name: listing.title,
    displayName: listing.title,
    description: null,
    brandName: null,
    code: codeOf(listing),
    groupCode: '',
    stockCount: listing.quantity,
    stockCode: listing.sku,
    priorityRank: 0,
    listPrice: listing.price,
    salePrice: listing.price,
    vatRate: 20,
    categoryName: null,
    state: 3,
    status: listing.status === 'active' ? null : 'Satışa Kapalı',
    waitingApproveExp: null,
    attributes: null,
    images: null,
    deliveryTypes: null,
  };
}
