import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TR_MARKETPLACE } from './amazon-marketplace';
import type { SimListing } from './amazon-state';
import { listingItem } from './listing-view';
import { deleteListing, patchListing, putListing, type SubmissionOutcome } from './listing-submissions';
import { accountOf, type spApiGuard } from './sp-api.guard';
import { invalidInput, notFound, sendSpApiError } from './sp-api-errors';
import { csv, namesTurkey, offsetOf, pageToken } from './sp-api.query';

const BASE = '/listings/2021-08-01/items/:sellerId';

const searchQuery = z.object({
  pageSize: z.coerce.number().int().min(1).max(20).default(10),
  pageToken: z.string().optional(),
  sortBy: z.enum(['sku', 'createdDate', 'lastUpdatedDate']).default('lastUpdatedDate'),
  sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
});

type SearchParams = { sellerId: string };
type ItemParams = { sellerId: string; sku: string };

/** Listings Items 2021-08-01: search, and get/put/patch/delete of one SKU (research §2.3). */
export function listingsRoutes(guard: ReturnType<typeof spApiGuard>): FastifyPluginAsync {
  return async (app) => {
    /** The path's seller must be the token's, and the request must name Amazon.com.tr. */
    const scope = (request: FastifyRequest<{ Params: SearchParams }>, reply: FastifyReply) => {
      const account = accountOf(request);
      if (request.params.sellerId !== account.sellerId)
        return void sendSpApiError(reply, 403, 'Unauthorized', 'Access to requested resource is denied.');
      if (!namesTurkey((request.query as Record<string, unknown>).marketplaceIds))
        return void invalidInput(reply, 'marketplaceIds must name A33AVAJ2PDY3EV.');
      return account;
    };
    // includedData defaults to `summaries`.
    const included = (request: FastifyRequest) => {
      const names = csv((request.query as Record<string, unknown>).includedData);
      return new Set(names.length ? names : ['summaries']);
    };
    const submission = (sku: string, outcome: SubmissionOutcome) => ({
      sku,
      status: outcome.status,
      submissionId: randomUUID().replace(/-/g, ''),
      issues: outcome.issues,
      ...(outcome.asin && { identifiers: [{ marketplaceId: TR_MARKETPLACE.id, asin: outcome.asin }] }),
    });

    app.get<{ Params: SearchParams }>(BASE, guard('searchListingsItems'), async (request, reply) => {
      const account = scope(request, reply);
      if (!account) return reply;
      const query = searchQuery.safeParse(request.query);
      if (!query.success) return invalidInput(reply, `${query.error.issues[0].path.join('.')}: ${query.error.issues[0].message}`);
      const { pageSize, sortBy, sortOrder } = query.data;
      const offset = query.data.pageToken === undefined ? 0 : offsetOf(query.data.pageToken);
      if (offset === null) return invalidInput(reply, 'pageToken is invalid.');
      const sorted = [...account.listings.values()].sort((a, b) => compare(a, b, sortBy) * (sortOrder === 'ASC' ? 1 : -1));
      const data = included(request);
      const items = sorted.slice(offset, offset + pageSize).map((listing) => listingItem(listing, data));
      const more = offset + pageSize < sorted.length;
      return {
        numberOfResults: sorted.length,
        pagination: {
          ...(more && { nextToken: pageToken(offset + pageSize) }),
          ...(offset > 0 && { previousToken: pageToken(Math.max(0, offset - pageSize)) }),
        },
        items,
      };
    });

    app.get<{ Params: ItemParams }>(`${BASE}/:sku`, guard('getListingsItem'), async (request, reply) => {
      const account = scope(request, reply);
      if (!account) return reply;
      const listing = account.listings.get(request.params.sku);
      if (!listing) return notFound(reply, `SKU '${request.params.sku}' was not found.`);
      const data = included(request);
      return listingItem(listing, data);
    });

    // The writes at 2021-08-01 and at 2020-09-01, which older clients still default to (research appendix).
    for (const item of [`${BASE}/:sku`, '/listings/2020-09-01/items/:sellerId/:sku']) {
      app.put<{ Params: ItemParams }>(item, guard('putListingsItem'), async (request, reply) => {
        const account = scope(request, reply);
        if (!account) return reply;
        return submission(request.params.sku, putListing(account, request.params.sku, request.body, new Date().toISOString()));
      });

      app.patch<{ Params: ItemParams }>(item, guard('patchListingsItem'), async (request, reply) => {
        const account = scope(request, reply);
        if (!account) return reply;
        return submission(request.params.sku, patchListing(account, request.params.sku, request.body, new Date().toISOString()));
      });

      app.delete<{ Params: ItemParams }>(item, guard('deleteListingsItem'), async (request, reply) => {
        const account = scope(request, reply);
        if (!account) return reply;
        return submission(request.params.sku, deleteListing(account, request.params.sku));
      });
    }
  };
}

function compare(a: SimListing, b: SimListing, by: 'sku' | 'createdDate' | 'lastUpdatedDate'): number {
  return a[by] < b[by] ? -1 : a[by] > b[by] ? 1 : a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0;
}
