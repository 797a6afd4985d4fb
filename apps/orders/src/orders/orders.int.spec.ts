import {
  OrdersHistory,
  type EventEnvelope,
  type IngestResult,
  type MarketplaceOrderDto,
  type MarketplaceSlug,
  ORDER_STATUSES,
  type OrderDto,
  OrdersGet,
  OrdersGetBillable,
  OrdersIngest,
  OrdersList,
  type OrderStatus,
  OrdersUpdateStatus,
  REQUESTABLE_ORDER_STATUSES,
  type RequestContext,
} from '@tezgah/contracts';
import type { RpcTransport } from '@tezgah/messaging';
import { eventually, randomSuffix, type RunningService, SERVICE_SHAPES, startService } from '@tezgah/testing';
import { Transactions } from '@tezgah/persistence';
import { reportedOrder } from '../../test/reported-order';
import { SELLER_MOVES } from '../../test/seller-moves';
import { OrdersModule } from '../orders.module';
import { OrdersRepository } from './orders.repository';

const context = (tenant: string): RequestContext => ({ tenant_id: tenant, user_id: 7, role: 'staff', request_id: 'req_test' });
const freshTenant = () => context(`t-${randomSuffix()}`);
const shipment = { tracking_number: 'YK123', cargo_provider: 'yurtici' };

describe.each(SERVICE_SHAPES)('orders service on $name', (shape) => {
  let service: RunningService;
  let rpc: RpcTransport;
  const events: EventEnvelope[] = [];
  const stockRequests: EventEnvelope[] = [];

  beforeAll(async () => {
    service = await startService(shape, 'orders', [OrdersModule]);
    rpc = service.rpc;
    await service.bus.subscribe({
      queue: 'observer',
      types: ['order.*', 'orders.status.mirror_requested'],
      handle: async (envelope) => void events.push(envelope),
    });
    await service.bus.subscribe({
      queue: 'observer-stock',
      types: ['orders.stock.requested'],
      handle: async (envelope) => void stockRequests.push(envelope),
    });
  }, 30_000);

  afterAll(() => service?.close());

  const ingest = (ctx: RequestContext, orders: MarketplaceOrderDto[], slug: MarketplaceSlug = 'trendyol'): Promise<IngestResult> =>
    rpc.request(OrdersIngest, ctx, { slug, orders });
  const list = (ctx: RequestContext, query: Record<string, unknown> = {}) =>
    rpc.request(OrdersList, ctx, { page: 1, per_page: 100, ...query });
  /** The tenant's events of a type, as [marketplace order id, status] (or the mirror's fields). */
  const eventsOf = (ctx: RequestContext, type: string) => events.filter((e) => e.tenant_id === ctx.tenant_id && e.type === type);
  const orderEvents = (ctx: RequestContext, type: string) =>
    eventsOf(ctx, type).map((e) => [(e.data as OrderDto).marketplace_order_id, (e.data as OrderDto).status]);
  /** Waits until the tenant has `count` events in all, then a moment more, so a duplicate would show. */
  const settled = async (ctx: RequestContext, count: number) => {
    await eventually(() => events.filter((e) => e.tenant_id === ctx.tenant_id).length >= count);
    await new Promise((resolve) => setTimeout(resolve, 300));
  };
  /** An order of `ctx` stored in `status` (a new order is stored as the marketplace holds it). */
  const orderIn = async (ctx: RequestContext, status: OrderStatus, extra: Partial<MarketplaceOrderDto> = {}): Promise<OrderDto> => {
    const id = `TY-${randomSuffix()}`;
    await ingest(ctx, [reportedOrder(id, status, extra)]);
    const { data } = await list(ctx);
    return data.find((order) => order.marketplace_order_id === id)!;
  };

  it('creates an order once: the same batch twice, and two concurrent ingests of one order', async () => {
    const ctx = freshTenant();
    const batch = ['TY-1', 'TY-2', 'TY-3'].map((id) => reportedOrder(id));
    expect(await ingest(ctx, batch)).toEqual({ created: 3, updated: 0, unchanged: 0 });
    expect(await ingest(ctx, batch)).toEqual({ created: 0, updated: 0, unchanged: 3 });
    const racing = await Promise.all([ingest(ctx, [reportedOrder('TY-4')]), ingest(ctx, [reportedOrder('TY-4'), reportedOrder('TY-4')])]);
    expect(racing.map((result) => result.created).sort()).toEqual([0, 1]);

    const { data, pagination } = await list(ctx);
    expect(pagination.total).toBe(4);
    expect(data[0]).toMatchObject({
      id: expect.stringMatching(/^ord_/),
      marketplace: 'trendyol',
      status: 'created',
      customer: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: null },
      items: [{ sku: 'TSHIRT-BLK-M', title: 'Basic Tişört', quantity: 2, price: 124.95 }],
      total: 249.9,
      currency: 'TRY',
      tracking_number: null,
      invoice_id: null,
      created_at: '2026-03-01T09:30:00.000Z',
    });
    expect(data[0]).not.toHaveProperty('items.0.line_id');
    await settled(ctx, 4);
    expect(orderEvents(ctx, 'order.created').sort()).toEqual(['TY-1', 'TY-2', 'TY-3', 'TY-4'].map((id) => [id, 'created']));
  }, 30_000);

  it('keeps the KDV rate a marketplace gives a line for invoicing, outside the public order', async () => {
    const ctx = freshTenant();
    const item = reportedOrder('TY-RATE').items[0];
    const order = await orderIn(ctx, 'created', {
      items: [
        { ...item, vat_rate: 10 },
        { ...item, sku: 'MUG-1', line_id: 'TY-RATE-2' },
      ],
    });
    expect(order.items[0]).not.toHaveProperty('vat_rate');
    const billable = await rpc.request(OrdersGetBillable, ctx, { id: order.id });
    expect(billable.items.map((line) => [line.sku, line.vat_rate])).toEqual([
      ['TSHIRT-BLK-M', 10],
      ['MUG-1', null],
    ]);
    await expect(rpc.request(OrdersGetBillable, freshTenant(), { id: order.id })).rejects.toMatchObject({ code: 'resource.not_found' });
  });

  it('follows the marketplace: a cancellation, shipment and delivery with the tracking, a return, never backwards', async () => {
    const ctx = freshTenant();
    await ingest(ctx, [reportedOrder('C-1'), reportedOrder('R-1')]);
    expect(
      await ingest(ctx, [
        reportedOrder('C-1', 'cancelled'),
        reportedOrder('R-1', 'shipped', { tracking_number: 'TR9', cargo_provider: 'Aras Kargo' }),
      ]),
    ).toEqual({
      created: 0,
      updated: 2,
      unchanged: 0,
    });
    await ingest(ctx, [reportedOrder('C-1', 'shipped'), reportedOrder('R-1', 'created')]); // a final order, and a step back: nothing
    await ingest(ctx, [reportedOrder('R-1', 'delivered')]);
    await ingest(ctx, [reportedOrder('R-1', 'returned')]);
    await ingest(ctx, [reportedOrder('R-1', 'delivered')]);

    const byId = new Map((await list(ctx)).data.map((order) => [order.marketplace_order_id, order]));
    expect(byId.get('C-1')).toMatchObject({ status: 'cancelled', tracking_number: null });
    expect(byId.get('R-1')).toMatchObject({ status: 'returned', tracking_number: 'TR9', cargo_provider: 'Aras Kargo' });
    await settled(ctx, 6);
    expect(orderEvents(ctx, 'order.cancelled')).toEqual([['C-1', 'cancelled']]);
    expect(orderEvents(ctx, 'order.updated')).toEqual([
      ['R-1', 'shipped'],
      ['R-1', 'delivered'],
    ]);
    expect(orderEvents(ctx, 'order.returned')).toEqual([['R-1', 'returned']]);
    expect(eventsOf(ctx, 'orders.status.mirror_requested')).toEqual([]); // the marketplace's own changes are not mirrored back
    // Its history: every change the marketplace reported, in order, none of the refused ones.
    const history = await rpc.request(OrdersHistory, ctx, { id: byId.get('R-1')!.id });
    expect(history.map(({ seq, from_status, to_status, changed_by }) => [seq, from_status, to_status, changed_by])).toEqual([
      [1, null, 'created', 'marketplace'],
      [2, 'created', 'shipped', 'marketplace'],
      [3, 'shipped', 'delivered', 'marketplace'],
      [4, 'delivered', 'returned', 'marketplace'],
    ]);
    expect(history.every((entry) => !Number.isNaN(Date.parse(entry.at)) && entry.user_id === null)).toBe(true);
  }, 30_000);

  it('asks the catalog for the stock of each ingested page: new orders take, cancellations give back, an order first seen cancelled neither', async () => {
    const ctx = freshTenant();
    const mine = () =>
      stockRequests
        .filter((e) => e.tenant_id === ctx.tenant_id)
        .map((e) => e.data as { take: Array<{ order_id: string; items: unknown[] }>; give_back: Array<{ order_id: string }> });
    await ingest(ctx, [reportedOrder('S-1'), reportedOrder('S-2')]);
    await ingest(ctx, [reportedOrder('S-1', 'cancelled'), reportedOrder('S-3', 'cancelled'), reportedOrder('S-2')]);
    await ingest(ctx, [reportedOrder('S-2')]);
    await eventually(() => mine().length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ids = new Map((await list(ctx)).data.map((order) => [order.marketplace_order_id, order.id]));
    expect(mine()).toEqual([
      {
        take: [
          { order_id: ids.get('S-1'), marketplace: 'trendyol', items: [{ sku: 'TSHIRT-BLK-M', quantity: 2 }] },
          { order_id: ids.get('S-2'), marketplace: 'trendyol', items: [{ sku: 'TSHIRT-BLK-M', quantity: 2 }] },
        ],
        give_back: [],
      },
      { take: [], give_back: [{ order_id: ids.get('S-1'), marketplace: 'trendyol' }] },
    ]);
  });

  it('stores an order first seen cancelled as cancelled, with order.created alone', async () => {
    const ctx = freshTenant();
    await ingest(ctx, [reportedOrder('X-1', 'cancelled')]);
    await settled(ctx, 1);
    expect(orderEvents(ctx, 'order.created')).toEqual([['X-1', 'cancelled']]);
    expect(orderEvents(ctx, 'order.cancelled')).toEqual([]);
  });

  describe('a seller status change (decisions §7)', () => {
    const pairs = ORDER_STATUSES.flatMap((from) => REQUESTABLE_ORDER_STATUSES.map((to) => [from, to] as const));

    it.each(pairs)('%s → %s', async (from, to) => {
      const ctx = freshTenant();
      const order = await orderIn(ctx, from, shipment);
      const request = rpc.request(OrdersUpdateStatus, ctx, { id: order.id, status: to });
      if (from !== to && !SELLER_MOVES[from].includes(to)) {
        await expect(request).rejects.toMatchObject({
          code: 'business.invalid',
          details: { from, to, allowed: [...SELLER_MOVES[from]] },
        });
        expect(await rpc.request(OrdersGet, ctx, { id: order.id })).toEqual(order);
        return;
      }
      const answered = await request;
      if (from === to) {
        expect(answered).toEqual(order);
        await settled(ctx, 1);
        expect(events.filter((e) => e.tenant_id === ctx.tenant_id).map((e) => e.type)).toEqual(['order.created']);
        return;
      }
      expect(answered).toMatchObject({ id: order.id, status: to, ...shipment });
      expect(await rpc.request(OrdersGet, ctx, { id: order.id })).toEqual(answered);
      await settled(ctx, 3);
      expect(eventsOf(ctx, 'order.updated').map((e) => e.data)).toEqual([answered]);
      expect(eventsOf(ctx, 'orders.status.mirror_requested').map((e) => e.data)).toEqual([
        { order_id: order.id, marketplace: 'trendyol', marketplace_order_id: order.marketplace_order_id, status: to, ...shipment, seq: 2 },
      ]);
    });

    it('ships only with a tracking number and a carrier, named when missing, and mirrors them', async () => {
      const ctx = freshTenant();
      const order = await orderIn(ctx, 'processing');
      await expect(rpc.request(OrdersUpdateStatus, ctx, { id: order.id, status: 'shipped', tracking_number: 'YK1' })).rejects.toMatchObject(
        {
          code: 'business.invalid',
          details: { cargo_provider: [{ code: 'required', message: expect.stringContaining('kargo firması') }] },
        },
      );
      const shipped = await rpc.request(OrdersUpdateStatus, ctx, { id: order.id, status: 'shipped', ...shipment });
      expect(shipped).toMatchObject({ status: 'shipped', ...shipment });
      const delivered = await rpc.request(OrdersUpdateStatus, ctx, { id: order.id, status: 'delivered' });
      await settled(ctx, 5);
      expect(eventsOf(ctx, 'orders.status.mirror_requested').map((e) => e.data)).toEqual([
        expect.objectContaining({ status: 'shipped', ...shipment, seq: 2 }),
        expect.objectContaining({ status: 'delivered', ...shipment, seq: 3 }),
      ]);
      expect(delivered.status).toBe('delivered');
    });
  });

  describe("a seller's tracking number against the marketplace's", () => {
    const marketplaces = { tracking_number: '7330000001234', cargo_provider: 'Trendyol Express Marketplace' };
    const assigned = { ...marketplaces, tracking_assigned_by_marketplace: true };
    const ship = (ctx: RequestContext, id: string, sent: Partial<typeof shipment> = shipment) =>
      rpc.request(OrdersUpdateStatus, ctx, { id, status: 'shipped', ...sent });

    it("keeps and mirrors the seller's through every later poll, where the marketplace only showed its own", async () => {
      const ctx = freshTenant();
      const order = await orderIn(ctx, 'created', marketplaces); // own contract: Trendyol's barcode is only shown
      expect(await ship(ctx, order.id)).toMatchObject({ status: 'shipped', ...shipment });
      const id = order.marketplace_order_id;
      await ingest(ctx, [reportedOrder(id, 'processing', assigned)]);
      await ingest(ctx, [reportedOrder(id, 'shipped', assigned)]);
      await ingest(ctx, [reportedOrder(id, 'delivered', { tracking_number: 'OTHER', cargo_provider: 'Başka Kargo' })]);
      expect(await rpc.request(OrdersGet, ctx, { id: order.id })).toMatchObject({ status: 'delivered', ...shipment });
      await settled(ctx, 4);
      expect(eventsOf(ctx, 'orders.status.mirror_requested').map((e) => e.data)).toEqual([
        expect.objectContaining({ status: 'shipped', ...shipment }),
      ]);
      expect(eventsOf(ctx, 'order.updated').map((e) => (e.data as OrderDto).tracking_number)).toEqual(['YK123', 'YK123']);
    });

    it("refuses one other than the marketplace's assignment with 422 naming it, changing nothing; ships with the marketplace's", async () => {
      const ctx = freshTenant();
      const order = await orderIn(ctx, 'created', assigned);
      expect(order).toMatchObject(marketplaces);
      await expect(ship(ctx, order.id)).rejects.toMatchObject({
        code: 'business.invalid',
        details: {
          tracking_number: [{ code: 'assigned_by_marketplace', message: expect.stringContaining('7330000001234') }],
          cargo_provider: [{ code: 'assigned_by_marketplace', message: expect.stringContaining('Trendyol Express Marketplace') }],
        },
      });
      expect(await rpc.request(OrdersGet, ctx, { id: order.id })).toEqual(order);
      const shipped = await ship(ctx, order.id, { tracking_number: marketplaces.tracking_number });
      expect(shipped).toMatchObject({ status: 'shipped', ...marketplaces });
      await settled(ctx, 3);
      expect(eventsOf(ctx, 'orders.status.mirror_requested').map((e) => e.data)).toEqual([
        expect.objectContaining({ status: 'shipped', ...marketplaces }),
      ]);
      // A later assignment (a split package's barcode) still comes through: the values remain the marketplace's.
      await ingest(ctx, [reportedOrder(order.marketplace_order_id, 'shipped', { ...assigned, tracking_number: '7330000009999' })]);
      expect(await rpc.request(OrdersGet, ctx, { id: order.id })).toMatchObject({ tracking_number: '7330000009999' });
    });

    it("never shows a poll's values after a status change that answered with the seller's, however the two interleave", async () => {
      const ctx = freshTenant();
      const ids = Array.from({ length: 20 }, (_, i) => `RACE-${i}`);
      await ingest(
        ctx,
        ids.map((id) => reportedOrder(id)),
      );
      const orders = new Map((await list(ctx)).data.map((order) => [order.marketplace_order_id, order.id]));
      // Half the polls bring a contracted carrier's assignment, half only show the marketplace's
      // values; of each half, half start before the status change and half after.
      const answers: Array<PromiseSettledResult<OrderDto>> = [];
      const poll = (id: string, i: number) => ingest(ctx, [reportedOrder(id, 'processing', i % 2 ? assigned : marketplaces)]);
      const change = (id: string, i: number) =>
        ship(ctx, orders.get(id)!).then(
          (value) => void (answers[i] = { status: 'fulfilled', value }),
          (reason: unknown) => void (answers[i] = { status: 'rejected', reason }),
        );
      await Promise.all(ids.flatMap((id, i) => (Math.floor(i / 2) % 2 ? [poll(id, i), change(id, i)] : [change(id, i), poll(id, i)])));
      const stored = new Map((await list(ctx)).data.map((order) => [order.marketplace_order_id, order]));
      ids.forEach((id, i) => {
        const answer = answers[i];
        if (answer.status === 'fulfilled') {
          expect({ id, answer: answer.value }).toMatchObject({ id, answer: { status: 'shipped', ...shipment } });
          expect({ id, stored: stored.get(id) }).toMatchObject({ id, stored: { status: 'shipped', ...shipment } });
        } else {
          // Only an assignment that landed first refuses the seller's values, and says so.
          expect({ id, odd: i % 2 === 1, code: answer.reason.code }).toEqual({ id, odd: true, code: 'business.invalid' });
          expect({ id, stored: stored.get(id) }).toMatchObject({ id, stored: { status: 'created', ...marketplaces } });
        }
      });
    });

    it("keeps the seller's values in the statement itself: a write computed before the seller's change cannot replace them", async () => {
      const ctx = freshTenant();
      const order = await orderIn(ctx, 'created');
      const orders = service.app.get(OrdersRepository);
      const readByAPoll = (await orders.find(ctx.tenant_id, order.id))!;
      await ship(ctx, order.id);
      await service.app
        .get(Transactions)
        .run((tx) =>
          orders.update(tx, [{ ...readByAPoll, ...marketplaces, tracking_source: 'marketplace_assigned', marketplace_status: 'Picking' }]),
        );
      expect(await orders.find(ctx.tenant_id, order.id)).toMatchObject({
        ...shipment,
        tracking_source: 'seller',
        marketplace_status: 'Picking',
      });
    });
  });

  it('lists newest first, by status, marketplace and Istanbul calendar days', async () => {
    const ctx = freshTenant();
    const at = (id: string, created_at: string, status: OrderStatus = 'created') => reportedOrder(id, status, { created_at });
    await ingest(ctx, [
      at('FEB-28-LAST', '2026-02-28T20:59:59.999Z'),
      at('MAR-01-FIRST', '2026-02-28T21:00:00.000Z'),
      at('MAR-01-LAST', '2026-03-01T20:59:59.999Z', 'shipped'),
      at('MAR-02-FIRST', '2026-03-01T21:00:00.000Z'),
    ]);
    await ingest(ctx, [at('N11-MAR-01', '2026-03-01T12:00:00.000Z')], 'n11');
    const ids = async (query: Record<string, unknown>) => (await list(ctx, query)).data.map((order) => order.marketplace_order_id);

    expect(await ids({})).toEqual(['MAR-02-FIRST', 'MAR-01-LAST', 'N11-MAR-01', 'MAR-01-FIRST', 'FEB-28-LAST']);
    expect(await ids({ from_date: '2026-03-01', to_date: '2026-03-01' })).toEqual(['MAR-01-LAST', 'N11-MAR-01', 'MAR-01-FIRST']);
    expect(await ids({ from_date: '2026-03-02' })).toEqual(['MAR-02-FIRST']);
    expect(await ids({ to_date: '2026-02-28' })).toEqual(['FEB-28-LAST']);
    expect(await ids({ status: 'shipped' })).toEqual(['MAR-01-LAST']);
    expect(await ids({ marketplace: 'n11' })).toEqual(['N11-MAR-01']);
    expect(await ids({ marketplace: 'trendyol', status: 'created', from_date: '2026-03-01' })).toEqual(['MAR-02-FIRST', 'MAR-01-FIRST']);

    const page = await list(ctx, { page: 2, per_page: 2 });
    expect(page.pagination).toEqual({ page: 2, per_page: 2, total: 5, total_pages: 3 });
    expect(page.data.map((order) => order.marketplace_order_id)).toEqual(['N11-MAR-01', 'MAR-01-FIRST']);
    await expect(list(ctx, { from_date: '2026-02-30' })).rejects.toMatchObject({
      code: 'validation.failed',
      details: { from_date: [{ code: 'date' }] },
    });
  });

  it('keeps a tenant to its own orders', async () => {
    const [mine, theirs] = [freshTenant(), freshTenant()];
    expect((await ingest(mine, [reportedOrder('SAME-1')])).created).toBe(1);
    expect((await ingest(theirs, [reportedOrder('SAME-1')])).created).toBe(1);
    const [order] = (await list(mine)).data;
    await expect(rpc.request(OrdersGet, theirs, { id: order.id })).rejects.toMatchObject({ code: 'resource.not_found' });
    await expect(rpc.request(OrdersHistory, theirs, { id: order.id })).rejects.toMatchObject({ code: 'resource.not_found' });
    await expect(rpc.request(OrdersUpdateStatus, theirs, { id: order.id, status: 'processing' })).rejects.toMatchObject({
      code: 'resource.not_found',
    });
    expect((await list(theirs)).data.map((o) => o.id)).not.toContain(order.id);
    expect(await rpc.request(OrdersGet, mine, { id: order.id })).toMatchObject({ status: 'created' });
  });

  it('ingests 10,000 orders in batches of 100', async () => {
    const ctx = freshTenant();
    const started = performance.now();
    for (let batch = 0; batch < 100; batch++) {
      const orders = Array.from({ length: 100 }, (_, i) => reportedOrder(`BULK-${batch}-${i}`));
      expect((await ingest(ctx, orders)).created).toBe(100);
    }
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`orders on ${shape.name}: 10,000 ingested in batches of 100 in ${seconds.toFixed(2)} s\n`);
    expect((await list(ctx, { per_page: 1 })).pagination.total).toBe(10_000);
    expect(seconds).toBeLessThan(60);
  }, 120_000);
});
