import {
  CatalogProductsCreate,
  CatalogProductsGet,
  CatalogStockMovements,
  type EventEnvelope,
  newId,
  OrderCancelled,
  OrderCreated,
  type OrderDto,
  type RequestContext,
} from '@tezgah/contracts';
import { randomSuffix, type RunningService, SERVICE_SHAPES, startService } from '@tezgah/testing';
import { CatalogModule } from '../catalog.module';

const demo: RequestContext = { tenant_id: 'demo', user_id: 7, role: 'owner', request_id: 'req_test' };

async function eventually(assertion: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function orderOf(items: Array<{ sku: string; quantity: number }>, marketplace = 'trendyol'): OrderDto {
  const now = new Date().toISOString();
  return {
    id: newId('ord'),
    marketplace,
    marketplace_order_id: `MO-${randomSuffix()}`,
    status: 'created',
    customer: { name: 'Ayşe Yılmaz', phone: null, email: null },
    items: items.map((item) => ({ ...item, title: 'Ürün', price: 10 })),
    total: 10,
    currency: 'TRY',
    shipping_address: { line1: 'Cad. 1', line2: null, city: 'İstanbul', district: null, postal_code: null, country: 'TR' },
    billing_address: { tax_office: null, tax_number: null, line1: null, city: null },
    tracking_number: null,
    cargo_provider: null,
    invoice_id: null,
    created_at: now,
    updated_at: now,
  };
}

const envelopeOf = (type: string, order: OrderDto): EventEnvelope => ({
  id: newId('evt'),
  type,
  version: 1,
  tenant_id: 'demo',
  occurred_at: new Date().toISOString(),
  data: order,
});

describe.each(SERVICE_SHAPES)('orders take and give back stock, on $name', (shape) => {
  let service: RunningService;
  const changes: EventEnvelope[] = [];

  beforeAll(async () => {
    service = await startService(shape, 'catalog', [CatalogModule]);
    await service.bus.subscribe({ queue: 'observer-orders', types: ['catalog.stock.changed'], handle: async (e) => void changes.push(e) });
  }, 30_000);

  afterAll(() => service?.close());

  const product = (stock: number) => service.rpc.request(CatalogProductsCreate, demo, { sku: `ORD-${randomSuffix()}`, title: 'Sipariş ürünü', price: 10, stock });
  const stockOf = async (id: string) => (await service.rpc.request(CatalogProductsGet, demo, { id })).stock;

  it('takes each line from its SKU once, through the ledger, naming the order and its marketplace', async () => {
    const [a, b] = [await product(5), await product(9)];
    const order = orderOf([
      { sku: a.sku, quantity: 2 },
      { sku: b.sku, quantity: 4 },
      { sku: a.sku, quantity: 1 },
      { sku: 'NOT-IN-CATALOG', quantity: 1 },
    ]);
    // The same order twice (a second event id, as a replayed poll would make): one hold.
    await service.bus.publish([envelopeOf(OrderCreated.type, order), envelopeOf(OrderCreated.type, order)]);
    await eventually(async () => expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([2, 5]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([2, 5]);

    const ledger = await service.rpc.request(CatalogStockMovements, demo, { id: a.id, page: 1, per_page: 10 });
    expect(ledger.data[0]).toMatchObject({ old_stock: 5, new_stock: 2, change: -3, source: 'order', reference: order.id });
    await eventually(async () => {
      const sequenced = changes.filter((e) => (e.data as { product_id: string }).product_id === a.id && (e.data as { source: string }).source === 'order');
      expect(sequenced.map((e) => e.data)).toEqual([expect.objectContaining({ new_stock: 2, reference: order.id, marketplace: 'trendyol' })]);
    });
  });

  it('never goes below 0, and a cancellation gives back exactly what was taken, once', async () => {
    const item = await product(3);
    const order = orderOf([{ sku: item.sku, quantity: 5 }], 'n11');
    await service.bus.publish([envelopeOf(OrderCreated.type, order)]);
    await eventually(async () => expect(await stockOf(item.id)).toBe(0));

    const cancelled = { ...order, status: 'cancelled' as const };
    await service.bus.publish([envelopeOf(OrderCancelled.type, cancelled), envelopeOf(OrderCancelled.type, cancelled)]);
    await eventually(async () => expect(await stockOf(item.id)).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stockOf(item.id)).toBe(3);
    const ledger = await service.rpc.request(CatalogStockMovements, demo, { id: item.id, page: 1, per_page: 10 });
    expect(ledger.data.slice(0, 2)).toEqual([
      expect.objectContaining({ old_stock: 0, new_stock: 3, source: 'order_cancel', reference: order.id }),
      expect.objectContaining({ old_stock: 3, new_stock: 0, source: 'order', reference: order.id }),
    ]);
  });

  it('holds nothing for an order first seen cancelled, and gives nothing back for an order that took nothing', async () => {
    const item = await product(4);
    const never = orderOf([{ sku: item.sku, quantity: 1 }]);
    await service.bus.publish([envelopeOf(OrderCreated.type, { ...orderOf([{ sku: item.sku, quantity: 2 }]), status: 'cancelled' })]);
    await service.bus.publish([envelopeOf(OrderCancelled.type, { ...never, status: 'cancelled' })]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stockOf(item.id)).toBe(4);
  });
});
