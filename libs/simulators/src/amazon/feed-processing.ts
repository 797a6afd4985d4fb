import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { TR_MARKETPLACE } from './amazon-marketplace';
import type { AmazonState, SellerAccount, SimFeed } from './amazon-state';
import { processOrderFeed } from './order-feeds';
import { deleteListing, type ListingIssue, patchListing, putListing, type SubmissionOutcome } from './listing-submissions';

/** JSON_LISTINGS_FEED, schema v2 (research §2.4): at most 10,000 messages. */
const listingsFeed = z.object({
  header: z
    .object({
      sellerId: z.string().min(1),
      version: z.literal('2.0'),
      report: z
        .object({ includedData: z.array(z.string()).optional() })
        .loose()
        .optional(),
    })
    .loose(),
  messages: z
    .array(
      z
        .object({
          messageId: z.number().int().min(1),
          sku: z.string().min(1),
          operationType: z.enum(['UPDATE', 'PARTIAL_UPDATE', 'PATCH', 'DELETE']),
          productType: z.string().optional(),
          requirements: z.string().optional(),
          attributes: z.record(z.string(), z.unknown()).optional(),
          patches: z.array(z.unknown()).optional(),
        })
        .loose(),
    )
    .min(1)
    .max(10_000),
});

type FeedMessage = z.infer<typeof listingsFeed>['messages'][number];

/**
 * Applies a feed's messages to the seller's listings, as Amazon does once the feed leaves
 * IN_PROGRESS, and stores its v2 processing report as the result document.
 */
export function processFeed(state: AmazonState, account: SellerAccount, feed: SimFeed): void {
  const input = state.documents.get(feed.inputFeedDocumentId);
  const at = new Date(feed.completesAt).toISOString();
  if (feed.feedType !== 'JSON_LISTINGS_FEED') {
    const { fatal, report } = processOrderFeed(account, feed, input?.content ?? null, at);
    feed.outcome = { processingStatus: fatal ? 'FATAL' : 'DONE', resultFeedDocumentId: storeReport(state, account, report, 'text/xml') };
    return;
  }
  const header = { sellerId: account.sellerId, version: '2.0', feedId: feed.feedId };
  const parsed = listingsFeed.safeParse(parseJson(input?.content));
  if (!parsed.success || parsed.data.header.sellerId !== account.sellerId) {
    const message = parsed.success
      ? 'The sellerId in the feed header does not match the seller.'
      : 'The feed document is missing or does not match the JSON_LISTINGS_FEED v2 schema.';
    feed.outcome = {
      processingStatus: 'FATAL',
      resultFeedDocumentId: storeReport(state, account, { header, issues: [{ code: '90001', severity: 'ERROR', message }] }),
    };
    return;
  }
  const issues: Array<ListingIssue & { messageId: number; sku: string }> = [];
  const items: Array<{ messageId: number; sku: string; status: string; identifiers?: unknown[] }> = [];
  let accepted = 0;
  for (const message of parsed.data.messages) {
    const outcome = applyMessage(account, message, at);
    if (outcome.status === 'ACCEPTED') accepted += 1;
    issues.push(...outcome.issues.map((issue) => ({ messageId: message.messageId, sku: message.sku, ...issue })));
    const asin = outcome.asin ?? account.listings.get(message.sku)?.asin;
    items.push({
      messageId: message.messageId,
      sku: message.sku,
      status: outcome.status,
      ...(asin && outcome.status === 'ACCEPTED' && { identifiers: [{ marketplaceId: TR_MARKETPLACE.id, asin }] }),
    });
  }
  const processed = parsed.data.messages.length;
  // `header.report.includedData: ["identifiers"]` asks for each message's listing in the report.
  const withItems = parsed.data.header.report?.includedData?.includes('identifiers') ?? false;
  const summary = {
    errors: issues.filter((issue) => issue.severity === 'ERROR').length,
    warnings: issues.filter((issue) => issue.severity === 'WARNING').length,
    messagesProcessed: processed,
    messagesAccepted: accepted,
    messagesInvalid: processed - accepted,
  };
  const report = { header, issues, summary, ...(withItems && { items }) };
  feed.outcome = { processingStatus: 'DONE', resultFeedDocumentId: storeReport(state, account, report) };
}

function applyMessage(account: SellerAccount, message: FeedMessage, at: string): SubmissionOutcome {
  switch (message.operationType) {
    case 'UPDATE':
      return putListing(
        account,
        message.sku,
        { productType: message.productType, requirements: message.requirements, attributes: message.attributes },
        at,
      );
    case 'PATCH':
      return patchListing(account, message.sku, { productType: message.productType, patches: message.patches }, at);
    case 'PARTIAL_UPDATE': {
      const patches = Object.entries(message.attributes ?? {}).map(([name, value]) => ({
        op: 'replace',
        path: `/attributes/${name}`,
        value,
      }));
      return patchListing(account, message.sku, { productType: message.productType, patches }, at);
    }
    case 'DELETE':
      return deleteListing(account, message.sku);
  }
}

function storeReport(state: AmazonState, account: SellerAccount, report: unknown, contentType = 'application/json'): string {
  const feedDocumentId = `amzn1.tortuga.4.eu.${randomUUID()}`;
  state.documents.set(feedDocumentId, {
    feedDocumentId,
    sellerId: account.sellerId,
    contentType,
    content: typeof report === 'string' ? report : JSON.stringify(report),
  });
  return feedDocumentId;
}

function parseJson(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
