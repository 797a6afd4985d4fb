import { automock } from '@tezgah/testing/unit';
import { answer, CTX, fakeTrendyol } from '../../../test/trendyol.fakes';
import { BrandDirectory } from '../products/brand-directory';
import { BatchTracker, LEASE_MS } from './batch-tracker.service';
import { BatchesRepository, type StoredBatch, type StoredItem } from './batches.repository';

const pending = (barcode: string): StoredItem => ({ barcode, status: 'PENDING', content_id: null, approval_status: null });
const batchOf = (fields: Partial<StoredBatch>): StoredBatch => ({
  id: 'tyb_1',
  tenant_id: CTX.tenant_id,
  type: 'products',
  status: 'IN_PROGRESS',
  items: [pending('A'), pending('B'), pending('C')],
  chunks: [{ batch_request_id: 'br-1', indexes: [0, 1, 2], done: false }],
  created_at: new Date('2026-03-05T09:00:00Z'),
  ...fields,
});
const listing = (barcode: string, fields: Record<string, unknown>) => ({ barcode, approved: false, rejected: false, ...fields });

describe('BatchTracker', () => {
  function setUp(stored: StoredBatch | null) {
    const trendyol = fakeTrendyol();
    const batches = automock(BatchesRepository);
    batches.find.mockResolvedValue(stored);
    batches.lease.mockResolvedValue(stored && structuredClone(stored));
    const brands = automock(BrandDirectory);
    brands.underReview.mockResolvedValue(new Map([['Yeni Marka', 1]]));
    return { trendyol, batches, brands, tracker: new BatchTracker(trendyol.sessions, batches, brands) };
  }

  it("follows a product batch to Trendyol's result and each product's approval, saved under the lease", async () => {
    const { trendyol, batches, tracker } = setUp(batchOf({}));
    trendyol.on(
      'getBatchRequestResult',
      answer(200, {
        status: 'COMPLETED',
        items: [{ status: 'SUCCESS' }, { status: 'SUCCESS' }, { status: 'FAILED', failureReasons: ['DUPLICATE_BARCODE: var'] }],
      }),
    );
    trendyol.on(
      'filterProducts',
      answer(200, {
        totalPages: 1,
        content: [listing('A', { approved: true, productCode: 123 }), listing('B', { brand: 'Yeni Marka' })],
      }),
    );
    const batch = await tracker.get('tyb_1', CTX);
    expect(batches.lease).toHaveBeenCalledWith(CTX.tenant_id, 'tyb_1', LEASE_MS);
    expect(trendyol.calls('filterProducts')[0].query).toMatchObject({
      startDate: Date.parse('2026-03-05T08:59:00Z'),
      dateQueryType: 'CREATED_DATE',
      page: 0,
    });
    expect(batch).toMatchObject({ status: 'COMPLETED', item_count: 3, succeeded: 2, failed: 1, marketplace_batch_count: 1 });
    expect(batch.items).toEqual([
      { barcode: 'A', status: 'SUCCESS', content_id: 123, approval_status: 'APPROVED' },
      { barcode: 'B', status: 'SUCCESS', content_id: null, approval_status: 'PENDING_BRAND' },
      { barcode: 'C', status: 'FAILED', content_id: null, approval_status: null, rejection_reason: 'DUPLICATE_BARCODE' },
    ]);
    expect(batches.save).toHaveBeenCalledWith(expect.objectContaining({ id: 'tyb_1', status: 'COMPLETED' }));
  });

  it('leaves a price/stock batch in progress while an item is, and reads no approvals for it', async () => {
    const { trendyol, tracker } = setUp(batchOf({ type: 'inventory' }));
    trendyol.on('getBatchRequestResult', answer(200, { items: [{ status: 'SUCCESS' }, { status: 'IN_PROGRESS' }, { status: 'SUCCESS' }] }));
    const batch = await tracker.get('tyb_1', CTX);
    expect(batch.status).toBe('IN_PROGRESS');
    expect(batch.items.map((item) => item.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    expect(trendyol.calls('filterProducts')).toEqual([]);
  });

  it('answers a batch held elsewhere as stored, a finished one without asking Trendyol, and an unknown one 404', async () => {
    const held = setUp(batchOf({}));
    held.batches.lease.mockResolvedValue(null);
    await expect(held.tracker.get('tyb_1', CTX)).resolves.toMatchObject({ status: 'IN_PROGRESS' });
    const done = setUp(batchOf({ status: 'COMPLETED', items: [{ ...pending('A'), status: 'SUCCESS', approval_status: 'APPROVED' }] }));
    await expect(done.tracker.get('tyb_1', CTX)).resolves.toMatchObject({ status: 'COMPLETED', succeeded: 1 });
    expect([...held.trendyol.calls(), ...done.trendyol.calls()]).toEqual([]);
    await expect(setUp(null).tracker.get('tyb_x', CTX)).rejects.toMatchObject({ code: 'resource.not_found' });
  });

  it('sends a part still unsent first, and saves the batch as it stands when Trendyol fails', async () => {
    const unsent = {
      batch_request_id: null,
      indexes: [0, 1, 2],
      done: false,
      payload: [{ barcode: 'A' }, { barcode: 'B' }, { barcode: 'C' }],
    };
    const { trendyol, batches, tracker } = setUp(batchOf({ chunks: [unsent] }));
    trendyol.on('createProducts', answer(500));
    await expect(tracker.get('tyb_1', CTX)).rejects.toMatchObject({ code: 'marketplace.unreachable' });
    expect(trendyol.calls('createProducts')[0].body).toEqual({ items: unsent.payload });
    expect(batches.save).toHaveBeenCalledWith(expect.objectContaining({ id: 'tyb_1', status: 'IN_PROGRESS' }));
  });
});
