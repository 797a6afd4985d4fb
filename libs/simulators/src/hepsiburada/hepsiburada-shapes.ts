import type { SimOrder, SimOrderStatus } from '../shared/seller-account';

/** Our sandbox's package status words (HB's full enum is unpublished; research §3.1 [G]). */
export const HB_PACKAGE_STATUS: Record<SimOrderStatus, string> = {
  created: 'Open',
  processing: 'Packed',
  shipped: 'InTransit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

/** A package as `oms-external` lists it. */
export function renderPackage(order: SimOrder) {
  const total = order.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const name = `${order.customer.first_name} ${order.customer.last_name}`;
  return {
    packageNumber: order.package_number,
    orderNumber: order.number,
    status: HB_PACKAGE_STATUS[order.status],
    orderDate: order.created_at.toISOString(),
    lastStatusUpdateDate: order.updated_at.toISOString(),
    customerName: name,
    email: order.customer.email,
    phoneNumber: order.customer.phone,
    recipientName: name,
    shippingAddressDetail: order.shipping_address.address1,
    shippingTown: order.shipping_address.district,
    shippingCity: order.shipping_address.city,
    shippingPostalCode: order.shipping_address.postal_code,
    shippingCountryCode: order.shipping_address.country_code,
    cargoCompany: order.cargo_provider,
    trackingNumber: order.tracking_number,
    totalPrice: { currency: 'TRY', amount: total },
    items: order.lines.map((line) => ({
      lineItemId: `${order.number}-${line.line_id}`,
      merchantSku: line.sku,
      productName: line.title,
      quantity: line.quantity,
      price: { currency: 'TRY', amount: line.price },
      totalPrice: { currency: 'TRY', amount: line.price * line.quantity },
    })),
  };
}
