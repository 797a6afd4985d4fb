import { Injectable } from '@nestjs/common';
import { AMAZON_MARKETPLACE_ID, type AmazonRefundRequest, type AmazonRefundResult, type AmazonReturnView } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { orderItems } from '../../amazon/amazon-orders';
import { readDocument, submitFeed } from '../../amazon/sp-api-feeds';
import type { SpApiSession } from '../../amazon/sp-api-session';
import { AmazonSessions } from '../amazon-sessions';
import { amazonRule, expectSuccess, sleep } from '../amazon-answers';
import { adjustmentFeed } from '../orders/order-feeds';

const REPORT_TYPE = 'GET_XML_RETURNS_DATA_BY_RETURN_DATE';
/** The returns report covers at most 60 days; without `start`, the last 30. */
const DEFAULT_WINDOW_MS = 30 * 86_400_000;
const MAX_WINDOW_MS = 60 * 86_400_000;
/** How often, and how long at most, a report is waited for. */
const POLL_MS = 250;
const REPORT_WAIT_MS = 20_000;
/** AdjustmentReason values a refund's `reason` may name; any other text refunds as CustomerReturn. */
const ADJUSTMENT_REASONS = new Set([
  'CustomerReturn',
  'GeneralAdjustment',
  'CouldNotShip',
  'DifferentItem',
  'PriceError',
  'Other',
  'NoInventory',
  'CustomerCancel',
]);

const created = z.object({ reportId: z.string() });
const report = z.object({ processingStatus: z.string(), reportDocumentId: z.string().optional() }).loose();
const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'return_details' });

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Marketplace B's returns: SP-API has no returns operation for merchant-fulfilled orders, so the
 * returns report (Reports API, GET_XML_RETURNS_DATA_BY_RETURN_DATE) is requested and read; a refund
 * is a payment adjustment feed for the returned line, never more than it was paid.
 */
@Injectable()
export class ReturnsService {
  constructor(private readonly sessions: AmazonSessions) {}

  async list(tenantId: string, window: { start?: string; end?: string }): Promise<{ returns: AmazonReturnView[] }> {
    const { session } = await this.sessions.forTenant(tenantId);
    const end = window.end ? Date.parse(window.end) : Date.now();
    const start = window.start ? Date.parse(window.start) : end - DEFAULT_WINDOW_MS;
    if (end - start > MAX_WINDOW_MS) throw amazonRule('start', 'amazon_refused', { reason: 'The returns report covers at most 60 days.' });
    return { returns: await this.report(session, new Date(start), new Date(end)) };
  }

  async refund(tenantId: string, request: AmazonRefundRequest): Promise<AmazonRefundResult> {
    const { session } = await this.sessions.forTenant(tenantId);
    const now = Date.now();
    const found = (await this.report(session, new Date(now - MAX_WINDOW_MS), new Date(now))).find(
      (entry) => entry.return_request_id === request.return_request_id,
    );
    if (!found) throw new DomainError('resource.not_found');
    const line = (await orderItems(session, found.amazon_order_id)).find((item) => item.OrderItemId === found.order_item_id);
    const paid = line?.ItemPrice ? Number(line.ItemPrice.Amount) : 0;
    const currency = line?.ItemPrice?.CurrencyCode ?? 'TRY';
    if (request.refund_amount > paid) throw amazonRule('refund_amount', 'amazon_refund_exceeds', { max: paid.toFixed(2), currency });
    const feed = adjustmentFeed(session.grant.sellerId, {
      orderId: found.amazon_order_id,
      itemId: found.order_item_id,
      reason: ADJUSTMENT_REASONS.has(request.reason) ? request.reason : 'CustomerReturn',
      principal: request.refund_amount,
      // The line's shipping charge; Amazon.com.tr orders here carry none on the line.
      shipping: 0,
      currency,
    });
    const feedId = await submitFeed(session, 'POST_PAYMENT_ADJUSTMENT_DATA', 'text/xml; charset=UTF-8', feed);
    return {
      status: 'accepted',
      feed_id: feedId,
      submission_url: null,
      return_request_id: found.return_request_id,
      amazon_order_id: found.amazon_order_id,
      refund_amount: { amount: request.refund_amount, currency_code: currency },
    };
  }

  /** Requests the returns report of a window, waits for it, and reads its rows. */
  private async report(session: SpApiSession, start: Date, end: Date): Promise<AmazonReturnView[]> {
    const body = {
      reportType: REPORT_TYPE,
      marketplaceIds: [AMAZON_MARKETPLACE_ID],
      dataStartTime: start.toISOString(),
      dataEndTime: end.toISOString(),
    };
    const { reportId } = created.parse(
      expectSuccess(
        await session.call({ method: 'POST', path: '/reports/2021-06-30/reports', operation: 'createReport', body }),
        'start',
        'createReport',
      ),
    );
    const deadline = Date.now() + REPORT_WAIT_MS;
    for (;;) {
      const state = report.parse(
        await session.json({ method: 'GET', path: `/reports/2021-06-30/reports/${encodeURIComponent(reportId)}`, operation: 'getReport' }),
      );
      if (state.processingStatus === 'DONE' && state.reportDocumentId) {
        const xml = await readDocument(
          session,
          `/reports/2021-06-30/documents/${encodeURIComponent(state.reportDocumentId)}`,
          'getReportDocument',
        );
        return rows(xml);
      }
      if (state.processingStatus === 'FATAL' || state.processingStatus === 'CANCELLED')
        throw new Error(`The returns report ended ${state.processingStatus}`);
      // Amazon is still producing it: the caller may ask again shortly.
      if (Date.now() > deadline) throw new DomainError('marketplace.rate_limited', undefined, 30);
      await sleep(POLL_MS);
    }
  }
}

function rows(xml: string): AmazonReturnView[] {
  const root = (parser.parse(xml) as { root?: { return_details?: Array<Record<string, unknown>> } }).root;
  return (root?.return_details ?? []).map((entry) => {
    const item = (entry['item_details'] ?? {}) as Record<string, unknown>;
    const label = (entry['label_details'] ?? {}) as Record<string, unknown>;
    return {
      return_request_id: text(entry['amazon_rma_id']),
      amazon_order_id: text(entry['order_id']),
      order_item_id: text(item['order_item_code']),
      asin: text(item['asin']),
      seller_sku: text(item['merchant_sku']),
      reason: text(item['return_reason_code']) || null,
      customer_comments: text(item['customer_comments']) || null,
      status: text(entry['return_request_status']),
      request_date: text(entry['return_request_date']),
      amazon_provides_return_label: /^Amazon/.test(text(label['label_type'])),
    };
  });
}
