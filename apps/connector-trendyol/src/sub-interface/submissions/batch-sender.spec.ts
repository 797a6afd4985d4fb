import { DomainError } from '@tezgah/errors';
import type { ThirdPartyResponse } from '@tezgah/third-party';
import type { TrendyolApi } from '../../trendyol/trendyol-api';
import { chunksOf, TRENDYOL_BATCH_CAP } from './batch-chunks';
import { sendChunks } from './batch-sender';
import type { StoredItem } from './batches.repository';

/** Trendyol's answers in order, as the HTTP client returns them (it throws its own errors for 5xx and 429). */
function trendyol(answers: Array<ThirdPartyResponse | DomainError>) {
  const sent: unknown[] = [];
  const api = {
    send: async (_operation: string, _method: string, _path: string, options: { body: { items: unknown[] } }) => {
      sent.push(options.body.items.length);
      const answer = answers.shift();
      if (!answer) throw new Error('no answer left');
      if (answer instanceof DomainError) throw answer;
      return answer;
    },
  } as unknown as TrendyolApi;
  return { api, sent };
}
const ok = (id: string): ThirdPartyResponse => ({ status: 200, headers: {}, body: { batchRequestId: id } });
const refused = (message: string): ThirdPartyResponse => ({ status: 400, headers: {}, body: { errors: [{ key: 'x', message }] } });
const pending = (count: number): StoredItem[] =>
  Array.from({ length: count }, (_, i) => ({ barcode: `B${i}`, status: 'PENDING', content_id: null, approval_status: null }));
const entries = (count: number): Array<[number, unknown]> => Array.from({ length: count }, (_, i) => [i, { barcode: `B${i}` }]);

describe('sending a batch to Trendyol in parts', () => {
  it('splits at 1000 and keeps each part’s batch request id', async () => {
    const chunks = chunksOf(entries(2500));
    expect(chunks.map((chunk) => chunk.indexes.length)).toEqual([TRENDYOL_BATCH_CAP, TRENDYOL_BATCH_CAP, 500]);
    const { api, sent } = trendyol([ok('a'), ok('b'), ok('c')]);
    await sendChunks(api, 'inventory', chunks, pending(2500));
    expect(sent).toEqual([1000, 1000, 500]);
    expect(chunks.map((chunk) => [chunk.batch_request_id, 'payload' in chunk])).toEqual([
      ['a', false],
      ['b', false],
      ['c', false],
    ]);
  });

  it('stops at a failure and sends only the parts left on the next call', async () => {
    const chunks = chunksOf(entries(1500));
    const first = trendyol([ok('a'), new DomainError('marketplace.unreachable')]);
    await expect(sendChunks(first.api, 'products', chunks, pending(1500))).rejects.toMatchObject({ code: 'marketplace.unreachable' });
    expect(chunks.map((chunk) => chunk.batch_request_id)).toEqual(['a', null]);
    const later = trendyol([ok('b')]);
    await sendChunks(later.api, 'products', chunks, pending(1500));
    expect(later.sent).toEqual([500]);
    expect(chunks.map((chunk) => chunk.batch_request_id)).toEqual(['a', 'b']);
  });

  it("takes price/stock's 15-minute identical-payload refusal as done, and fails a part Trendyol refuses with its words", async () => {
    const items = pending(1500);
    const chunks = chunksOf(entries(1500));
    const { api } = trendyol([refused('15 dakika boyunca aynı isteği tekrarlı olarak atamazsınız!'), refused('Geçersiz istek')]);
    await sendChunks(api, 'inventory', chunks, items);
    expect(chunks.every((chunk) => chunk.done)).toBe(true);
    expect(items[0].status).toBe('SUCCESS');
    expect(items[1200]).toMatchObject({ status: 'FAILED', rejection_reason: 'Geçersiz istek' });
  });
});
