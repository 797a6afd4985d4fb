import {
  CatalogProductsCreate,
  CatalogProductsGet,
  CatalogStockMovements,
  type EventEnvelope,
  newId,
  type EventData,
  OrderStockRequested,
  type RequestContext,
} from '@tezgah/contracts';
import { eventually, randomSuffix, type RunningService, SERVICE_SHAPES, startService } from '@tezgah/testing';
import { DataSource } from 'typeorm';
import { CatalogModule } from '../catalog.module';
import { OrderStockHandlers } from './order-stock.handlers';

const demo: RequestContext = { tenant_id: 'demo', user_id: 7, role: 'owner', request_id: 'req_test' };

type Line = { sku: string; quantity: number };
const take = (items: Line[], marketplace = 'trendyol') => ({ order_id: newId('ord'), marketplace, items });

/** What the orders service sends for an ingested page (one event per page). */
const requestOf = (data: EventData<typeof OrderStockRequested>): EventEnvelope => ({
  id: newId('evt'),
  type: OrderStockRequested.type,
  version: 1,
  tenant_id: 'demo',
  occurred_at: new Date().toISOString(),
  data,
});

describe.each(SERVICE_SHAPES)('orders take and give back stock, on $name', (shape) => {
  let service: RunningService;
  const changes: EventEnvelope[] = [];

  beforeAll(async () => {
    service = await startService(shape, 'catalog', [CatalogModule]);
    await service.bus.subscribe({ queue: 'observer-orders', types: ['catalog.stock.changed'], handle: async (e) => void changes.push(e) });
  }, 30_000);

  afterAll(() => service?.close());

  const product = (stock: number) =>
    service.rpc.request(CatalogProductsCreate, demo, { sku: `ORD-${randomSuffix()}`, title: 'Sipariş ürünü', price: 10, stock });
  const stockOf = async (id: string) => (await service.rpc.request(CatalogProductsGet, demo, { id })).stock;

  it('takes the last units once under concurrent orders from several marketplaces, whichever order their lines lock in', async () => {
    const [first, second] = [await product(3), await product(2)];
    // Eight orders for one unit of each SKU, half of them listing the SKUs the other way round.
    const one = (sku: string) => ({ sku, quantity: 1 });
    const orders = ['trendyol', 'hepsiburada', 'n11', 'amazon'].flatMap((marketplace) => [
      take([one(first.sku), one(second.sku)], marketplace),
      take([one(second.sku), one(first.sku)], marketplace),
    ]);
    // A page each, all handled at once, as the catalog's consumers and replicas do: each waits for the
    // rows it needs (lockBySkus), none fails. Without the lock two pages read the same stock and the
    // ledger's key refuses the second one's step: it rejects here (on PostgreSQL; PGlite is one session).
    const handlers = service.app.get(OrderStockHandlers);
    await Promise.all(orders.map((order) => handlers.onStockRequested(requestOf({ take: [order], give_back: [] }))));

    expect([await stockOf(first.id), await stockOf(second.id)]).toEqual([0, 0]);
    const reservations: Array<{ order_id: string; sku: string; taken: number }> = await service.app
      .get(DataSource)
      .query(`SELECT order_id, sku, taken FROM order_reservations WHERE order_id = ANY($1::text[])`, [orders.map((o) => o.order_id)]);
    expect(reservations).toHaveLength(orders.length * 2);
    for (const { id, sku, stock } of [first, second]) {
      const takers = reservations.filter((line) => line.sku === sku && line.taken > 0);
      expect(takers.map((line) => line.taken)).toEqual(Array(stock).fill(1));
      // The ledger chains one step per taking order, from the stock each found.
      const ledger = await service.rpc.request(CatalogStockMovements, demo, { id, page: 1, per_page: 20 });
      const steps = ledger.data.filter((movement) => movement.source === 'order').reverse();
      expect(steps.map((step) => [step.old_stock, step.new_stock])).toEqual(
        Array.from({ length: stock }, (_, i) => [stock - i, stock - i - 1]),
      );
      expect(steps.map((step) => step.reference).sort()).toEqual(takers.map((line) => line.order_id).sort());
    }
  });

  it('takes each line from its SKU once, through the ledger, naming the order and its marketplace', async () => {
    const [a, b] = [await product(5), await product(9)];
    const order = take([
      { sku: a.sku, quantity: 2 },
      { sku: b.sku, quantity: 4 },
      { sku: a.sku, quantity: 1 },
      { sku: 'NOT-IN-CATALOG', quantity: 1 },
    ]);
    // The same order twice in a page, and again in another request (a replayed poll): one hold.
    await service.bus.publish([requestOf({ take: [order, order], give_back: [] }), requestOf({ take: [order], give_back: [] })]);
    await eventually(async () => expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([2, 5]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([2, 5]);

    const ledger = await service.rpc.request(CatalogStockMovements, demo, { id: a.id, page: 1, per_page: 10 });
    expect(ledger.data[0]).toMatchObject({ old_stock: 5, new_stock: 2, change: -3, source: 'order', reference: order.order_id });
    await eventually(async () => {
      const sequenced = changes.filter(
        (e) => (e.data as { product_id: string }).product_id === a.id && (e.data as { source: string }).source === 'order',
      );
      expect(sequenced.map((e) => e.data)).toEqual([
        expect.objectContaining({ new_stock: 2, reference: order.order_id, marketplace: 'trendyol' }),
      ]);
    });
  });

  it('never goes below 0, and a cancellation gives back exactly what was taken, once', async () => {
    const item = await product(3);
    const order = take([{ sku: item.sku, quantity: 5 }], 'n11');
    await service.bus.publish([requestOf({ take: [order], give_back: [] })]);
    await eventually(async () => expect(await stockOf(item.id)).toBe(0));

    const cancelled = { order_id: order.order_id, marketplace: 'n11' };
    await service.bus.publish([requestOf({ take: [], give_back: [cancelled] }), requestOf({ take: [], give_back: [cancelled] })]);
    await eventually(async () => expect(await stockOf(item.id)).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stockOf(item.id)).toBe(3);
    const ledger = await service.rpc.request(CatalogStockMovements, demo, { id: item.id, page: 1, per_page: 10 });
    expect(ledger.data.slice(0, 2)).toEqual([
      expect.objectContaining({ old_stock: 0, new_stock: 3, source: 'order_cancel', reference: order.order_id }),
      expect.objectContaining({ old_stock: 3, new_stock: 0, source: 'order', reference: order.order_id }),
    ]);
  });

  it('chains several orders of one page on a product in the ledger, and gives nothing back for an order that took nothing', async () => {
    const item = await product(10);
    const [first, second] = [take([{ sku: item.sku, quantity: 3 }]), take([{ sku: item.sku, quantity: 4 }], 'n11')];
    await service.bus.publish([requestOf({ take: [first, second], give_back: [{ order_id: newId('ord'), marketplace: 'trendyol' }] })]);
    await eventually(async () => expect(await stockOf(item.id)).toBe(3));
    const ledger = await service.rpc.request(CatalogStockMovements, demo, { id: item.id, page: 1, per_page: 10 });
    expect(ledger.data.slice(0, 2)).toEqual([
      expect.objectContaining({ seq: 3, old_stock: 7, new_stock: 3, reference: second.order_id }),
      expect.objectContaining({ seq: 2, old_stock: 10, new_stock: 7, reference: first.order_id }),
    ]);
  });
});
