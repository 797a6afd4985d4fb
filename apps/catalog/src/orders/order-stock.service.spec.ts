import type { Tx } from '@tezgah/persistence';
import { automock, fakeTransactions } from '@tezgah/testing/unit';
import { productRow } from '../../test/product-row';
import { ProductsRepository } from '../products/products.repository';
import { StockLedger } from '../products/stock-ledger';
import { OrderReservationsRepository } from './order-reservations.repository';
import { OrderStockService } from './order-stock.service';

const now = new Date('2026-03-02T10:00:00.000Z');
const take = (orderId: string, items: Array<{ sku: string; quantity: number }>) => ({ order_id: orderId, marketplace: 'trendyol', items });

describe(OrderStockService.name, () => {
  let sut: OrderStockService;
  let products: jest.Mocked<ProductsRepository>;
  let reservations: jest.Mocked<OrderReservationsRepository>;
  let ledger: jest.Mocked<StockLedger>;
  let tx: Tx;

  beforeEach(() => {
    ({ tx } = fakeTransactions());
    products = automock(ProductsRepository);
    reservations = automock(OrderReservationsRepository);
    ledger = automock(StockLedger);
    reservations.heldBy.mockResolvedValue(new Set());
    reservations.release.mockResolvedValue([]);
    products.lockBySkus.mockResolvedValue([productRow({ stock: 3, stock_seq: 1 })]);
    sut = new OrderStockService(products, reservations, ledger);
  });

  it('takes orders’ quantities from the stock in turn, never below 0, and answers what it could not cover', async () => {
    const short = await sut.apply(
      tx,
      'ten_a',
      {
        take: [
          take('ord_1', [{ sku: 'TSHIRT-BLK-M', quantity: 2 }]),
          take('ord_2', [
            { sku: 'TSHIRT-BLK-M', quantity: 2 },
            { sku: 'GONE', quantity: 1 },
          ]),
        ],
        give_back: [],
      },
      now,
    );
    expect(products.lockBySkus).toHaveBeenCalledWith(tx, 'ten_a', ['TSHIRT-BLK-M', 'GONE']);
    expect(short).toEqual([
      { order_id: 'ord_2', sku: 'TSHIRT-BLK-M', ordered: 2, taken: 1 },
      { order_id: 'ord_2', sku: 'GONE', ordered: 1, taken: 0 },
    ]);
    expect(reservations.insert).toHaveBeenCalledWith(
      tx,
      'ten_a',
      [
        { order_id: 'ord_1', sku: 'TSHIRT-BLK-M', marketplace: 'trendyol', product_id: 'prd_1', ordered: 2, taken: 2 },
        { order_id: 'ord_2', sku: 'TSHIRT-BLK-M', marketplace: 'trendyol', product_id: 'prd_1', ordered: 2, taken: 1 },
        { order_id: 'ord_2', sku: 'GONE', marketplace: 'trendyol', product_id: null, ordered: 1, taken: 0 },
      ],
      now,
    );
    // Written once at its final stock; the ledger keeps each order's step, chained.
    expect(products.update).toHaveBeenCalledWith(tx, [expect.objectContaining({ id: 'prd_1', stock: 0, stock_seq: 3 })], false);
    const steps = ledger.recordSteps.mock.calls[0][1];
    expect(
      steps.map(({ cause, write }) => [cause.reference, cause.marketplace, write.oldStock, write.next.stock, write.next.stock_seq]),
    ).toEqual([
      ['ord_1', 'trendyol', 3, 1, 2],
      ['ord_2', 'trendyol', 1, 0, 3],
    ]);
  });

  it('sums an order’s lines of one SKU, and takes nothing for an order that holds stock already', async () => {
    reservations.heldBy.mockResolvedValue(new Set(['ord_seen']));
    await sut.apply(
      tx,
      'ten_a',
      {
        take: [
          take('ord_seen', [{ sku: 'TSHIRT-BLK-M', quantity: 1 }]),
          take('ord_1', [
            { sku: 'TSHIRT-BLK-M', quantity: 1 },
            { sku: 'TSHIRT-BLK-M', quantity: 1 },
          ]),
          take('ord_1', [{ sku: 'TSHIRT-BLK-M', quantity: 1 }]),
        ],
        give_back: [],
      },
      now,
    );
    expect(reservations.heldBy).toHaveBeenCalledWith(tx, 'ten_a', ['ord_seen', 'ord_1', 'ord_1']);
    expect(reservations.insert.mock.calls[0][2]).toEqual([expect.objectContaining({ order_id: 'ord_1', ordered: 2, taken: 2 })]);
  });

  it('gives back what cancelled orders took, by product id, as `order_cancel` steps', async () => {
    reservations.release.mockResolvedValue([{ order_id: 'ord_9', product_id: 'prd_1', taken: 2 }]);
    products.lockById.mockResolvedValue(productRow({ stock: 0, stock_seq: 4 }));
    const short = await sut.apply(tx, 'ten_a', { take: [], give_back: [{ order_id: 'ord_9', marketplace: 'n11' }] }, now);
    expect(short).toEqual([]);
    expect(reservations.release).toHaveBeenCalledWith(tx, 'ten_a', ['ord_9'], now);
    expect(products.lockById).toHaveBeenCalledWith(tx, 'ten_a', 'prd_1');
    expect(products.update).toHaveBeenCalledWith(tx, [expect.objectContaining({ id: 'prd_1', stock: 2, stock_seq: 5 })], false);
    expect(ledger.recordSteps.mock.calls[0][1]).toEqual([
      {
        cause: { source: 'order_cancel', reference: 'ord_9', marketplace: 'n11', user_id: null, request_id: null },
        write: expect.objectContaining({ oldStock: 0 }),
      },
    ]);
    expect(reservations.insert).not.toHaveBeenCalled();
  });
});
