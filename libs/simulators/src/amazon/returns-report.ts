import { XMLBuilder } from 'fast-xml-parser';
import { randomUUID } from 'node:crypto';
import type { AmazonState, SellerAccount, SimReport } from './amazon-state';

const builder = new XMLBuilder({ format: true });

/** The report types this sandbox produces. */
export const REPORT_TYPES = ['GET_XML_RETURNS_DATA_BY_RETURN_DATE'] as const;

/**
 * GET_XML_RETURNS_DATA_BY_RETURN_DATE: the seller's return requests made in the report's window,
 * one `return_details` each with its line in `item_details`.
 */
export function returnsReport(account: SellerAccount, report: SimReport): string {
  const rows = [...account.orders.values()].flatMap((order) =>
    order.returns
      .filter((entry) => entry.request_date >= report.dataStartTime && entry.request_date <= report.dataEndTime)
      .map((entry) => {
        const item = order.items.find((line) => line.OrderItemId === entry.order_item_id);
        return {
          order_id: order.AmazonOrderId,
          order_date: order.PurchaseDate,
          amazon_rma_id: entry.return_request_id,
          return_request_date: entry.request_date,
          return_request_status: entry.status,
          a_to_z_claim: 'N',
          is_prime: 'N',
          label_details: { label_type: 'AmazonPrePaidLabel', label_to_be_paid_by: 'Seller' },
          item_details: {
            item_name: item?.Title ?? '',
            asin: item?.ASIN ?? '',
            merchant_sku: item?.SellerSKU ?? '',
            order_item_code: entry.order_item_id,
            return_quantity: entry.quantity,
            return_reason_code: entry.reason ?? '',
            customer_comments: entry.customer_comments ?? '',
            in_policy: 'Y',
            resolution: entry.refunded ? 'StandardRefund' : '',
            refund_amount: entry.refunded ? entry.refunded.amount.toFixed(2) : '',
          },
        };
      }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ root: { return_details: rows } })}`;
}

/** Produces a report's document once its time came (the account clock calls it). */
export function processReport(state: AmazonState, account: SellerAccount, report: SimReport): void {
  const reportDocumentId = `amzn1.spdoc.1.4.eu.${randomUUID()}`;
  state.documents.set(reportDocumentId, {
    feedDocumentId: reportDocumentId,
    sellerId: account.sellerId,
    contentType: 'text/xml',
    content: returnsReport(account, report),
  });
  report.reportDocumentId = reportDocumentId;
}
