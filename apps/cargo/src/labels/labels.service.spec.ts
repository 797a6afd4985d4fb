import { OrdersAttachShipment, OrdersLabelTarget, type RequestContext, TenantSettingsGet } from '@tezgah/contracts';
import { DocumentLinks } from '@tezgah/documents';
import { DomainError } from '@tezgah/errors';
import type { RpcTransport } from '@tezgah/messaging';
import { automock, fakeRpcTransport } from '@tezgah/testing/unit';
import { bookedRow, orderDto, shipmentRow } from '../../test/shipment-fixtures';
import { ShipmentBookings } from '../shipments/shipment-bookings.service';
import { ShipmentsRepository } from '../shipments/shipments.repository';
import { LabelsService } from './labels.service';

const ctx: RequestContext = { tenant_id: 'ten_a', user_id: 7, role: 'staff', request_id: 'req_1' };
const sender = {
  name: 'Tezgah Mağaza',
  line1: 'Büyükdere Cad. 1',
  line2: null,
  city: 'İstanbul',
  district: 'Şişli',
  postal_code: '34394',
  phone: '+902120000000',
  tax_office: null,
  tax_number: null,
};

describe(LabelsService.name, () => {
  let sut: LabelsService;
  let shipments: jest.Mocked<ShipmentsRepository>;
  let bookings: jest.Mocked<ShipmentBookings>;
  let rpc: jest.Mocked<RpcTransport>;
  const answer = (target: unknown, settings: unknown = { sender }) =>
    rpc.request.mockImplementation(async (pattern) => {
      if (pattern === OrdersLabelTarget) return target;
      if (pattern === TenantSettingsGet) return settings;
      return undefined;
    });

  beforeEach(() => {
    shipments = automock(ShipmentsRepository);
    bookings = automock(ShipmentBookings);
    const links = automock(DocumentLinks);
    links.link.mockImplementation((doc) => `http://api/v1/documents/${doc.kind}-${doc.id}`);
    rpc = fakeRpcTransport();
    sut = new LabelsService(shipments, bookings, links, rpc);
  });

  it('books a new shipment from the order and the tenant’s sender, then the order takes its tracking number', async () => {
    answer({ order: orderDto(), tracking_source: null });
    bookings.book.mockResolvedValue(bookedRow());
    const label = await sut.create(ctx, { order_id: 'ord_A', provider: 'yurtici', package_count: 2, weight_kg: 3.5 });
    expect(label).toEqual({ label_url: `http://api/v1/documents/label-${bookedRow().id}`, tracking_number: 'YK1', provider: 'yurtici' });
    expect(bookings.book).toHaveBeenCalledWith(
      expect.objectContaining({
        id: expect.stringMatching(/^lbl_/),
        tenant_id: 'ten_a',
        order_id: 'ord_A',
        package_count: 2,
        weight_kg: 3.5,
        content: expect.objectContaining({ order_number: 'TY-1', sender: expect.objectContaining({ name: 'Tezgah Mağaza' }) }),
      }),
    );
    expect(rpc.request).toHaveBeenCalledWith(OrdersAttachShipment, ctx, { id: 'ord_A', tracking_number: 'YK1', cargo_provider: 'yurtici' });
    expect(shipments.markSettled).toHaveBeenCalledWith(bookedRow().id);
  });

  it('answers the existing label again without booking, settling the order only if it has not taken it', async () => {
    answer({ order: orderDto({ tracking_number: 'YK1', cargo_provider: 'yurtici' }), tracking_source: 'seller' });
    shipments.findByOrder.mockResolvedValue(bookedRow({ order_settled: true }));
    expect((await sut.create(ctx, { order_id: 'ord_A', provider: 'yurtici', package_count: 1 })).tracking_number).toBe('YK1');
    expect(bookings.book).not.toHaveBeenCalled();
    expect(rpc.request).not.toHaveBeenCalledWith(OrdersAttachShipment, expect.anything(), expect.anything());
  });

  it.each([
    ['a cancelled order', { order: orderDto({ status: 'cancelled' }), tracking_source: null }, 'order_closed'],
    [
      'a number of the marketplace’s carrier',
      { order: orderDto({ tracking_number: 'TY9' }), tracking_source: 'marketplace_assigned' },
      'tracking_exists',
    ],
  ])('refuses %s with 422 before asking any carrier', async (_, target, code) => {
    answer(target);
    await expect(sut.create(ctx, { order_id: 'ord_A', provider: 'yurtici', package_count: 1 })).rejects.toMatchObject({
      code: 'business.invalid',
      details: { order_id: [expect.objectContaining({ code })] },
    });
    expect(bookings.book).not.toHaveBeenCalled();
  });

  it('refuses another carrier for an order that has a shipment, and a sender the settings leave incomplete', async () => {
    answer({ order: orderDto(), tracking_source: null }, { sender: { ...sender, phone: null, line1: null } });
    shipments.findByOrder.mockResolvedValueOnce(shipmentRow({ provider: 'aras' }));
    await expect(sut.create(ctx, { order_id: 'ord_A', provider: 'yurtici', package_count: 1 })).rejects.toMatchObject({
      details: { provider: [expect.objectContaining({ code: 'label_other_provider' })] },
    });
    const incomplete = sut.create(ctx, { order_id: 'ord_A', provider: 'yurtici', package_count: 1 });
    await expect(incomplete).rejects.toBeInstanceOf(DomainError);
    await expect(incomplete).rejects.toMatchObject({ details: { 'sender.line1': expect.any(Array), 'sender.phone': expect.any(Array) } });
    expect(bookings.book).not.toHaveBeenCalled();
  });
});
