import Ciceksepeti from 'ciceksepeti-api';
import { useSandboxUnderTest } from '../testing/sandbox-under-test';
import { simulatorClock, TEST_SETTINGS } from '../testing/simulator-test-app';
import { ciceksepetiSimulator } from './index';

const KEY = 'cs-client-key';
const DAY = 86_400_000;

// Fidelity: the published client `ciceksepeti-api` (MIT), unmodified, against the simulator. Its
// host is replaced through its own settable `baseUrl` (it builds `<protocol>//<hostname>/api/v1/…`).
describe('the published ciceksepeti-api client against the Çiçeksepeti simulator', () => {
  const sandbox = useSandboxUnderTest(() => [ciceksepetiSimulator(TEST_SETTINGS)].flat());
  let clock: { advance(ms: number): void };
  beforeEach(() => {
    clock = simulatorClock();
  });
  afterEach(() => jest.useRealTimers());

  const client = (apiKey = KEY) => {
    const instance = new Ciceksepeti({ apiKey });
    // `baseUrl` is a plain property of the instance (index.js), not in the client's typings.
    return Object.assign(instance, { baseUrl: { hostname: `${new URL(sandbox.base).host}/ciceksepeti`, protocol: 'http:' } });
  };
  const control = (path: string, payload: object) =>
    sandbox.server.inject({ method: 'POST', url: `/control/ciceksepeti${path}`, payload }).then((r) => r.json());
  const range = () => ({ startDate: new Date(Date.now() - DAY).toISOString(), endDate: new Date(Date.now() + 1000).toISOString() });
  const customerOrder = () =>
    control('/orders', { seller: KEY, lines: [{ merchant_sku: 'GUL-1', product_name: 'Gül buketi', quantity: 1, amount: 450 }] }).then(
      (r: { order: { order_number: string; items: Array<{ orderItemId: number }> } }) => r.order,
    );

  it('surfaces the 401 Message of a refused key', async () => {
    await expect(client('invalid').product.list()).rejects.toThrow('Authorization has been denied for this request.');
  });

  it('creates a product, reads its batch back, then updates it, its stock and its price', async () => {
    const cs = client();
    const created = await cs.product.create([
      {
        productName: 'Gül Buketi',
        mainProductCode: 'GUL',
        stockCode: 'GUL-1',
        categoryId: 12010,
        description: 'Yedi kırmızı gül',
        deliveryType: 'with_cargo',
        deliveryMessageType: 'gift_cargo_1_3_days',
        images: ['https://example.com/gul.jpg'],
        stockQuantity: 5,
        salesPrice: 450,
      },
    ]);
    expect(await cs.product.batchStatus(String(created.batchId))).toMatchObject({ itemCount: 1, items: [{ status: 'Processing' }] });
    clock.advance(TEST_SETTINGS.batchCompleteMs);
    expect(await cs.product.batchStatus(String(created.batchId))).toMatchObject({
      items: [{ status: 'Success', data: { stockCode: 'GUL-1' } }],
    });
    expect(await cs.product.get({ stockCode: 'GUL-1' })).toMatchObject({
      productName: 'Gül Buketi',
      mainProductCode: 'GUL',
      StockQuantity: 5,
    });
    expect(await cs.product.count()).toEqual({ totalCount: 1 });

    const stock = await cs.product.updateStockOrPrice([{ stockCode: 'GUL-1', stockQuantity: 12 }]);
    clock.advance(1000);
    const price = await cs.product.updateStockOrPrice([{ stockCode: 'GUL-1', salesPrice: 500, listPrice: 600 }]);
    const update = await cs.product.update([
      {
        productName: 'Gül Buketi (7)',
        stockCode: 'GUL-1',
        mainProductCode: 'GUL',
        isActive: true,
        description: 'Yedi kırmızı gül',
        deliveryType: 'with_cargo',
        deliveryMessageType: 'gift_cargo_1_3_days',
        images: ['https://example.com/gul.jpg'],
      },
    ]);
    clock.advance(TEST_SETTINGS.batchCompleteMs);
    for (const batch of [stock, price, update]) {
      expect(await cs.product.batchStatus(String(batch.batchId))).toMatchObject({ items: [{ status: 'Success' }] });
    }
    expect((await cs.product.list({ page: 1, pageSize: 60 })).products).toMatchObject([
      { productName: 'Gül Buketi (7)', StockQuantity: 12, SalesPrice: 500, ListPrice: 600 },
    ]);
  });

  it('surfaces the simulator’s refusal of the same price-and-stock body within 30 minutes', async () => {
    const cs = client();
    await cs.product.updateStockOrPrice([{ stockCode: 'GUL-1', stockQuantity: 3 }]);
    clock.advance(1000);
    await expect(cs.product.updateStockOrPrice([{ stockCode: 'GUL-1', stockQuantity: 3 }])).rejects.toThrow(/Rate limit is exceeded/);
  });

  it('lists, counts and gets orders, and ships items with Çiçeksepeti’s carrier and its own', async () => {
    const cs = client();
    const first = await customerOrder();
    const second = await customerOrder();
    const listed = await cs.order.list({ ...range(), page: 0, pageSize: 100 });
    expect(listed).toMatchObject({ totalCount: 2, totalPages: 1 });
    expect(listed.orders).toMatchObject([{ orderItemStatusId: 1, code: 'GUL-1' }, { orderItemStatusId: 1 }]);

    await cs.cargo.sendWithCiceksepeti([first.items[0].orderItemId]);
    await cs.cargo.sendWithOwnCargo([
      { orderItemId: second.items[0].orderItemId, orderItemStatus: 'shipped', cargoBusiness: 'yurtici_Kargo', shipmentNumber: 12345 },
    ]);
    await cs.cargo.changeCompany([{ orderProductId: second.items[0].orderItemId, cargoCompany: 'aras_kargo' }]);
    await cs.cargo.sendMeasurements([{ orderProductId: second.items[0].orderItemId, deci: 2, quantity: 1 }]);
    clock.advance(5000);
    expect(await cs.order.get({ orderNo: Number(first.order_number) })).toMatchObject({ orderItemStatusId: 11 });
    clock.advance(5000);
    expect(await cs.order.get({ orderNo: Number(second.order_number) })).toMatchObject({ orderItemStatusId: 5 });
    clock.advance(5000);
    expect(await cs.order.count({ ...range(), status: 'shipped' })).toEqual({ totalCount: 1 });
  });

  it('lists cancelled and returned items, and takes the return’s receipt and evaluation', async () => {
    const cs = client();
    const cancelled = await customerOrder();
    await control(`/orders/${cancelled.order_number}/cancel`, { reason: 'vazgeçti' });
    const returned = await customerOrder();
    const itemId = returned.items[0].orderItemId;
    await cs.cargo.sendWithOwnCargo([{ orderItemId: itemId, orderItemStatus: 'shipped' }]);
    await control(`/orders/${returned.order_number}/return`, { reason: 'solmuş' });

    const listed = await cs.canceledOrder.list({ ...range(), page: 0, pageSize: 50 });
    expect(listed.orderItemsList).toMatchObject([{ orderItemStatusId: 6 }, { orderItemStatusId: 20 }]);
    expect((await cs.canceledOrder.list({ page: 0, pageSize: 50, orderItemStatus: 'return_started' })).orderItemsList).toHaveLength(1);
    expect(await cs.canceledOrder.approveOrReject({ orderItemId: itemId, process: 'approve' })).toMatchObject({ isSuccess: true });
    expect(await cs.canceledOrder.recieved({ orderItemIds: [itemId] })).toMatchObject({ orderItems: [{ isSuccess: true }] });
  });

  it('lists customer questions; the client’s answer call uses GET, which Çiçeksepeti documents as PUT', async () => {
    const cs = client();
    await control('/questions', { seller: KEY, barcode: 'GUL-1', text: 'Taze mi?' });
    const listed = await cs.sellerquestion.list({ ...range(), page: 1 });
    expect(listed).toMatchObject({ hasNextPage: false, items: [{ question: 'Taze mi?', answered: false }] });
    await expect(cs.sellerquestion.answer(Number(listed.items[0].id), { answer: 'Evet', branchAction: 'answer_question' })).rejects.toThrow(
      /No route for GET/,
    );
  });

  it('lists categories and a leaf’s attributes', async () => {
    const cs = client();
    const { categories } = await cs.category.list();
    expect(categories?.[0]).toMatchObject({ id: 12001, name: 'Çiçek', subCategories: [{ id: 12010, name: 'Buket' }, { id: 12020 }] });
    expect(await cs.category.attributes({ id: 12010 })).toMatchObject({
      categoryId: 12010,
      categoryAttributes: [{ attributeName: 'Renk', required: true }],
    });
  });
});
