import type { AmazonState, SellerAccount } from './amazon-state';
import { processFeed } from './feed-processing';
import { processReport } from './returns-report';

/**
 * Brings an account up to `now` before anything reads it: Pending orders whose payment went
 * through become Unshipped, feeds whose time came are applied, reports whose time came are produced. Each change is dated when it was
 * due, so answers never depend on when someone last looked.
 */
export function settleAccount(state: AmazonState, account: SellerAccount, now: number): void {
  for (const order of account.orders.values()) {
    if (order.OrderStatus === 'Pending' && order.payableAt <= now) {
      order.OrderStatus = 'Unshipped';
      order.LastUpdateDate = new Date(order.payableAt).toISOString();
    }
  }
  for (const feed of account.feeds.values()) if (!feed.outcome && feed.completesAt <= now) processFeed(state, account, feed);
  for (const report of account.reports.values())
    if (!report.reportDocumentId && report.completesAt <= now) processReport(state, account, report);
}
