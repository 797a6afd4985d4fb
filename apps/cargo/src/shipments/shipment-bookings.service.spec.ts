import { DomainError } from '@tezgah/errors';
import { automock } from '@tezgah/testing/unit';
import { bookedRow, shipmentRow } from '../../test/shipment-fixtures';
import type { CarrierAdapter } from '../carriers/carrier';
import { CarrierCalls } from '../carriers/carrier-calls';
import type { CargoConfig } from '../config/cargo.config';
import { TrackingWorker } from '../tracking/tracking.worker';
import { ShipmentBookings } from './shipment-bookings.service';
import { ShipmentsRepository } from './shipments.repository';

jest.mock('../labels/label-pdf', () => ({ renderLabelsPdf: jest.fn(async () => Buffer.from('%PDF-label')) }));

const config = { TEZGAH_LABEL_LEASE_MS: 30_000, TEZGAH_TRACKING_POLL_INTERVAL_MS: 60_000 } as CargoConfig;
const { tenant_id, order_id, id, provider, package_count, weight_kg, content } = shipmentRow();
const request = { id, tenant_id, order_id, provider, package_count, weight_kg, content };

describe(ShipmentBookings.name, () => {
  let sut: ShipmentBookings;
  let shipments: jest.Mocked<ShipmentsRepository>;
  let adapter: jest.Mocked<CarrierAdapter>;
  let tracker: jest.Mocked<TrackingWorker>;

  beforeEach(() => {
    shipments = automock(ShipmentsRepository);
    const carriers = automock(CarrierCalls);
    adapter = { book: jest.fn(), findBooked: jest.fn(), track: jest.fn() } as unknown as jest.Mocked<CarrierAdapter>;
    carriers.for.mockReturnValue({
      adapter,
      call: { http: { request: jest.fn() }, account: { baseUrl: 'http://carrier', credentials: {} } },
    });
    tracker = automock(TrackingWorker);
    sut = new ShipmentBookings(shipments, carriers, tracker, config);
  });

  it('books a new shipment under our id as the carrier key and stores its tracking number with the label, while holding the lease', async () => {
    shipments.claimForBooking.mockResolvedValue({ row: shipmentRow(), fresh: true });
    adapter.book.mockResolvedValue({ tracking_number: 'YK1' });
    shipments.storeBooked.mockResolvedValue(bookedRow());
    expect(await sut.book(request)).toEqual(bookedRow());
    expect(tracker.wake).toHaveBeenCalledTimes(1);
    expect(shipments.claimForBooking).toHaveBeenCalledWith(request, sut.lease);
    expect(adapter.findBooked).not.toHaveBeenCalled();
    expect(adapter.book).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ reference: id, order_number: 'TY-1', packages: 1, weight_kg: 1 }),
    );
    expect(shipments.storeBooked).toHaveBeenCalledWith(
      id,
      sut.lease.owner,
      expect.objectContaining({ trackingNumber: 'YK1', labelPdf: Buffer.from('%PDF-label') }),
    );
  });

  it('asks the carrier for a booking an earlier holder may have made before booking again', async () => {
    shipments.claimForBooking.mockResolvedValue({ row: shipmentRow(), fresh: false });
    adapter.findBooked.mockResolvedValue({ tracking_number: 'YK-EARLIER' });
    shipments.storeBooked.mockResolvedValue(bookedRow({ tracking_number: 'YK-EARLIER' }));
    await sut.book(request);
    expect(adapter.findBooked).toHaveBeenCalledWith(expect.anything(), id);
    expect(adapter.book).not.toHaveBeenCalled();
    expect(shipments.storeBooked).toHaveBeenCalledWith(id, sut.lease.owner, expect.objectContaining({ trackingNumber: 'YK-EARLIER' }));
  });

  it("answers another request's booking of the order without asking the carrier, waiting while it is under way", async () => {
    shipments.claimForBooking.mockResolvedValue(null);
    shipments.findByOrder.mockResolvedValueOnce(shipmentRow()).mockResolvedValueOnce(bookedRow());
    expect(await sut.book(request)).toEqual(bookedRow());
    expect(shipments.claimForBooking).toHaveBeenCalledTimes(2);
    expect(adapter.book).not.toHaveBeenCalled();
  });

  it('forgets the row when the carrier refuses the data (it booked nothing), and keeps it for a retry when unreachable', async () => {
    shipments.claimForBooking.mockResolvedValue({ row: shipmentRow(), fresh: true });
    adapter.book.mockRejectedValueOnce(new DomainError('business.invalid', { provider: [] }));
    await expect(sut.book(request)).rejects.toMatchObject({ code: 'business.invalid' });
    expect(shipments.forgetUnbooked).toHaveBeenCalledWith(id, sut.lease.owner);
    adapter.book.mockRejectedValueOnce(new DomainError('provider.unreachable'));
    await expect(sut.book(request)).rejects.toMatchObject({ code: 'provider.unreachable' });
    expect(shipments.release).toHaveBeenCalledWith(id, sut.lease.owner);
    expect(shipments.forgetUnbooked).toHaveBeenCalledTimes(1);
  });

  it("resumes a stopped holder's booking: stored when the carrier has it, forgotten when not", async () => {
    adapter.findBooked.mockResolvedValueOnce({ tracking_number: 'YK9' });
    shipments.storeBooked.mockResolvedValue(bookedRow({ tracking_number: 'YK9' }));
    expect(await sut.resume(shipmentRow())).toMatchObject({ tracking_number: 'YK9' });
    adapter.findBooked.mockResolvedValueOnce(null);
    expect(await sut.resume(shipmentRow())).toBeNull();
    expect(shipments.forgetUnbooked).toHaveBeenCalledWith(id, sut.lease.owner);
    expect(adapter.book).not.toHaveBeenCalled();
  });
});
