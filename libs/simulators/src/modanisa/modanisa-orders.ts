import type { SimOrder, SimOrderLine, SimOrderStatus } from '../shared/seller-account';
import { modanisaDateTime } from './modanisa-dates';

/**
 * A line's `status` for each neutral order status. Modanisa documents only `Pending` (a line the
 * seller must send); the others are the sandbox's words (docs/simulators/modanisa.md).
 */
export const MODANISA_LINE_STATUS: Record<SimOrderStatus, string> = {
  created: 'Pending',
  processing: 'Pending',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};
/** A line the seller reported through missingProduct. */
export const MISSING_STATUS = 'Missing';

/** The id missingProduct takes for a line (`modanisaOrderProductId`). */
export const orderProductIdOf = (order: SimOrder, line: SimOrderLine) => `${order.number}${line.line_id.padStart(2, '0')}`;

/** An order of orderListV2 (documented fields; `shipmentInfo` and the cargo label as orderList shows them). */
export function renderOrder(order: SimOrder, missing: ReadonlySet<string> = new Set()) {
  return {
    orderId: order.number,
    paymentStatus: 'approved',
    date: modanisaDateTime(order.created_at),
    cargoLabelStatus: order.tracking_number ? 'ready' : 'notReady',
    cargoLabel: order.tracking_number,
    shipmentInfo: {
      fullName: `${order.customer.first_name} ${order.customer.last_name}`,
      address: order.shipping_address.address1,
      district: order.shipping_address.district,
      city: order.shipping_address.city,
      zip: order.shipping_address.postal_code,
      phoneNumber: order.customer.phone,
      countryCod: order.shipping_address.country_code,
    },
    products: order.lines.map((line) => {
      const orderProductId = orderProductIdOf(order, line);
      return {
        productName: line.title,
        productId: line.sku,
        variantId: line.sku,
        modanisaOrderProductId: orderProductId,
        price: String(line.price),
        quantity: line.quantity,
        barcode: line.barcode ?? line.sku,
        currency: 'TRY',
        status: missing.has(orderProductId) ? MISSING_STATUS : MODANISA_LINE_STATUS[order.status],
      };
    }),
  };
}
