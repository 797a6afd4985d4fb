import { OrdersCarrierProgress, type RequestContext } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { RpcTransport } from '@tezgah/messaging';
import { automock, fakeRpcTransport } from '@tezgah/testing/unit';
import { bookedRow } from '../../test/shipment-fixtures';
import type { CarrierAdapter, CarrierTracking } from '../carriers/carrier';
import { CarrierCalls } from '../carriers/carrier-calls';
import type { CargoConfig } from '../config/cargo.config';
import { ShipmentsRepository } from '../shipments/shipments.repository';
import { TrackingService } from './tracking.service';

const ctx: RequestContext = { tenant_id: 'ten_a', user_id: 7, role: 'viewer', request_id: 'req_1' };
const config = { TEZGAH_TRACKING_POLL_INTERVAL_MS: 60_000, TEZGAH_TRACKING_FRESH_MS: 60_000 } as CargoConfig;
const event = {
  timestamp: '2026-11-24T09:00:00.000Z',
  description: 'Kargo teslim alındı',
  location: 'Şişli',
  status: 'picked_up' as const,
};
const tracking = (status: CarrierTracking['status']): CarrierTracking => ({ status, events: [event] });

describe(TrackingService.name, () => {
  let sut: TrackingService;
  let shipments: jest.Mocked<ShipmentsRepository>;
  let adapter: jest.Mocked<CarrierAdapter>;
  let rpc: jest.Mocked<RpcTransport>;

  beforeEach(() => {
    shipments = automock(ShipmentsRepository);
    const carriers = automock(CarrierCalls);
    adapter = { track: jest.fn() } as unknown as jest.Mocked<CarrierAdapter>;
    carriers.for.mockReturnValue({
      adapter,
      call: { http: { request: jest.fn() }, account: { baseUrl: 'http://carrier', credentials: {} } },
    });
    rpc = fakeRpcTransport();
    shipments.storeTracking.mockImplementation(async (id, status, events) =>
      bookedRow({ id, tracking_status: status, tracking_events: events }),
    );
    sut = new TrackingService(shipments, carriers, rpc, config);
  });

  it("is 404 for a number the tenant has no shipment of, and answers a fresh one's stored events without asking the carrier", async () => {
    shipments.findByTrackingNumber.mockResolvedValueOnce(null);
    await expect(sut.get(ctx, 'YK1')).rejects.toMatchObject({ code: 'resource.not_found' });
    shipments.findByTrackingNumber.mockResolvedValueOnce(
      bookedRow({ tracked_at: new Date(), tracking_status: 'in_transit', tracking_events: [event] }),
    );
    expect(await sut.get(ctx, 'YK1')).toEqual({
      tracking_number: 'YK1',
      status: 'in_transit',
      events: [{ timestamp: event.timestamp, description: event.description, location: 'Şişli' }],
    });
    expect(shipments.findByTrackingNumber).toHaveBeenCalledWith('ten_a', 'YK1');
    expect(adapter.track).not.toHaveBeenCalled();
  });

  it('asks the carrier when what is stored is stale, and answers what is stored when the carrier cannot be reached', async () => {
    shipments.findByTrackingNumber.mockResolvedValue(bookedRow({ tracked_at: new Date(Date.now() - 61_000) }));
    adapter.track.mockResolvedValueOnce(tracking('picked_up'));
    expect((await sut.get(ctx, 'YK1')).status).toBe('picked_up');
    adapter.track.mockRejectedValueOnce(new DomainError('provider.unreachable'));
    expect((await sut.get(ctx, 'YK1')).status).toBe('created');
  });

  it('hands a status that moves the order to the orders service once, and stops tracking a final one only after it was taken', async () => {
    adapter.track.mockResolvedValue(tracking('delivered'));
    await sut.refresh(bookedRow());
    expect(rpc.request).toHaveBeenCalledWith(OrdersCarrierProgress, expect.objectContaining({ tenant_id: 'ten_a', user_id: 0 }), {
      id: 'ord_A',
      tracking_number: 'YK1',
      status: 'delivered',
    });
    expect(shipments.markReported).toHaveBeenCalledWith(bookedRow().id, 'delivered');
    expect(shipments.stopTracking).toHaveBeenCalledWith(bookedRow().id);

    rpc.request.mockRejectedValueOnce(new DomainError('server.unavailable'));
    await expect(sut.refresh(bookedRow())).rejects.toMatchObject({ code: 'server.unavailable' });
    expect(shipments.stopTracking).toHaveBeenCalledTimes(1);
  });

  it('hands over nothing for a booking only, a failed parcel, or a status the orders service already took', async () => {
    for (const [status, reported] of [
      ['created', null],
      ['failed', null],
      ['in_transit', 'in_transit'],
    ] as const) {
      adapter.track.mockResolvedValueOnce(tracking(status));
      shipments.storeTracking.mockResolvedValueOnce(bookedRow({ tracking_status: status, reported_status: reported }));
      await sut.refresh(bookedRow());
    }
    expect(rpc.request).not.toHaveBeenCalled();
    expect(shipments.stopTracking).toHaveBeenCalledTimes(1); // the failed parcel: final, nothing to hand over
  });
});
