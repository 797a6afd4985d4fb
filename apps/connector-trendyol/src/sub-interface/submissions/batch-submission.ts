import { Injectable } from '@nestjs/common';
import type { RequestContext, TrendyolBatch, TrendyolItemRejection, TrendyolSubmission } from '@tezgah/contracts';
import { ulid } from 'ulid';
import type { TrendyolApi } from '../../trendyol/trendyol-api';
import { chunksOf } from './batch-chunks';
import { sendChunks } from './batch-sender';
import { BatchesRepository, type StoredItem } from './batches.repository';

export const BATCH_ID_PREFIX = 'tyb_';

/**
 * Records one seller request as one batch and sends its accepted items to Trendyol in chunks of
 * its cap. Nothing is recorded when the first chunk cannot be sent (the caller gets that error,
 * 502 or 503, and nothing happened); once one was sent, the request is recorded and the chunks
 * left are sent by the tracking calls.
 */
@Injectable()
export class BatchSubmission {
  constructor(private readonly batches: BatchesRepository) {}

  async submit(
    api: TrendyolApi,
    ctx: RequestContext,
    type: TrendyolBatch['type'],
    barcodes: string[],
    rejections: TrendyolItemRejection[],
    payloads: Map<number, unknown>,
  ): Promise<TrendyolSubmission> {
    const firstRejection = new Map<number, TrendyolItemRejection>();
    for (const rejection of rejections) if (!firstRejection.has(rejection.index)) firstRejection.set(rejection.index, rejection);
    const items: StoredItem[] = barcodes.map((barcode, index) => {
      const refused = firstRejection.get(index);
      return refused
        ? { barcode, status: 'FAILED', content_id: null, approval_status: null, rejection_reason: refused.reason, field: refused.field }
        : { barcode, status: 'PENDING', content_id: null, approval_status: null };
    });
    const chunks = chunksOf([...payloads.entries()]);
    try {
      await sendChunks(api, type, chunks, items);
    } catch (error) {
      if (chunks[0]?.batch_request_id === null && !chunks[0].done) throw error;
    }
    const id = `${BATCH_ID_PREFIX}${ulid()}`;
    const done = chunks.every((chunk) => chunk.done);
    await this.batches.insert({ id, tenant_id: ctx.tenant_id, type, status: done ? 'COMPLETED' : 'IN_PROGRESS', items, chunks });
    return {
      batch_id: id,
      accepted_count: payloads.size,
      rejected_count: firstRejection.size,
      status_url: `/v1/marketplaces/trendyol/batches/${id}`,
      rejections,
    };
  }
}
