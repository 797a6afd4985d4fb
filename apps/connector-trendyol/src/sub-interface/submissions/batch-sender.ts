import type { StoredItem } from './batches.repository';
import { type PendingChunk, SUBMISSION } from './batch-chunks';
import type { TrendyolBatch } from '@tezgah/contracts';
import { z } from 'zod';
import { answerError, repeatedPayload, type TrendyolApi, trendyolErrorMessages } from '../../trendyol/trendyol-api';
const acceptedSchema = z.object({ batchRequestId: z.string() });

/**
 * Sends the chunks Trendyol has not taken yet, in order, each in its turn of the rate budget (the
 * kit waits for it). A 400 refuses that chunk's items for good (their reason Trendyol's words); the
 * identical-payload refusal of price/stock means those values are already on Trendyol: a success.
 * Anything else (unreachable, rate limited) stops and is thrown: the chunks left wait for the
 * next tracking call, which sends them. Returns whether every chunk is now sent.
 */
export async function sendChunks(
  api: TrendyolApi,
  type: TrendyolBatch['type'],
  chunks: PendingChunk[],
  items: StoredItem[],
): Promise<void> {
  const call = SUBMISSION[type];
  for (const chunk of chunks) {
    if (chunk.batch_request_id !== null || chunk.done) continue;
    const response = await api.send(call.operation, call.method, call.path, { body: { items: chunk.payload } });
    if (response.status === 200) {
      const parsed = acceptedSchema.safeParse(response.body);
      if (!parsed.success) throw answerError(call.operation, { ...response, status: 502 });
      chunk.batch_request_id = parsed.data.batchRequestId;
    } else if (response.status === 400) {
      const messages = trendyolErrorMessages(response.body);
      const repeated = type === 'inventory' && repeatedPayload(response);
      for (const index of chunk.indexes)
        items[index] = repeated
          ? { ...items[index], status: 'SUCCESS' }
          : { ...items[index], status: 'FAILED', rejection_reason: messages.join('; ') || 'HTTP 400' };
      chunk.done = true;
    } else {
      throw answerError(call.operation, response);
    }
    delete chunk.payload;
  }
}
