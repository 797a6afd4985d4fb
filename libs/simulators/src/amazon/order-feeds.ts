import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { SellerAccount, SimFeed } from './amazon-state';

/** CancelReason of the OrderAcknowledgement XSD. */
export const CANCEL_REASONS = [
  'NoInventory',
  'ShippingAddressUndeliverable',
  'CustomerExchange',
  'BuyerCanceled',
  'GeneralAdjustment',
  'CarrierCreditDecision',
  'RiskAssessmentInformationNotValid',
  'CarrierCoverageFailure',
  'CustomerReturn',
  'MerchandiseNotReceived',
];

/** AdjustmentReason of the OrderAdjustment XSD. */
export const ADJUSTMENT_REASONS = [
  'NoInventory',
  'CustomerReturn',
  'GeneralAdjustment',
  'CouldNotShip',
  'DifferentItem',
  'Abandoned',
  'CustomerCancel',
  'PriceError',
  'ProductOutofStock',
  'CustomerAddressIncorrect',
  'Exchange',
  'Other',
  'CarrierCreditDecision',
  'RiskAssessmentInformationNotValid',
  'CarrierCoverageFailure',
  'TransactionRecord',
  'Undeliverable',
  'RefusedDelivery',
];

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['Message', 'Item', 'AdjustedItem', 'Component'].includes(name),
});
const builder = new XMLBuilder({ format: true, suppressEmptyNode: true });

interface Outcome {
  messageId: string;
  error?: { code: string; description: string };
}

type Node = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'object' && value ? String((value as Node)['#text'] ?? '') : '';
const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);

/**
 * An XML order feed (POST_ORDER_ACKNOWLEDGEMENT_DATA or POST_PAYMENT_ADJUSTMENT_DATA) applied to
 * the seller's orders message by message, and its XML processing report.
 */
export function processOrderFeed(
  account: SellerAccount,
  feed: SimFeed,
  content: string | null,
  at: string,
): { fatal: boolean; report: string } {
  let envelope: Node | undefined;
  try {
    envelope = content ? ((parser.parse(content) as Node)['AmazonEnvelope'] as Node | undefined) : undefined;
  } catch {
    envelope = undefined;
  }
  const header = envelope?.['Header'] as Node | undefined;
  const expected = feed.feedType === 'POST_ORDER_ACKNOWLEDGEMENT_DATA' ? 'OrderAcknowledgement' : 'OrderAdjustment';
  if (!envelope || text(envelope['MessageType']) !== expected || text(header?.['MerchantIdentifier']) !== account.sellerId) {
    return { fatal: true, report: report(account, feed, [], `The feed is not an ${expected} envelope of this seller.`) };
  }
  const outcomes = list(envelope['Message']).map((message): Outcome => {
    const messageId = text(message['MessageID']);
    const body = message[expected] as Node | undefined;
    const error = body
      ? expected === 'OrderAcknowledgement'
        ? acknowledge(account, body, at)
        : adjust(account, body, at)
      : { code: '5000', description: `The message has no ${expected}.` };
    return { messageId, ...(error && { error }) };
  });
  return { fatal: false, report: report(account, feed, outcomes) };
}

/** StatusCode Failure cancels the order (every line, or the lines named) for its CancelReason. */
function acknowledge(account: SellerAccount, body: Node, at: string): Outcome['error'] {
  const order = account.orders.get(text(body['AmazonOrderID']));
  if (!order) return { code: '18028', description: `The order ${text(body['AmazonOrderID'])} was not found.` };
  if (text(body['StatusCode']) !== 'Failure') return undefined;
  const reasons = list(body['Item']).map((item) => text(item['CancelReason']));
  const reason = reasons.find((candidate) => candidate) ?? 'GeneralAdjustment';
  if (!CANCEL_REASONS.includes(reason)) return { code: '5001', description: `CancelReason ${reason} is not valid.` };
  if (order.OrderStatus !== 'Pending' && order.OrderStatus !== 'Unshipped')
    return { code: '18099', description: `The order ${order.AmazonOrderId} is ${order.OrderStatus} and cannot be cancelled.` };
  order.OrderStatus = 'Canceled';
  order.cancelReason = reason;
  order.LastUpdateDate = at;
  for (const item of order.items) {
    const listing = account.listings.get(item.SellerSKU);
    if (listing) listing.quantity += item.QuantityOrdered;
  }
  return undefined;
}

/** A refund of a line: the Principal and Shipping components, never more than the line was paid. */
function adjust(account: SellerAccount, body: Node, at: string): Outcome['error'] {
  const order = account.orders.get(text(body['AmazonOrderID']));
  if (!order) return { code: '18028', description: `The order ${text(body['AmazonOrderID'])} was not found.` };
  for (const adjusted of list(body['AdjustedItem'])) {
    const code = text(adjusted['AmazonOrderItemCode']);
    const item = order.items.find((candidate) => candidate.OrderItemId === code);
    if (!item) return { code: '18028', description: `The order item ${code} was not found.` };
    const reason = text(adjusted['AdjustmentReason']);
    if (!ADJUSTMENT_REASONS.includes(reason)) return { code: '5001', description: `AdjustmentReason ${reason} is not valid.` };
    const components = list((adjusted['ItemPriceAdjustments'] as Node | undefined)?.['Component']);
    const amountOf = (type: string) => Number(text(components.find((component) => text(component['Type']) === type)?.['Amount']) || 0);
    const principal = amountOf('Principal');
    const shipping = amountOf('Shipping');
    if (!(principal >= 0) || principal > item.unitPrice * item.QuantityOrdered)
      return { code: '18157', description: `The refund of ${principal} exceeds what item ${code} was paid.` };
    const entry = order.returns.find((candidate) => candidate.order_item_id === code && !candidate.refunded);
    if (entry) entry.refunded = { amount: principal, shipping, reason, at };
  }
  order.LastUpdateDate = at;
  return undefined;
}

function report(account: SellerAccount, feed: SimFeed, outcomes: Outcome[], fatal?: string): string {
  const errors = outcomes.filter((outcome) => outcome.error);
  const results = fatal
    ? [{ MessageID: '0', ResultCode: 'Error', ResultMessageCode: '5000', ResultDescription: fatal }]
    : errors.flatMap(({ messageId, error }) =>
        error ? [{ MessageID: messageId, ResultCode: 'Error', ResultMessageCode: error.code, ResultDescription: error.description }] : [],
      );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({
    AmazonEnvelope: {
      Header: { DocumentVersion: '1.02', MerchantIdentifier: account.sellerId },
      MessageType: 'ProcessingReport',
      Message: {
        MessageID: '1',
        ProcessingReport: {
          DocumentTransactionID: feed.feedId,
          StatusCode: 'Complete',
          ProcessingSummary: {
            MessagesProcessed: outcomes.length,
            MessagesSuccessful: outcomes.length - errors.length,
            MessagesWithError: fatal ? 1 : errors.length,
            MessagesWithWarning: 0,
          },
          ...(results.length && { Result: results }),
        },
      },
    },
  })}`;
}
