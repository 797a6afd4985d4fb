import type { OrderStatusPush } from '@tezgah/connector-kit';
import { createLogger } from '@tezgah/observability';
import { TR_MARKETPLACE_ID } from './amazon-endpoints';
import { orderItems } from './amazon-orders';
import { describeErrors, type SpApiSession } from './sp-api-session';

const logger = createLogger('connector.amazon.orders');

/**
 * Tezgah's carriers (decisions §1) as confirmShipment's `carrierCode`. Amazon's code list names
 * UPS and DHL; the Turkish carriers go as `Other` with their name, which the model then requires.
 */
const CARRIERS: Readonly<Record<string, { carrierCode: string; carrierName?: string }>> = {
  ups: { carrierCode: 'UPS' },
  dhl: { carrierCode: 'DHL' },
  yurtici: { carrierCode: 'Other', carrierName: 'Yurtiçi Kargo' },
  aras: { carrierCode: 'Other', carrierName: 'Aras Kargo' },
  mng: { carrierCode: 'Other', carrierName: 'MNG Kargo' },
  ptt: { carrierCode: 'Other', carrierName: 'PTT Kargo' },
  surat: { carrierCode: 'Other', carrierName: 'Sürat Kargo' },
};

/**
 * Marketplace B's order status is not set directly: `shipped` is a shipment confirmation of every
 * item not yet shipped (Orders v0 confirmShipment, research §2.5), which moves them to Shipped.
 * `delivered` confirms the shipment too if it never went out (only the newest status is
 * mirrored); `processing` has no counterpart and is skipped, as is an order with nothing left to
 * ship. A 400 (the order is no longer shippable) is Amazon's refusal for good: skipped.
 */
export async function confirmAmazonShipment(session: SpApiSession, change: OrderStatusPush): Promise<'done' | 'skipped'> {
  const orderId = change.marketplace_order_id;
  if (change.status === 'processing') return skip(orderId, change.status, 'Amazon takes only a shipment confirmation');
  if (!change.tracking_number || !change.cargo_provider)
    return skip(orderId, change.status, 'a shipment confirmation needs the carrier and tracking number');
  const unshipped = (await orderItems(session, orderId))
    .map((item) => ({ orderItemId: item.OrderItemId, quantity: item.QuantityOrdered - (item.QuantityShipped ?? 0) }))
    .filter((item) => item.quantity > 0);
  if (!unshipped.length) return skip(orderId, change.status, 'every item is already shipped');
  const response = await session.call({
    method: 'POST',
    path: `/orders/v0/orders/${encodeURIComponent(orderId)}/shipmentConfirmation`,
    operation: 'confirmShipment',
    body: {
      marketplaceId: TR_MARKETPLACE_ID,
      packageDetail: {
        // Unique within the order, positive and numeric as the model asks.
        packageReferenceId: String(Date.now()),
        ...(CARRIERS[change.cargo_provider] ?? { carrierCode: 'Other', carrierName: change.cargo_provider }),
        trackingNumber: change.tracking_number,
        shipDate: new Date().toISOString(),
        orderItems: unshipped,
      },
    },
  });
  if (response.status >= 200 && response.status < 300) return 'done';
  if (response.status === 400) return skip(orderId, change.status, `Amazon refused the confirmation: ${describeErrors(response.body)}`);
  throw new Error(`SP-API confirmShipment answered ${response.status}: ${describeErrors(response.body)}`);
}

function skip(orderId: string, status: string, reason: string): 'skipped' {
  logger.info({ marketplace: 'amazon', marketplace_order_id: orderId, status, reason }, 'order status not mirrored');
  return 'skipped';
}
