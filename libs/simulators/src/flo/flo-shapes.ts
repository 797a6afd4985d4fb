import type { SimOrder, SimOrderStatus } from '../shared/seller-account';

/** The package statuses `GET /v1/orders` filters by (documented). */
export const FLO_PACKAGE_STATUSES = ['Awaiting', 'Created', 'Cancelled', 'Picking', 'Invoiced', 'Delivered', 'Shipped'] as const;
export type FloPackageStatus = (typeof FLO_PACKAGE_STATUSES)[number];

/**
 * What FLO knows of a package beyond the neutral order: the status the seller moved it to
 * (Picking, Invoiced), its carrier (a shipping method of `cargo-company`), whether an invoice
 * link was given.
 */
export interface FloPackage {
  status: 'Picking' | 'Invoiced' | null;
  shippingMethodId: number;
  hasInvoice: boolean;
}

/** FLO's package status of each neutral status (a seller's Picking or Invoiced kept while the order is open). */
export function packageStatusOf(order: SimOrder, pkg: FloPackage): FloPackageStatus {
  const byStatus: Record<SimOrderStatus, FloPackageStatus> = {
    created: 'Created',
    processing: 'Picking',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    // A return is told by its lines (Returned); the package was delivered (assumed).
    returned: 'Delivered',
  };
  return (order.status === 'created' || order.status === 'processing') && pkg.status ? pkg.status : byStatus[order.status];
}

/** A line's `orderLineItemStatusName` (documented values; the sandbox uses these). */
function lineStatusOf(order: SimOrder, status: FloPackageStatus): string {
  if (order.status === 'returned') return 'Returned';
  return status === 'Created' ? 'ReadyToShip' : status;
}

const amount = (value: number) => value.toFixed(2);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A package as `GET /v1/orders` lists it, in the documented example's fields. */
export function renderOrder(order: SimOrder, pkg: FloPackage, carrier: string) {
  const status = packageStatusOf(order, pkg);
  const total = order.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const fullName = `${order.customer.first_name} ${order.customer.last_name}`;
  const address = {
    id: 1,
    firstName: order.customer.first_name,
    lastName: order.customer.last_name,
    address1: order.shipping_address.address1,
    address2: '',
    city: order.shipping_address.city,
    cityCode: null,
    district: order.shipping_address.district,
    districtId: null,
    postalCode: order.shipping_address.postal_code,
    countryCode: order.shipping_address.country_code,
    phone: order.customer.phone,
    fullName,
    fullAddress: [order.shipping_address.address1, order.shipping_address.district, order.shipping_address.city].filter(Boolean).join(' '),
  };
  return {
    lines: order.lines.map((line) => ({
      quantity: line.quantity,
      productId: line.sku,
      salesCampaignId: null,
      productSize: null,
      merchantSku: line.sku,
      productName: line.title,
      productCode: line.sku,
      // The sandbox authenticates the Basic user and never learns the seller id.
      merchantId: null,
      amount: amount(line.price * line.quantity),
      discount: amount(0),
      price: amount(line.price),
      shippingAmount: '0',
      fee: amount(0),
      orderLineItemStatusName: lineStatusOf(order, status),
      barcode: line.barcode ?? line.sku,
      vatBaseAmount: '20',
      sku: line.sku,
      id: Number(`${order.package_number}${line.line_id}`),
      image: null,
      productColor: null,
      product_commission: null,
      currencyCode: 'TL',
      discountDetails: [],
    })),
    packageHistories: [
      { createdDate: seconds(order.created_at), status: 'Created' },
      ...(order.updated_at > order.created_at ? [{ createdDate: seconds(order.updated_at), status }] : []),
    ],
    shipmentAddress: [address],
    invoiceAddress: [address],
    orderNumber: order.number,
    grossAmount: amount(total),
    totalDiscount: amount(0),
    totalPrice: amount(total),
    totalShippingAmount: amount(0),
    totalInstallmentFee: amount(0),
    taxNumber: null,
    customerFirstName: order.customer.first_name,
    customerLastName: order.customer.last_name,
    customerEmail: order.customer.email,
    customerId: null,
    id: Number(order.package_number),
    cargoTrackingNumber: order.tracking_number,
    cargoTrackingLink: order.tracking_number ? `https://kargotakip.flo.com.tr/${order.tracking_number}` : null,
    cargoSenderNumber: order.tracking_number,
    cargoProviderName: order.tracking_number ? carrier : null,
    orderDate: String(seconds(order.created_at)),
    tcIdentityNumber: null,
    currencyCode: 'TRY',
    shipmentPackageStatus: status,
    estimatedShippingStart: String(seconds(order.created_at) + 86_400),
    estimatedShippingEnd: String(seconds(order.created_at) + 3 * 86_400),
    hasInvoice: pkg.hasInvoice,
  };
}
