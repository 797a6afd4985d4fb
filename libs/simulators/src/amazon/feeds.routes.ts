import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AmazonContext } from './amazon-context';
import { TR_MARKETPLACE } from './amazon-marketplace';
import { FEED_TYPES } from './amazon-state';
import { accountOf, type spApiGuard } from './sp-api.guard';
import { invalidInput, notFound } from './sp-api-errors';

const FEEDS = '/feeds/2021-06-30';

const createDocument = z.object({ contentType: z.string().min(1) });
const createFeed = z.object({
  feedType: z.enum(FEED_TYPES, { error: `this sandbox supports ${FEED_TYPES.join(', ')}` }),
  marketplaceIds: z.array(z.string()).min(1),
  inputFeedDocumentId: z.string().min(1),
});

/**
 * Feeds 2021-06-30 (research §2.4): a document to upload to, the feed over it, and its status
 * IN_QUEUE → IN_PROGRESS → DONE over `batchCompleteMs`, with a v2 processing report.
 */
export function feedsRoutes({ state, settings }: AmazonContext, guard: ReturnType<typeof spApiGuard>): FastifyPluginAsync {
  /** The pre-signed address Amazon hands out; here this sandbox's own, needing no access token. */
  const documentUrl = (id: string) => `${settings.publicUrl}/amazon/uploads/${encodeURIComponent(id)}`;

  return async (app) => {
    app.post(`${FEEDS}/documents`, guard('createFeedDocument'), async (request, reply) => {
      const body = createDocument.safeParse(request.body);
      if (!body.success) return invalidInput(reply, 'contentType is required.');
      const feedDocumentId = `amzn1.tortuga.4.eu.${randomUUID()}`;
      state.documents.set(feedDocumentId, {
        feedDocumentId,
        sellerId: accountOf(request).sellerId,
        contentType: body.data.contentType,
        content: null,
      });
      return reply.code(201).send({ feedDocumentId, url: documentUrl(feedDocumentId) });
    });

    app.get<{ Params: { id: string } }>(`${FEEDS}/documents/:id`, guard('getFeedDocument'), async (request, reply) => {
      const document = state.documents.get(request.params.id);
      if (!document || document.sellerId !== accountOf(request).sellerId) return notFound(reply, 'The feed document was not found.');
      return { feedDocumentId: document.feedDocumentId, url: documentUrl(document.feedDocumentId) };
    });

    app.post(`${FEEDS}/feeds`, guard('createFeed'), async (request, reply) => {
      const body = createFeed.safeParse(request.body);
      if (!body.success) return invalidInput(reply, `${body.error.issues[0].path.join('.')}: ${body.error.issues[0].message}`);
      if (!body.data.marketplaceIds.includes(TR_MARKETPLACE.id)) return invalidInput(reply, 'marketplaceIds must name A33AVAJ2PDY3EV.');
      const account = accountOf(request);
      const input = state.documents.get(body.data.inputFeedDocumentId);
      if (!input || input.sellerId !== account.sellerId)
        return invalidInput(reply, 'inputFeedDocumentId does not name a feed document of this seller.');
      const feedId = String(50_000_000_000 + state.next());
      const createdTime = Date.now();
      account.feeds.set(feedId, { feedId, ...body.data, createdTime, completesAt: createdTime + settings.batchCompleteMs });
      return reply.code(202).send({ feedId });
    });

    app.get<{ Params: { feedId: string } }>(`${FEEDS}/feeds/:feedId`, guard('getFeed'), async (request, reply) => {
      const feed = accountOf(request).feeds.get(request.params.feedId);
      if (!feed) return notFound(reply, 'The feed was not found.');
      const now = Date.now();
      const started = feed.createdTime + settings.batchCompleteMs / 2;
      return {
        feedId: feed.feedId,
        feedType: feed.feedType,
        marketplaceIds: feed.marketplaceIds,
        createdTime: new Date(feed.createdTime).toISOString(),
        processingStatus: feed.outcome?.processingStatus ?? (now < started ? 'IN_QUEUE' : 'IN_PROGRESS'),
        ...(now >= started && { processingStartTime: new Date(started).toISOString() }),
        ...(feed.outcome && {
          processingEndTime: new Date(feed.completesAt).toISOString(),
          resultFeedDocumentId: feed.outcome.resultFeedDocumentId,
        }),
      };
    });

    // The storage behind the pre-signed URLs: bodies as they are, whatever their content type.
    await app.register(async (uploads) => {
      uploads.removeAllContentTypeParsers();
      uploads.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

      uploads.put<{ Params: { id: string } }>('/uploads/:id', async (request, reply) => {
        const document = state.documents.get(request.params.id);
        if (!document) return reply.code(404).send('NoSuchKey');
        document.content = typeof request.body === 'string' ? request.body : '';
        return reply.code(200).send();
      });

      uploads.get<{ Params: { id: string } }>('/uploads/:id', async (request, reply) => {
        const document = state.documents.get(request.params.id);
        if (!document || document.content === null) return reply.code(404).send('NoSuchKey');
        return reply.type(document.contentType).send(document.content);
      });
    });
  };
}
