import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_URLS, type PublicUrls } from '@tezgah/config';
import {
  AMAZON_DIRECT_LISTINGS_MAX,
  AMAZON_MARKETPLACE_ID,
  type AmazonListingItem,
  type AmazonListingsRequest,
  type AmazonListingsResult,
} from '@tezgah/contracts';
import { z } from 'zod';
import { FEED_CONTENT_TYPE } from '../../amazon/amazon-stock';
import { submitFeed } from '../../amazon/sp-api-feeds';
import type { SpApiSession } from '../../amazon/sp-api-session';
import { AmazonSessions } from '../amazon-sessions';
import { expectSuccess } from '../amazon-answers';
import type { StoredSubmissionItem } from '../database/sub-interface.entities';
import { isOffer, listingBody, listingsFeed } from './listing-attributes';
import { splitIssues } from './listing-issues';
import { SubmissionsRepository } from './submissions.repository';

const submissionAnswer = z.object({
  status: z.enum(['ACCEPTED', 'INVALID', 'VALID']),
  issues: z
    .array(z.object({ code: z.string(), message: z.string(), severity: z.string(), attributeNames: z.array(z.string()).optional() }))
    .default([]),
  identifiers: z.array(z.object({ asin: z.string().optional() }).loose()).optional(),
});

/**
 * `POST /marketplaces/amazon/listings`: up to 20 items one putListingsItem each (their results at
 * once), more as one JSON_LISTINGS_FEED (results once Amazon processed it, read back by
 * `GET /submissions/{id}`). Either way a submission the caller follows.
 */
@Injectable()
export class ListingsService {
  constructor(
    private readonly sessions: AmazonSessions,
    private readonly submissions: SubmissionsRepository,
    @Inject(PUBLIC_URLS) private readonly urls: PublicUrls,
  ) {}

  async submit(tenantId: string, request: AmazonListingsRequest): Promise<AmazonListingsResult> {
    const { session } = await this.sessions.forTenant(tenantId);
    const direct = request.items.length <= AMAZON_DIRECT_LISTINGS_MAX;
    const items = direct ? await this.putEach(session, request.items) : request.items.map(pending);
    const feedId = direct
      ? null
      : await submitFeed(
          session,
          'JSON_LISTINGS_FEED',
          FEED_CONTENT_TYPE,
          JSON.stringify(listingsFeed(session.grant.sellerId, request.items)),
        );
    const saved = await this.submissions.create({
      tenant_id: tenantId,
      kind: 'listings',
      path: direct ? 'direct' : 'feed',
      feed_id: feedId,
      status: direct ? 'ACCEPTED' : 'IN_PROGRESS',
      items,
    });
    const rejected = items.filter((item) => item.status === 'INVALID').length;
    return {
      submission_id: saved.id,
      accepted_count: items.length - rejected,
      rejected_count: rejected,
      status_url: this.statusUrl(saved.id),
      ...(items.some((item) => item.merged_with_existing_asin) && { merged_with_existing_asin: true as const }),
    };
  }

  statusUrl(id: string): string {
    return `${this.urls.api}/v1/marketplaces/amazon/submissions/${id}`;
  }

  private async putEach(session: SpApiSession, items: AmazonListingItem[]): Promise<StoredSubmissionItem[]> {
    const results: StoredSubmissionItem[] = [];
    for (const item of items) {
      const response = await session.call({
        method: 'PUT',
        path: `/listings/2021-08-01/items/${encodeURIComponent(session.grant.sellerId)}/${encodeURIComponent(item.seller_sku)}`,
        operation: 'putListingsItem',
        query: { marketplaceIds: AMAZON_MARKETPLACE_ID, issueLocale: 'tr_TR' },
        body: listingBody(item),
      });
      const answer = submissionAnswer.parse(expectSuccess(response, 'items', 'putListingsItem'));
      const { errors, warnings, merged } = splitIssues(answer.issues);
      const valid = answer.status !== 'INVALID' && !errors.length;
      results.push({
        seller_sku: item.seller_sku,
        new_product: !isOffer(item),
        status: valid ? 'VALID' : 'INVALID',
        asin: (valid && (answer.identifiers?.[0]?.asin ?? (isOffer(item) ? item.asin : null))) || null,
        merged_with_existing_asin: valid && merged && !isOffer(item),
        warnings,
        errors,
      });
    }
    return results;
  }
}

function pending(item: AmazonListingItem): StoredSubmissionItem {
  return {
    seller_sku: item.seller_sku,
    new_product: !isOffer(item),
    status: 'PENDING',
    asin: null,
    merged_with_existing_asin: false,
    warnings: [],
    errors: [],
  };
}
