import { z } from 'zod';
import { TR_MARKETPLACE_ID } from './amazon-endpoints';
import type { SpApiSession } from './sp-api-session';

const feedDocument = z.object({ feedDocumentId: z.string(), url: z.string() });
const createdFeed = z.object({ feedId: z.string() });
const feedStatus = z
  .object({
    feedId: z.string(),
    processingStatus: z.enum(['CANCELLED', 'DONE', 'FATAL', 'IN_PROGRESS', 'IN_QUEUE']),
    resultFeedDocumentId: z.string().optional(),
  })
  .loose();
const resultDocument = z.object({ url: z.string(), compressionAlgorithm: z.string().optional() }).loose();

export type FeedType = 'JSON_LISTINGS_FEED' | 'POST_ORDER_ACKNOWLEDGEMENT_DATA' | 'POST_PAYMENT_ADJUSTMENT_DATA';
export type FeedStatus = z.infer<typeof feedStatus>;

/**
 * Feeds 2021-06-30 (research §2.4): a document, its upload to the pre-signed address, the feed
 * over it. Answers the feed id; Amazon processes it later (IN_QUEUE → IN_PROGRESS → DONE).
 */
export async function submitFeed(session: SpApiSession, feedType: FeedType, contentType: string, content: string): Promise<string> {
  const document = feedDocument.parse(
    await session.json({ method: 'POST', path: '/feeds/2021-06-30/documents', operation: 'createFeedDocument', body: { contentType } }),
  );
  // The pre-signed address takes the body alone: SP-API's headers would break its signature.
  const upload = await session.grant.http.request({
    method: 'PUT',
    url: document.url,
    operation: 'uploadFeedDocument',
    headers: { 'content-type': contentType },
    body: content,
  });
  if (upload.status !== 200) throw new Error(`Uploading the feed document answered ${upload.status}`);
  const { feedId } = createdFeed.parse(
    await session.json({
      method: 'POST',
      path: '/feeds/2021-06-30/feeds',
      operation: 'createFeed',
      body: { feedType, marketplaceIds: [TR_MARKETPLACE_ID], inputFeedDocumentId: document.feedDocumentId },
    }),
  );
  return feedId;
}

export async function feedStatusOf(session: SpApiSession, feedId: string): Promise<FeedStatus> {
  return feedStatus.parse(
    await session.json({ method: 'GET', path: `/feeds/2021-06-30/feeds/${encodeURIComponent(feedId)}`, operation: 'getFeed' }),
  );
}

/** A feed's or report's result document, as text (its address is pre-signed: no SP-API headers). */
export async function readDocument(
  session: SpApiSession,
  path: string,
  operation: 'getFeedDocument' | 'getReportDocument',
): Promise<string> {
  const { url, compressionAlgorithm } = resultDocument.parse(await session.json({ method: 'GET', path, operation }));
  const answer = await session.grant.http.request({ method: 'GET', url, operation: 'downloadDocument' });
  if (answer.status !== 200) throw new Error(`Downloading the document answered ${answer.status}`);
  if (compressionAlgorithm) throw new Error(`Unexpected ${compressionAlgorithm} compression of an SP-API document`);
  return typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
}
