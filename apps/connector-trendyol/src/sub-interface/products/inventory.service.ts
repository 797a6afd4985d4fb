import { Injectable } from '@nestjs/common';
import type { RequestContext, TrendyolInventoryItem, TrendyolInventoryResult, TrendyolItemRejection } from '@tezgah/contracts';
import { fieldMessage, type FieldMessageCode } from '@tezgah/contracts';
import { BatchSubmission } from '../submissions/batch-submission';
import { TrendyolSessions } from '../trendyol-session';

/**
 * `POST /marketplaces/trendyol/inventory`: stock and prices in one request, of any size: split
 * into price-and-inventory requests of 1000 (Trendyol's cap), one batch id for all of them. A
 * list price under the sale price, or a barcode repeated in the request, is refused per item.
 */
@Injectable()
export class InventoryService {
  constructor(
    private readonly sessions: TrendyolSessions,
    private readonly submission: BatchSubmission,
  ) {}

  async update(items: TrendyolInventoryItem[], ctx: RequestContext): Promise<TrendyolInventoryResult> {
    const { api } = await this.sessions.open(ctx);
    const seen = new Set<string>();
    const rejections: TrendyolItemRejection[] = [];
    const payloads = new Map<number, unknown>();
    for (const [index, item] of items.entries()) {
      const reject = (field: string, code: FieldMessageCode) =>
        rejections.push({ index, barcode: item.barcode, field: `items[${index}].${field}`, code, reason: fieldMessage(code) });
      if (seen.has(item.barcode)) reject('barcode', 'trendyol_barcode_repeated');
      else if (item.list_price !== undefined && item.sale_price !== undefined && item.list_price < item.sale_price)
        reject('list_price', 'trendyol_price_order');
      else payloads.set(index, { barcode: item.barcode, quantity: item.quantity, salePrice: item.sale_price, listPrice: item.list_price });
      seen.add(item.barcode);
    }
    const submitted = await this.submission.submit(
      api,
      ctx,
      'inventory',
      items.map((item) => item.barcode),
      rejections,
      payloads,
    );
    return { batch_id: submitted.batch_id, queued: submitted.accepted_count };
  }
}
