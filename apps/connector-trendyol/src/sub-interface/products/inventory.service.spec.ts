import { automock } from '@tezgah/testing/unit';
import { CTX, fakeTrendyol } from '../../../test/trendyol.fakes';
import { BatchSubmission } from '../submissions/batch-submission';
import { InventoryService } from './inventory.service';

describe('InventoryService', () => {
  it('submits the valid items in Trendyol’s words and refuses a repeated barcode or a list price under the sale price by index', async () => {
    const trendyol = fakeTrendyol();
    const submission = automock(BatchSubmission);
    submission.submit.mockResolvedValue({ batch_id: 'tyb_1', accepted_count: 2, rejected_count: 2, status_url: '', rejections: [] });
    const result = await new InventoryService(trendyol.sessions, submission).update(
      [
        { barcode: 'A', quantity: 3, sale_price: 90, list_price: 100 },
        { barcode: 'A', quantity: 4 },
        { barcode: 'B', quantity: 5, sale_price: 120, list_price: 100 },
        { barcode: 'C', quantity: 0 },
      ],
      CTX,
    );
    expect(result).toEqual({ batch_id: 'tyb_1', queued: 2 });
    const [api, ctx, type, barcodes, rejections, payloads] = submission.submit.mock.calls[0];
    expect([api, ctx, type, barcodes]).toEqual([trendyol.api, CTX, 'inventory', ['A', 'A', 'B', 'C']]);
    expect(rejections).toEqual([
      { index: 1, barcode: 'A', field: 'items[1].barcode', code: 'trendyol_barcode_repeated', reason: expect.any(String) },
      { index: 2, barcode: 'B', field: 'items[2].list_price', code: 'trendyol_price_order', reason: expect.any(String) },
    ]);
    expect([...payloads]).toEqual([
      [0, { barcode: 'A', quantity: 3, salePrice: 90, listPrice: 100 }],
      [3, { barcode: 'C', quantity: 0, salePrice: undefined, listPrice: undefined }],
    ]);
  });
});
