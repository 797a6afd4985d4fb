import type { Tx } from '@tezgah/persistence';
import { automock, fakeTransactions } from '@tezgah/testing/unit';
import { productRow } from '../../test/product-row';
import { ProductWriter } from './product-writer';
import { ProductsRepository } from './products.repository';
import { type StockCause, StockLedger } from './stock-ledger';

const now = new Date('2026-03-02T10:00:00.000Z');
const cause: StockCause = { source: 'bulk', reference: 'job_1', user_id: 7, request_id: 'req_1' };
const skuTaken = { code: 'resource.conflict', details: { sku: [expect.objectContaining({ code: 'sku_taken' })] } };

describe(ProductWriter.name, () => {
  let sut: ProductWriter;
  let products: jest.Mocked<ProductsRepository>;
  let ledger: jest.Mocked<StockLedger>;
  let tx: Tx;
  const created = { next: productRow({ id: 'prd_new', sku: 'NEW' }), oldStock: 0, skuChanged: false };
  const changed = { next: productRow({ stock: 5, stock_seq: 2 }), oldStock: 3, skuChanged: false };

  beforeEach(() => {
    ({ tx } = fakeTransactions());
    products = automock(ProductsRepository);
    ledger = automock(StockLedger);
    sut = new ProductWriter(products, ledger);
  });

  it('inserts, updates, counts the inserted and records the stock changes, all on the caller’s transaction', async () => {
    products.insert.mockResolvedValue(new Set(['prd_new']));
    await sut.write(tx, 'ten_a', cause, { inserts: [created], updates: [changed] }, now);
    expect(products.insert).toHaveBeenCalledWith(tx, [created.next]);
    expect(products.update).toHaveBeenCalledWith(tx, [changed.next], false);
    expect(products.countLive).toHaveBeenCalledWith(tx, 'ten_a', 1);
    expect(ledger.record).toHaveBeenCalledWith(tx, cause, [created, changed], now);
  });

  it('refuses with the SKU taken when an insert met a live product’s SKU, before writing anything else', async () => {
    products.insert.mockResolvedValue(new Set());
    await expect(sut.write(tx, 'ten_a', cause, { inserts: [created], updates: [changed] }, now)).rejects.toMatchObject(skuTaken);
    expect(products.update).not.toHaveBeenCalled();
    expect(ledger.record).not.toHaveBeenCalled();
  });

  it('turns a SKU change onto a live product’s SKU (unique violation) into the same refusal', async () => {
    products.insert.mockResolvedValue(new Set());
    products.update.mockRejectedValue(Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'products_live_sku_key' }));
    await expect(sut.write(tx, 'ten_a', cause, { inserts: [], updates: [changed] }, now)).rejects.toMatchObject(skuTaken);
  });

  it('lets any other failure through as it is', async () => {
    const lost = new Error('connection lost');
    products.insert.mockResolvedValue(new Set());
    products.update.mockRejectedValue(lost);
    await expect(sut.write(tx, 'ten_a', cause, { inserts: [], updates: [changed] }, now)).rejects.toBe(lost);
    expect(products.countLive).not.toHaveBeenCalled();
  });
});
