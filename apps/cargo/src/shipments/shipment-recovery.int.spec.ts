// Issue 15 deliverable 7: the label call never leaves a booked shipment without a stored label,
// nor a label without a booking, and a crash in between is recovered, not duplicated. The cargo
// service's booking slice on its schema (both shapes) against the Aras simulator: a holder that
// stopped after the carrier booked, one that stopped before, a retry after the lease ran out, and
// ten bookings of one order at once.
import { Module } from '@nestjs/common';
import { documentLinksProvider } from '@tezgah/documents';
import { arasSimulator, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { randomSuffix, type RunningService, SERVICE_SHAPES, startService } from '@tezgah/testing';
import { CarrierCalls } from '../carriers/carrier-calls';
import { CARGO_CONFIG, loadCargoConfig } from '../config/cargo.config';
import { cargoSchema } from '../database/cargo.schema';
import { LabelsService } from '../labels/labels.service';
import { PersistenceModule } from '@tezgah/persistence';
import { shipmentRow } from '../../test/shipment-fixtures';
import { ShipmentBookings } from './shipment-bookings.service';
import { bookingOf } from './shipment-documents';
import { ShipmentSweeper } from './shipment-sweeper.worker';
import { type NewShipment, ShipmentsRepository } from './shipments.repository';

const LEASE_MS = 1_000;

@Module({
  imports: [PersistenceModule.forService(cargoSchema)],
  providers: [
    { provide: CARGO_CONFIG, useFactory: () => loadCargoConfig() },
    documentLinksProvider,
    CarrierCalls,
    ShipmentsRepository,
    ShipmentBookings,
    LabelsService,
    ShipmentSweeper,
  ],
})
class BookingSliceModule {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(SERVICE_SHAPES)('shipment bookings and their recovery on $name', (shape) => {
  const sandbox = useSandboxUnderTest(() => [arasSimulator(TEST_SETTINGS)].flat());
  let service: RunningService;
  let shipments: ShipmentsRepository;
  let bookings: ShipmentBookings;
  let sweeper: ShipmentSweeper;
  const saved = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, {
      TEZGAH_ENV: 'demo',
      TEZGAH_SANDBOX_URL: sandbox.base,
      TEZGAH_CARRIER_ENVIRONMENT: 'sandbox',
      TEZGAH_LABEL_LEASE_MS: String(LEASE_MS),
      // The workers wait; the spec runs the sweep itself.
      TEZGAH_CARGO_POLL_INTERVAL_MS: '600000',
    });
    service = await startService(shape, 'cargo', [BookingSliceModule]);
    shipments = service.app.get(ShipmentsRepository);
    bookings = service.app.get(ShipmentBookings);
    sweeper = service.app.get(ShipmentSweeper);
  }, 30_000);

  afterAll(async () => {
    await service?.close();
    process.env = saved;
  });

  const newShipment = (): NewShipment => {
    const { id: _id, tenant_id: _tenant, order_id: _order, ...rest } = shipmentRow({ provider: 'aras' });
    rest.content = { ...rest.content, receiver: { ...rest.content.receiver, phone: '+905321112233' } };
    return { ...rest, id: `lbl_${randomSuffix(26).toUpperCase()}`, tenant_id: `ten-${randomSuffix()}`, order_id: `ord_${randomSuffix()}` };
  };
  const carrierShipments = async () =>
    ((await (await fetch(`${sandbox.base}/control/aras/shipments`)).json()) as { shipments: Array<{ tracking_number: string }> }).shipments;
  /** A holder that claimed the shipment and stopped (its lease runs out). */
  const claimAndStop = async (shipment: NewShipment) => {
    const claim = await shipments.claimForBooking(shipment, { owner: 'stopped-replica', ms: LEASE_MS });
    expect(claim?.fresh).toBe(true);
    return claim!.row;
  };

  it('stores the label of a booking the carrier made for a holder that stopped before storing it, booking nothing twice', async () => {
    const shipment = newShipment();
    const row = await claimAndStop(shipment);
    const { adapter, call } = service.app.get(CarrierCalls).for('aras');
    const booked = await adapter.book(call, bookingOf(row));
    await sleep(LEASE_MS + 100);

    await sweeper.runOnce();
    const stored = await shipments.findByOrder(shipment.tenant_id, shipment.order_id);
    expect(stored).toMatchObject({ id: shipment.id, tracking_number: booked.tracking_number });
    expect((await shipments.labelPdf(shipment.tenant_id, shipment.id))?.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await carrierShipments()).filter((s) => s.tracking_number === booked.tracking_number)).toHaveLength(1);
    expect(await carrierShipments()).toHaveLength(1);
  });

  it('forgets a booking that never reached the carrier, so the order may be labelled anew', async () => {
    const shipment = newShipment();
    await claimAndStop(shipment);
    await sleep(LEASE_MS + 100);
    await sweeper.runOnce();
    expect(await shipments.findByOrder(shipment.tenant_id, shipment.order_id)).toBeNull();
    expect(await carrierShipments()).toHaveLength(0);
    expect((await bookings.book(shipment)).tracking_number).toEqual(expect.any(String));
    expect(await carrierShipments()).toHaveLength(1);
  });

  it('finds the earlier booking when a retry takes over after the lease ran out', async () => {
    const shipment = newShipment();
    const row = await claimAndStop(shipment);
    const { adapter, call } = service.app.get(CarrierCalls).for('aras');
    const booked = await adapter.book(call, bookingOf(row));
    await sleep(LEASE_MS + 100);
    expect((await bookings.book(shipment)).tracking_number).toBe(booked.tracking_number);
    expect(await carrierShipments()).toHaveLength(1);
  });

  it('books one shipment for ten simultaneous bookings of one order', async () => {
    const shipment = newShipment();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => bookings.book({ ...shipment, id: `lbl_${randomSuffix(26).toUpperCase()}` })),
    );
    expect(new Set(answers.map((answer) => answer.tracking_number)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await carrierShipments()).toHaveLength(1);
  });
});
