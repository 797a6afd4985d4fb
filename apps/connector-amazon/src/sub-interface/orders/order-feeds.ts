import { XMLBuilder } from 'fast-xml-parser';

const builder = new XMLBuilder({ ignoreAttributes: false });

const envelope = (sellerId: string, messageType: string, message: object) =>
  `<?xml version="1.0" encoding="UTF-8"?>${builder.build({
    AmazonEnvelope: {
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:noNamespaceSchemaLocation': 'amzn-envelope.xsd',
      Header: { DocumentVersion: '1.01', MerchantIdentifier: sellerId },
      MessageType: messageType,
      Message: { MessageID: 1, ...message },
    },
  })}`;

/** POST_ORDER_ACKNOWLEDGEMENT_DATA refusing the order (StatusCode Failure) with its CancelReason on every line. */
export function acknowledgementFeed(sellerId: string, orderId: string, itemIds: string[], reason: string): string {
  return envelope(sellerId, 'OrderAcknowledgement', {
    OrderAcknowledgement: {
      AmazonOrderID: orderId,
      StatusCode: 'Failure',
      Item: itemIds.map((id) => ({ AmazonOrderItemCode: id, CancelReason: reason })),
    },
  });
}

/** POST_PAYMENT_ADJUSTMENT_DATA refunding one line: its Principal, and its Shipping when asked. */
export function adjustmentFeed(
  sellerId: string,
  refund: { orderId: string; itemId: string; reason: string; principal: number; shipping: number; currency: string },
): string {
  const amount = (value: number) => ({ '@_currency': refund.currency, '#text': value.toFixed(2) });
  return envelope(sellerId, 'OrderAdjustment', {
    OrderAdjustment: {
      AmazonOrderID: refund.orderId,
      AdjustedItem: {
        AmazonOrderItemCode: refund.itemId,
        AdjustmentReason: refund.reason,
        ItemPriceAdjustments: {
          Component: [
            { Type: 'Principal', Amount: amount(refund.principal) },
            ...(refund.shipping > 0 ? [{ Type: 'Shipping', Amount: amount(refund.shipping) }] : []),
          ],
        },
      },
    },
  });
}
