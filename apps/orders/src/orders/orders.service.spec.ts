import {
  OrderCancelled,
  OrderCreated,
  OrderStatusEntered,
  OrderStatusMirrorRequested,
  OrderStockRequested,
  OrderUpdated,
  type RequestContext,
} from '@tezgah/contracts';
import { EventOutbox } from '@tezgah/messaging';
import type { Transactions, Tx } from '@tezgah/persistence';
import { automock, fakeTransactions } from '@tezgah/testing/unit';
import { reportedOrder } from '../../test/reported-order';
import type { OrderRow } from './order-row';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { newOrderRow } from './reported-orders';

const ctx: RequestContext = { tenant_id: 'ten_a', user_id: 7, role: 'staff', request_id: 'req_1' };
const stored = (id: string, extra: Partial<OrderRow> = {}): OrderRow => ({
  ...newOrderRow('ten_a', 'trendyol', reportedOrder(id), new Date('2026-03-01T10:00:00.000Z')),
  id: `ord_${id}`,
  ...extra,
});

describe(OrdersService.name, () => {
  let sut: OrdersService;
  let orders: jest.Mocked<OrdersRepository>;
  let outbox: jest.Mocked<EventOutbox>;
  let transactions: jest.Mocked<Transactions>;
  let tx: Tx;

  beforeEach(() => {
    ({ transactions, tx } = fakeTransactions());
    orders = automock(OrdersRepository);
    outbox = automock(EventOutbox);
    orders.insertNew.mockResolvedValue(new Set());
    orders.lockByMarketplaceIds.mockResolvedValue([]);
    sut = new OrdersService(orders, transactions, outbox);
  });

  describe('list and get', () => {
    it("reads the tenant's page filtered by Istanbul calendar days", async () => {
      orders.list.mockResolvedValue({ rows: [stored('A')], total: 1 });
      const page = await sut.list(ctx, { page: 1, per_page: 25, status: 'created', from_date: '2026-03-01', to_date: '2026-03-01' });
      expect(orders.list).toHaveBeenCalledWith(
        'ten_a',
        {
          status: 'created',
          marketplace: undefined,
          from: new Date('2026-02-28T21:00:00.000Z'),
          until: new Date('2026-03-01T21:00:00.000Z'),
        },
        1,
        25,
      );
      expect(page).toEqual({
        data: [expect.objectContaining({ id: 'ord_A' })],
        pagination: { page: 1, per_page: 25, total: 1, total_pages: 1 },
      });
    });

    it('is 404 for an order the tenant does not have', async () => {
      orders.find.mockResolvedValue(null);
      await expect(sut.get(ctx, 'ord_x')).rejects.toMatchObject({ code: 'resource.not_found' });
      expect(orders.find).toHaveBeenCalledWith('ten_a', 'ord_x');
    });
  });

  describe('updateStatus', () => {
    it('writes the status, its history, the update and the mirror request in one transaction, then publishes', async () => {
      orders.lockById.mockResolvedValue(stored('A'));
      const answer = await sut.updateStatus(ctx, { id: 'ord_A', status: 'processing' });
      expect(orders.lockById).toHaveBeenCalledWith(tx, 'ten_a', 'ord_A');
      const next = expect.objectContaining({ id: 'ord_A', status: 'processing', status_seq: 2 });
      expect(orders.update).toHaveBeenCalledWith(tx, [next]);
      expect(orders.recordHistory).toHaveBeenCalledWith(tx, [{ order: next, from: 'created', by: 'seller', user_id: 7 }]);
      const events = outbox.add.mock.calls[0];
      expect(events[0]).toBe(tx);
      expect(events[1].map((entry) => entry.event)).toEqual([OrderUpdated, OrderStatusMirrorRequested, OrderStatusEntered]);
      expect(events[1][1].data).toMatchObject({ order_id: 'ord_A', status: 'processing', seq: 2 });
      expect(events[1][2].data).toEqual({ order_id: 'ord_A', marketplace: 'trendyol', status: 'processing', from: 'created', seq: 2 });
      expect(answer).toMatchObject({ id: 'ord_A', status: 'processing' });
    });

    it('refuses a transition the status machine does not allow, writing nothing', async () => {
      orders.lockById.mockResolvedValue(stored('A', { status: 'delivered' }));
      await expect(sut.updateStatus(ctx, { id: 'ord_A', status: 'shipped' })).rejects.toMatchObject({
        code: 'business.invalid',
        details: { from: 'delivered', to: 'shipped', allowed: [] },
      });
      expect(orders.update).not.toHaveBeenCalled();
      expect(outbox.add).not.toHaveBeenCalled();
    });

    it('writes and announces nothing for the status the order has', async () => {
      orders.lockById.mockResolvedValue(stored('A', { status: 'processing' }));
      expect(await sut.updateStatus(ctx, { id: 'ord_A', status: 'processing' })).toMatchObject({ status: 'processing' });
      expect(orders.update).not.toHaveBeenCalled();
      expect(outbox.add).not.toHaveBeenCalled();
    });

    it("is 404 for another tenant's order", async () => {
      orders.lockById.mockResolvedValue(null);
      await expect(sut.updateStatus(ctx, { id: 'ord_B', status: 'processing' })).rejects.toMatchObject({ code: 'resource.not_found' });
    });
  });

  describe('ingest', () => {
    it('inserts the orders it does not know and announces each once, asking the catalogue for their stock', async () => {
      orders.insertNew.mockImplementation(async (_tx, rows) => new Set(rows.map((row) => row.id)));
      const result = await sut.ingest(ctx, 'trendyol', [reportedOrder('B'), reportedOrder('A')]);
      expect(result).toEqual({ created: 2, updated: 0, unchanged: 0 });
      const inserted = orders.insertNew.mock.calls[0][1];
      expect(inserted.map((row) => [row.marketplace_order_id, row.tenant_id, row.marketplace])).toEqual([
        ['A', 'ten_a', 'trendyol'],
        ['B', 'ten_a', 'trendyol'],
      ]);
      expect(orders.recordHistory).toHaveBeenCalledWith(tx, [
        expect.objectContaining({ from: null, by: 'marketplace', user_id: null }),
        expect.objectContaining({ from: null, by: 'marketplace', user_id: null }),
      ]);
      const [onTx, events] = outbox.add.mock.calls[0];
      expect(onTx).toBe(tx);
      expect(events.map((entry) => entry.event)).toEqual([
        OrderCreated,
        OrderStatusEntered,
        OrderCreated,
        OrderStatusEntered,
        OrderStockRequested,
      ]);
      expect(events[1].data).toMatchObject({ status: 'created', from: null });
      expect(events[4].data).toEqual({
        take: inserted.map((row) => ({ order_id: row.id, marketplace: 'trendyol', items: [{ sku: 'TSHIRT-BLK-M', quantity: 2 }] })),
        give_back: [],
      });
      expect(transactions.run).toHaveBeenCalledTimes(1);
    });

    it('moves an order whose insert was skipped (known already) as reported, and gives back a cancelled one’s stock', async () => {
      const known = stored('A', { status: 'processing' });
      orders.lockByMarketplaceIds.mockResolvedValue([known]);
      const result = await sut.ingest(ctx, 'trendyol', [reportedOrder('A', 'cancelled')]);
      expect(result).toEqual({ created: 0, updated: 1, unchanged: 0 });
      expect(orders.lockByMarketplaceIds).toHaveBeenCalledWith(tx, 'ten_a', 'trendyol', ['A']);
      expect(orders.update).toHaveBeenCalledWith(tx, [expect.objectContaining({ id: 'ord_A', status: 'cancelled', status_seq: 2 })]);
      expect(orders.recordHistory).toHaveBeenCalledWith(tx, [expect.objectContaining({ from: 'processing', by: 'marketplace' })]);
      const events = outbox.add.mock.calls[0][1];
      expect(events.map((entry) => entry.event)).toEqual([OrderCancelled, OrderStatusEntered, OrderStockRequested]);
      expect(events[1].data).toMatchObject({ order_id: 'ord_A', status: 'cancelled', from: 'processing' });
      expect(events[2].data).toEqual({ take: [], give_back: [{ order_id: 'ord_A', marketplace: 'trendyol' }] });
    });

    it('changes and publishes nothing for orders already as reported', async () => {
      orders.lockByMarketplaceIds.mockResolvedValue([stored('A')]);
      expect(await sut.ingest(ctx, 'trendyol', [reportedOrder('A')])).toEqual({ created: 0, updated: 0, unchanged: 1 });
      expect(orders.update).toHaveBeenCalledWith(tx, []);
      expect(outbox.add).toHaveBeenCalledWith(tx, []);
    });

    it('stores an unknown order created before the seller connected only while open; one created since, and known ones, whatever their status', async () => {
      orders.insertNew.mockImplementation(async (_tx, rows) => new Set(rows.map((row) => row.id)));
      orders.lockByMarketplaceIds.mockResolvedValue([stored('K', { status: 'processing' })]);
      const since = { created_at: '2026-03-01T10:05:00.000Z' };
      const reports = [
        reportedOrder('A'),
        reportedOrder('B', 'processing'),
        reportedOrder('C', 'shipped'),
        reportedOrder('D', 'cancelled'),
        reportedOrder('E', 'cancelled', since),
        reportedOrder('K', 'delivered'),
      ];

      const result = await sut.ingest(ctx, 'trendyol', reports, '2026-03-01T10:00:00.000Z');

      expect(orders.insertNew.mock.calls[0][1].map((row) => row.marketplace_order_id)).toEqual(['A', 'B', 'E']);
      expect(orders.lockByMarketplaceIds).toHaveBeenCalledWith(tx, 'ten_a', 'trendyol', ['C', 'D', 'K']);
      expect(orders.update).toHaveBeenCalledWith(tx, [expect.objectContaining({ id: 'ord_K', status: 'delivered' })]);
      expect(result).toEqual({ created: 3, updated: 1, unchanged: 2 });
      // The open ones take their stock; the one cancelled since takes none.
      const stock = outbox.add.mock.calls[0][1].find((entry) => entry.event === OrderStockRequested);
      expect((stock?.data as { take: unknown[] }).take).toHaveLength(2);
    });

    it('opens no transaction for an empty page', async () => {
      expect(await sut.ingest(ctx, 'trendyol', [])).toEqual({ created: 0, updated: 0, unchanged: 0 });
      expect(transactions.run).not.toHaveBeenCalled();
    });
  });
  describe('attachShipment', () => {
    it("sets the label's tracking number under the row lock and publishes order.updated", async () => {
      orders.lockById.mockResolvedValue(stored('A', { status: 'processing' }));
      const dto = await sut.attachShipment(ctx, { id: 'ord_A', tracking_number: 'YK1', cargo_provider: 'yurtici' });
      expect(orders.lockById).toHaveBeenCalledWith(tx, 'ten_a', 'ord_A');
      expect(orders.update).toHaveBeenCalledWith(tx, [expect.objectContaining({ tracking_number: 'YK1', tracking_source: 'seller' })]);
      expect(outbox.add.mock.calls[0][1].map((entry) => entry.event)).toEqual([OrderUpdated]);
      expect(dto).toMatchObject({ id: 'ord_A', tracking_number: 'YK1', cargo_provider: 'yurtici', status: 'processing' });
    });

    it('writes nothing when the order carries them already, and is 404 for another tenant', async () => {
      orders.lockById.mockResolvedValueOnce(stored('A', { tracking_number: 'YK1', cargo_provider: 'yurtici', tracking_source: 'seller' }));
      await sut.attachShipment(ctx, { id: 'ord_A', tracking_number: 'YK1', cargo_provider: 'yurtici' });
      expect(orders.update).not.toHaveBeenCalled();
      orders.lockById.mockResolvedValueOnce(null);
      await expect(sut.attachShipment(ctx, { id: 'ord_B', tracking_number: 'YK1', cargo_provider: 'yurtici' })).rejects.toMatchObject({
        code: 'resource.not_found',
      });
    });
  });

  describe('attachInvoice', () => {
    it('sets the order’s invoice without an event (invoice.created announces it), and is 404 for another tenant', async () => {
      orders.setInvoice.mockResolvedValueOnce(stored('A', { invoice_id: 'inv_1' }));
      expect(await sut.attachInvoice(ctx, 'ord_A', 'inv_1')).toMatchObject({ id: 'ord_A', invoice_id: 'inv_1' });
      expect(orders.setInvoice).toHaveBeenCalledWith('ten_a', 'ord_A', 'inv_1');
      expect(outbox.add).not.toHaveBeenCalled();
      orders.setInvoice.mockResolvedValueOnce(null);
      await expect(sut.attachInvoice(ctx, 'ord_B', 'inv_1')).rejects.toMatchObject({ code: 'resource.not_found' });
    });
  });

  describe('carrierProgress', () => {
    it('moves a created order through shipped to delivered, each step with its history by the carrier, event and mirror', async () => {
      orders.lockById.mockResolvedValue(
        stored('A', { tracking_number: 'YK1', cargo_provider: 'yurtici', tracking_source: 'seller', status_seq: 1 }),
      );
      const dto = await sut.carrierProgress(ctx, { id: 'ord_A', tracking_number: 'YK1', status: 'delivered' });
      expect(dto.status).toBe('delivered');
      expect(orders.update).toHaveBeenCalledWith(tx, [expect.objectContaining({ status: 'delivered', status_seq: 3 })]);
      expect(orders.recordHistory).toHaveBeenCalledWith(tx, [
        expect.objectContaining({ from: 'created', by: 'carrier', user_id: null }),
        expect.objectContaining({ from: 'shipped', by: 'carrier', user_id: null }),
      ]);
      const events = outbox.add.mock.calls[0][1];
      expect(events.map((entry) => entry.event)).toEqual([
        OrderUpdated,
        OrderStatusMirrorRequested,
        OrderStatusEntered,
        OrderUpdated,
        OrderStatusMirrorRequested,
        OrderStatusEntered,
      ]);
      expect(events.filter((entry) => entry.event === OrderStatusEntered).map((entry) => entry.data)).toEqual([
        expect.objectContaining({ status: 'shipped', from: 'created' }),
        expect.objectContaining({ status: 'delivered', from: 'shipped' }),
      ]);
      expect(events.filter((entry) => entry.event === OrderStatusMirrorRequested).map((entry) => entry.data)).toEqual([
        expect.objectContaining({ status: 'shipped', seq: 2, tracking_number: 'YK1', cargo_provider: 'yurtici' }),
        expect.objectContaining({ status: 'delivered', seq: 3 }),
      ]);
    });

    it('writes nothing for an order already as far', async () => {
      orders.lockById.mockResolvedValue(stored('A', { status: 'shipped', tracking_number: 'YK1', cargo_provider: 'yurtici' }));
      await sut.carrierProgress(ctx, { id: 'ord_A', tracking_number: 'YK1', status: 'in_transit' });
      expect(orders.update).not.toHaveBeenCalled();
      expect(outbox.add).not.toHaveBeenCalled();
    });
  });
});
