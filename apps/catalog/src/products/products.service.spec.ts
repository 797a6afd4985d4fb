import type { RequestContext } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { Transactions, Tx } from '@tezgah/persistence';
import { automock, fakeTransactions } from '@tezgah/testing/unit';
import { productRow } from '../../test/product-row';
import { ProductWriter } from './product-writer';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';
import { StockLedgerRepository } from './stock-ledger.repository';

const ctx: RequestContext = { tenant_id: 'ten_a', user_id: 7, role: 'staff', request_id: 'req_1' };
const notFound = expect.objectContaining({ code: 'resource.not_found' });

describe(ProductsService.name, () => {
  let sut: ProductsService;
  let products: jest.Mocked<ProductsRepository>;
  let ledger: jest.Mocked<StockLedgerRepository>;
  let writer: jest.Mocked<ProductWriter>;
  let transactions: jest.Mocked<Transactions>;
  let tx: Tx;

  beforeEach(() => {
    ({ transactions, tx } = fakeTransactions());
    products = automock(ProductsRepository);
    ledger = automock(StockLedgerRepository);
    writer = automock(ProductWriter);
    sut = new ProductsService(products, ledger, writer, transactions);
  });

  describe('list', () => {
    it("reads the tenant's page outside any transaction and answers it with its pagination", async () => {
      products.list.mockResolvedValue({ rows: [productRow()], total: 26 });
      const page = await sut.list(ctx, { page: 2, per_page: 25, search: 'tişört' });
      expect(products.list).toHaveBeenCalledWith('ten_a', { page: 2, per_page: 25, search: 'tişört' });
      expect(page.pagination).toEqual({ page: 2, per_page: 25, total: 26, total_pages: 2 });
      expect(page.data).toEqual([expect.objectContaining({ id: 'prd_1', created_at: '2026-03-01T09:00:00.000Z' })]);
      expect(page.data[0]).not.toHaveProperty('tenant_id');
      expect(transactions.run).not.toHaveBeenCalled();
    });
  });

  describe('get', () => {
    it("answers the tenant's live product", async () => {
      products.findLive.mockResolvedValue(productRow());
      expect(await sut.get(ctx, 'prd_1')).toMatchObject({ id: 'prd_1', sku: 'TSHIRT-BLK-M', stock: 3 });
      expect(products.findLive).toHaveBeenCalledWith('ten_a', 'prd_1');
    });

    it("is a 404 DomainError when the tenant has no such live product (another tenant's included)", async () => {
      products.findLive.mockResolvedValue(null);
      const refusal = sut.get(ctx, 'prd_other');
      await expect(refusal).rejects.toBeInstanceOf(DomainError);
      await expect(refusal).rejects.toEqual(notFound);
    });
  });

  describe('create', () => {
    it('writes the planned product with its first stock in one transaction', async () => {
      const created = await sut.create(ctx, { sku: 'MUG-1', title: 'Kupa', price: 99.5, stock: 4 });
      expect(transactions.run).toHaveBeenCalledTimes(1);
      const [onTx, tenant, cause, writes] = writer.write.mock.calls[0];
      expect([onTx, tenant]).toEqual([tx, 'ten_a']);
      expect(cause).toEqual({ source: 'create', reference: null, user_id: 7, request_id: 'req_1' });
      expect(writes.updates).toEqual([]);
      expect(writes.inserts).toEqual([
        { next: expect.objectContaining({ sku: 'MUG-1', tenant_id: 'ten_a', stock: 4, stock_seq: 1 }), oldStock: 0, skuChanged: false },
      ]);
      expect(created).toMatchObject({ id: writes.inserts[0].next.id, sku: 'MUG-1', stock: 4, currency: 'TRY' });
    });

    it('answers the refusal of a write (a SKU taken) and publishes nothing', async () => {
      writer.write.mockRejectedValue(new DomainError('resource.conflict'));
      await expect(sut.create(ctx, { sku: 'MUG-1', title: 'Kupa', price: 99.5 })).rejects.toMatchObject({ code: 'resource.conflict' });
    });
  });

  describe('setStock and update', () => {
    it("locks the tenant's product in the transaction and writes the change as a stock ledger step", async () => {
      products.lockById.mockResolvedValue(productRow({ stock: 3, stock_seq: 4 }));
      const updated = await sut.setStock(ctx, 'prd_1', 0);
      expect(products.lockById).toHaveBeenCalledWith(tx, 'ten_a', 'prd_1');
      expect(writer.write).toHaveBeenCalledWith(
        tx,
        'ten_a',
        { source: 'stock', reference: null, user_id: 7, request_id: 'req_1' },
        {
          inserts: [],
          updates: [{ next: expect.objectContaining({ id: 'prd_1', stock: 0, stock_seq: 5 }), oldStock: 3, skuChanged: false }],
        },
        expect.any(Date),
      );
      expect(updated).toMatchObject({ id: 'prd_1', stock: 0 });
    });

    it('names a PATCH as its cause and leaves the stock sequence alone when the stock stays', async () => {
      products.lockById.mockResolvedValue(productRow());
      await sut.update(ctx, 'prd_1', { title: 'Yeni başlık' });
      const [, , cause, writes] = writer.write.mock.calls[0];
      expect(cause.source).toBe('patch');
      expect(writes.updates).toEqual([
        { next: expect.objectContaining({ title: 'Yeni başlık', stock: 3, stock_seq: 1 }), oldStock: null, skuChanged: false },
      ]);
    });

    it('writes nothing for a change that changes nothing, and answers the product as it is', async () => {
      products.lockById.mockResolvedValue(productRow());
      expect(await sut.setStock(ctx, 'prd_1', 3)).toMatchObject({ id: 'prd_1', stock: 3 });
      expect(writer.write).not.toHaveBeenCalled();
    });

    it('is 404 without a write when the tenant has no such live product', async () => {
      products.lockById.mockResolvedValue(null);
      await expect(sut.update(ctx, 'prd_x', { title: 'x' })).rejects.toEqual(notFound);
      expect(writer.write).not.toHaveBeenCalled();
    });
  });

  describe('delete', () => {
    it('soft-deletes and counts the tenant one live product fewer, in one transaction', async () => {
      products.softDelete.mockResolvedValue(true);
      expect(await sut.delete(ctx, 'prd_1')).toEqual({ id: 'prd_1' });
      expect(products.softDelete).toHaveBeenCalledWith(tx, 'ten_a', 'prd_1', expect.any(Date));
      expect(products.countLive).toHaveBeenCalledWith(tx, 'ten_a', -1);
      expect(transactions.run).toHaveBeenCalledTimes(1);
    });

    it('is 404 and counts nothing when there was no live product to delete', async () => {
      products.softDelete.mockResolvedValue(false);
      await expect(sut.delete(ctx, 'prd_1')).rejects.toEqual(notFound);
      expect(products.countLive).not.toHaveBeenCalled();
    });
  });

  describe('stockMovements', () => {
    it("reads the ledger of the tenant's live product only", async () => {
      products.findLive.mockResolvedValue(null);
      await expect(sut.stockMovements(ctx, 'prd_1', 1, 25)).rejects.toEqual(notFound);
      expect(ledger.movements).not.toHaveBeenCalled();

      products.findLive.mockResolvedValue(productRow());
      ledger.movements.mockResolvedValue({ rows: [], total: 51 });
      expect(await sut.stockMovements(ctx, 'prd_1', 3, 25)).toEqual({
        data: [],
        pagination: { page: 3, per_page: 25, total: 51, total_pages: 3 },
      });
      expect(ledger.movements).toHaveBeenCalledWith('prd_1', 3, 25);
    });
  });
});
