import { Injectable } from '@nestjs/common';
import { AMAZON_MARKETPLACE_ID, type AmazonInventoryRequest, type AmazonInventoryResult, fieldMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { z } from 'zod';
import { FEED_CONTENT_TYPE, quantityPatches } from '../../amazon/amazon-stock';
import { submitFeed } from '../../amazon/sp-api-feeds';
import type { SpApiSession } from '../../amazon/sp-api-session';
import { AmazonSessions } from '../amazon-sessions';
import { expectSuccess } from '../amazon-answers';
import type { StoredSubmissionItem } from '../database/sub-interface.entities';
import { splitIssues } from '../listings/listing-issues';
import { ListingsService } from '../listings/listings.service';
import { SubmissionsRepository } from '../listings/submissions.repository';

/** The offer-only product type a stock or price change goes with. */
const PRODUCT_TYPE = 'PRODUCT';
/** The most SKUs a realtime request patches one by one (about four seconds of the 5/s listings quota). */
export const REALTIME_MAX = 20;
/** How long a realtime PATCH waits for its quota turn before the rest goes by feed: the quota counts as spent. */
const REALTIME_TURN_WAIT_MS = 1000;

const patchAnswer = z.object({
  status: z.enum(['ACCEPTED', 'INVALID', 'VALID']),
  issues: z
    .array(z.object({ code: z.string(), message: z.string(), severity: z.string(), attributeNames: z.array(z.string()).optional() }))
    .default([]),
});

type InventoryItem = AmazonInventoryRequest['items'][number];

const patchesOf = (item: InventoryItem) => [
  ...quantityPatches(item.quantity),
  ...(item.price === undefined
    ? []
    : [
        {
          op: 'replace',
          path: '/attributes/purchasable_offer',
          value: [{ currency: 'TRY', marketplace_id: AMAZON_MARKETPLACE_ID, our_price: [{ schedule: [{ value_with_tax: item.price }] }] }],
        },
      ]),
];

/**
 * `POST /marketplaces/amazon/inventory`: `priority: realtime` patches each listing directly
 * (patchListingsItem, seconds), anything else goes as one JSON_LISTINGS_FEED (5-30 minutes). When
 * the realtime quota is spent (a turn further than a second away, or Amazon's QuotaExceeded after
 * the client's retries) the SKUs not yet patched go by feed, and the answer says so.
 */
@Injectable()
export class InventoryService {
  constructor(
    private readonly sessions: AmazonSessions,
    private readonly submissions: SubmissionsRepository,
    private readonly listings: ListingsService,
  ) {}

  async submit(tenantId: string, request: AmazonInventoryRequest): Promise<AmazonInventoryResult> {
    const { session } = await this.sessions.forTenant(tenantId);
    const realtime = request.priority === 'realtime';
    const done: StoredSubmissionItem[] = [];
    let rest = request.items;
    let fallback = realtime && request.items.length > REALTIME_MAX;
    if (realtime && !fallback) {
      for (const item of request.items) {
        try {
          done.push(await this.patch(session, item));
        } catch (error) {
          if (!(error instanceof DomainError && error.code === 'marketplace.rate_limited')) throw error;
          fallback = true;
          break;
        }
      }
      rest = request.items.slice(done.length);
    }
    const feedId = rest.length ? await this.feed(session, rest) : null;
    const items = [...done, ...rest.map((item) => pendingItem(item.seller_sku))];
    const saved = await this.submissions.create({
      tenant_id: tenantId,
      kind: 'inventory',
      path: feedId ? 'feed' : 'direct',
      feed_id: feedId,
      status: feedId ? 'IN_PROGRESS' : 'ACCEPTED',
      items,
    });
    return {
      submission_id: saved.id,
      queued: items.length,
      path: feedId ? 'feed' : 'direct',
      ...(fallback && {
        fallback: { reason: 'realtime_quota_exhausted' as const, message: fieldMessage('amazon_realtime_quota_exhausted') },
      }),
    };
  }

  statusUrl(id: string): string {
    return this.listings.statusUrl(id);
  }

  private async patch(session: SpApiSession, item: InventoryItem): Promise<StoredSubmissionItem> {
    const response = await session.call({
      method: 'PATCH',
      path: `/listings/2021-08-01/items/${encodeURIComponent(session.grant.sellerId)}/${encodeURIComponent(item.seller_sku)}`,
      operation: 'patchListingsItem',
      maxWaitMs: REALTIME_TURN_WAIT_MS,
      query: { marketplaceIds: AMAZON_MARKETPLACE_ID, issueLocale: 'tr_TR' },
      body: { productType: PRODUCT_TYPE, patches: patchesOf(item) },
    });
    const answer = patchAnswer.parse(expectSuccess(response, 'items', 'patchListingsItem'));
    const { errors, warnings } = splitIssues(answer.issues);
    const valid = answer.status !== 'INVALID' && !errors.length;
    return { ...pendingItem(item.seller_sku), status: valid ? 'VALID' : 'INVALID', warnings, errors };
  }

  private feed(session: SpApiSession, items: InventoryItem[]): Promise<string> {
    const document = {
      header: {
        sellerId: session.grant.sellerId,
        version: '2.0',
        issueLocale: 'tr_TR',
        report: { includedData: ['identifiers', 'issues'], apiVersion: '2021-08-01' },
      },
      messages: items.map((item, index) => ({
        messageId: index + 1,
        sku: item.seller_sku,
        operationType: 'PATCH',
        productType: PRODUCT_TYPE,
        patches: patchesOf(item),
      })),
    };
    return submitFeed(session, 'JSON_LISTINGS_FEED', FEED_CONTENT_TYPE, JSON.stringify(document));
  }
}

function pendingItem(sku: string): StoredSubmissionItem {
  return { seller_sku: sku, new_product: false, status: 'PENDING', asin: null, merged_with_existing_asin: false, warnings: [], errors: [] };
}
