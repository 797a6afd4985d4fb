import { Injectable } from '@nestjs/common';
import { type RequestContext, serviceContext, type TrendyolBatch } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { z } from 'zod';
import type { TrendyolApi } from '../../trendyol/trendyol-api';
import { BrandDirectory } from '../products/brand-directory';
import { TrendyolSessions } from '../trendyol-session';
import type { PendingChunk } from './batch-chunks';
import { sendChunks } from './batch-sender';
import { BatchesRepository, type StoredBatch, type StoredItem } from './batches.repository';
import { TRENDYOL_OPERATIONS as OP } from '../../trendyol/trendyol-limits';

const resultSchema = z.object({
  status: z.string().nullish(),
  items: z.array(z.object({ status: z.string(), failureReasons: z.array(z.string()).nullish() })),
});
const listingsSchema = z.object({
  totalPages: z.number(),
  content: z.array(
    z.object({
      barcode: z.string(),
      approved: z.boolean(),
      rejected: z.boolean().nullish(),
      productCode: z.number().nullish(),
      brand: z.string().nullish(),
    }),
  ),
});
/** Products created or changed since a little before the batch: where their approval shows. */
const CLOCK_SLACK_MS = 60_000;
const LISTINGS_PAGE = 1000;
const DUPLICATE = 'DUPLICATE_BARCODE';
/** Longer than one update takes (a few calls in their turns of Trendyol's budget); a crashed holder's lease runs out. */
export const LEASE_MS = 60_000;

/**
 * `GET /marketplaces/trendyol/batches/{id}`: the seller's request followed to the end, by each read
 * and by the tracking worker (batch-tracking.worker.ts), whoever holds the batch's lease. Each update
 * sends the chunks still unsent, reads Trendyol's result of each chunk not yet done
 * (getBatchRequestResult: a product batch is done when COMPLETED; a price/stock batch, which has
 * no batch status, when no item is in progress), and for created or updated products reads their
 * approval from filterProducts (approved → APPROVED with the content id, rejected → REJECTED,
 * a brand the seller applied for still under review → PENDING_BRAND, else PENDING_REVIEW: not
 * visible in the storefront yet).
 */
@Injectable()
export class BatchTracker {
  constructor(
    private readonly sessions: TrendyolSessions,
    private readonly batches: BatchesRepository,
    private readonly brands: BrandDirectory,
  ) {}

  async get(batchId: string, ctx: RequestContext): Promise<TrendyolBatch> {
    const stored = await this.batches.find(ctx.tenant_id, batchId);
    if (!stored) throw new DomainError('resource.not_found');
    // In progress: brought up to date under its lease; held elsewhere (the worker, another read), answered as stored.
    const batch = stored.status === 'IN_PROGRESS' ? await this.batches.lease(ctx.tenant_id, batchId, LEASE_MS) : stored;
    if (!batch) return view(stored);
    if (batch.status === 'IN_PROGRESS' || batch.items.some((item) => item.approval_status?.startsWith('PENDING')))
      await this.update(batch, ctx);
    return view(batch);
  }

  /** The tracking worker's turn: brings a leased batch up to date for its tenant. */
  async track(batch: StoredBatch): Promise<void> {
    await this.update(batch, serviceContext(batch.tenant_id));
  }

  private async update(batch: StoredBatch, ctx: RequestContext): Promise<void> {
    try {
      const { api } = await this.sessions.open(ctx);
      await this.refresh(api, batch);
    } catch (error) {
      // What was learnt stays (a part sent keeps its id); the rest is tried again at the next turn.
      await this.batches.save(batch);
      throw error;
    }
    await this.batches.save(batch);
  }

  private async refresh(api: TrendyolApi, batch: StoredBatch): Promise<void> {
    const chunks = batch.chunks as PendingChunk[];
    await sendChunks(api, batch.type, chunks, batch.items);
    for (const chunk of chunks) {
      if (chunk.done || chunk.batch_request_id === null) continue;
      const result = await api.read(
        resultSchema,
        OP.getBatchRequestResult,
        `/product/sellers/{sellerId}/products/batch-requests/${chunk.batch_request_id}`,
        {},
      );
      const finished =
        batch.type === 'inventory'
          ? result.items.every((item) => item.status === 'SUCCESS' || item.status === 'FAILED')
          : result.status === 'COMPLETED';
      if (!finished) continue;
      result.items.forEach((outcome, position) => {
        const index = chunk.indexes[position];
        if (index === undefined) return;
        batch.items[index] =
          outcome.status === 'SUCCESS' ? succeeded(batch, batch.items[index]) : failed(batch.items[index], outcome.failureReasons ?? []);
      });
      chunk.done = true;
    }
    if (batch.type !== 'inventory') await this.readApprovals(api, batch);
    if (chunks.every((chunk) => chunk.done)) batch.status = 'COMPLETED';
  }

  private async readApprovals(api: TrendyolApi, batch: StoredBatch): Promise<void> {
    const waiting = new Map<string, number>();
    batch.items.forEach(
      (item, index) => item.status === 'SUCCESS' && item.approval_status !== 'APPROVED' && waiting.set(item.barcode, index),
    );
    if (!waiting.size) return;
    const query = {
      startDate: new Date(batch.created_at).getTime() - CLOCK_SLACK_MS,
      dateQueryType: batch.type === 'products' ? 'CREATED_DATE' : 'LAST_MODIFIED_DATE',
      size: LISTINGS_PAGE,
    };
    let brandsUnderReview: Map<string, number> | undefined;
    for (let page = 0; waiting.size; page++) {
      const listings = await api.read(listingsSchema, OP.filterProducts, '/product/sellers/{sellerId}/products', { ...query, page });
      for (const listing of listings.content) {
        const index = waiting.get(listing.barcode);
        if (index === undefined) continue;
        let approval_status: StoredItem['approval_status'] = listing.approved
          ? 'APPROVED'
          : listing.rejected
            ? 'REJECTED'
            : 'PENDING_REVIEW';
        if (approval_status === 'PENDING_REVIEW' && listing.brand) {
          brandsUnderReview ??= await this.brands.underReview(api);
          if (brandsUnderReview.has(listing.brand)) approval_status = 'PENDING_BRAND';
        }
        batch.items[index] = {
          ...batch.items[index],
          approval_status,
          content_id: listing.approved ? (listing.productCode ?? null) : null,
        };
        waiting.delete(listing.barcode);
      }
      if (page + 1 >= listings.totalPages) break;
    }
  }
}

function succeeded(batch: StoredBatch, item: StoredItem): StoredItem {
  return { ...item, status: 'SUCCESS', approval_status: batch.type === 'inventory' ? null : 'PENDING_REVIEW' };
}

/** Trendyol's reasons; a barcode it already has is the spec's `DUPLICATE_BARCODE`. */
function failed(item: StoredItem, reasons: string[]): StoredItem {
  const duplicate = reasons.some((reason) => reason.startsWith(DUPLICATE));
  return { ...item, status: 'FAILED', rejection_reason: duplicate ? DUPLICATE : reasons.join('; ') || 'FAILED' };
}

export function view(batch: StoredBatch): TrendyolBatch {
  return {
    batch_id: batch.id,
    type: batch.type,
    status: batch.status,
    item_count: batch.items.length,
    succeeded: batch.items.filter((item) => item.status === 'SUCCESS').length,
    failed: batch.items.filter((item) => item.status === 'FAILED').length,
    marketplace_batch_count: batch.chunks.length,
    created_at: new Date(batch.created_at).toISOString(),
    items: batch.items.map(({ field: _field, ...item }) => item),
  };
}
