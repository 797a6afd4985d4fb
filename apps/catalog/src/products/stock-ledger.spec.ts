import { CatalogStockChanged, ProductSoldOut, ProductStockChanged } from '@tezgah/contracts';
import { EventOutbox } from '@tezgah/messaging';
import type { Tx } from '@tezgah/persistence';
import { automock, fakeTransactions } from '@tezgah/testing/unit';
import { productRow } from '../../test/product-row';
import { type StockCause, StockLedger } from './stock-ledger';
import { StockLedgerRepository } from './stock-ledger.repository';

const now = new Date('2026-03-02T10:00:00.000Z');
const byOrder: StockCause = { source: 'order', reference: 'ord_1', marketplace: 'trendyol', user_id: null, request_id: null };

describe(StockLedger.name, () => {
  let sut: StockLedger;
  let rows: jest.Mocked<StockLedgerRepository>;
  let outbox: jest.Mocked<EventOutbox>;
  let tx: Tx;

  beforeEach(() => {
    ({ tx } = fakeTransactions());
    rows = automock(StockLedgerRepository);
    outbox = automock(EventOutbox);
    sut = new StockLedger(rows, outbox);
  });

  it('appends one row per stock change and writes its events (naming where the SKU may be listed) to the outbox, both in the caller’s transaction', async () => {
    const next = productRow({ stock: 1, stock_seq: 2, listed_on: ['hepsiburada', 'trendyol'] });
    await sut.record(tx, byOrder, [{ next, oldStock: 3, skuChanged: false }], now);
    expect(rows.append).toHaveBeenCalledWith(
      tx,
      [
        {
          product_id: 'prd_1',
          seq: 2,
          tenant_id: 'ten_a',
          old_stock: 3,
          new_stock: 1,
          source: 'order',
          reference: 'ord_1',
          user_id: null,
          request_id: null,
        },
      ],
      now,
    );
    expect(outbox.add).toHaveBeenCalledWith(tx, [
      { event: ProductStockChanged, tenantId: 'ten_a', data: { product_id: 'prd_1', sku: 'TSHIRT-BLK-M', old_stock: 3, new_stock: 1 } },
      {
        event: CatalogStockChanged,
        tenantId: 'ten_a',
        data: {
          product_id: 'prd_1',
          sku: 'TSHIRT-BLK-M',
          barcode: '8690000000011',
          old_stock: 3,
          new_stock: 1,
          seq: 2,
          source: 'order',
          reference: 'ord_1',
          marketplace: 'trendyol',
          listed_on: ['hepsiburada', 'trendyol'],
        },
      },
    ]);
  });

  it('announces a product sold out when its stock reaches 0, after its stock change', async () => {
    await sut.record(
      tx,
      { ...byOrder, marketplace: undefined },
      [{ next: productRow({ stock: 0, stock_seq: 2 }), oldStock: 3, skuChanged: false }],
      now,
    );
    const events = outbox.add.mock.calls[0][1];
    expect(events.map((entry) => entry.event)).toEqual([ProductStockChanged, CatalogStockChanged, ProductSoldOut]);
    expect(events[1].data).toMatchObject({ marketplace: null });
    expect(events[2].data).toMatchObject({ id: 'prd_1', stock: 0, created_at: '2026-03-01T09:00:00.000Z' });
  });

  it('records nothing for writes that leave the stock as it was', async () => {
    await sut.record(tx, byOrder, [{ next: productRow({ title: 'Yeni' }), oldStock: null, skuChanged: false }], now);
    expect(rows.append).not.toHaveBeenCalled();
    expect(outbox.add).not.toHaveBeenCalled();
  });
});
