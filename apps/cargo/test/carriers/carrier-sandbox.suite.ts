import { TRACKING_STATUSES } from '@tezgah/contracts';
import type { SimulatorFactory } from '@tezgah/simulators';
import { TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { CARRIER, ThirdPartyHttpPool } from '@tezgah/third-party';
import type { CarrierAdapter, CarrierCall, ShipmentBooking } from '../../src/carriers/carrier';

/** One step of the parcels' progress in these specs: longer than a few calls at the adapters' pace (5 a second). */
const STEP_MS = 800;
const PROGRESS = TRACKING_STATUSES.slice(0, TRACKING_STATUSES.indexOf('delivered') + 1);

export interface CarrierUnderTest {
  adapter: CarrierAdapter;
  simulator: SimulatorFactory;
  /** Credentials the carrier refuses, and the credential field the 422 names. */
  refusedLogin: { credentials: Record<string, string>; field: string };
  /** A booking the carrier refuses for its data, and its reason in the 422. */
  refusedBooking: { change: (booking: ShipmentBooking) => ShipmentBooking; reason: RegExp };
}

export function bookingFor(reference: string): ShipmentBooking {
  return {
    reference,
    order_number: 'TY-100234',
    sender: {
      name: 'Tezgah Deneme Mağazası',
      phone: '02125550000',
      email: null,
      line1: 'Büyükdere Cad. No:1',
      line2: null,
      city: 'İstanbul',
      district: 'Şişli',
      postal_code: '34394',
      country: 'TR',
      tax_number: '1234567890',
      tax_office: 'Şişli',
    },
    receiver: {
      name: 'Ayşe Yılmaz',
      phone: '+90 532 123 45 67',
      email: 'ayse@example.com',
      line1: 'Moda Cad. No:5 D:3',
      line2: null,
      city: 'İstanbul',
      district: 'Kadıköy',
      postal_code: '34710',
      country: 'TR',
    },
    packages: 2,
    weight_kg: 3.5,
  };
}

/**
 * What every carrier adapter must do against its simulator, through a real ThirdPartyHttpPool of
 * the CARRIER kind: book once per reference, find the booking again, follow the parcel to its end,
 * and answer refusals and failures as decisions §16 says.
 */
export function carrierAgainstSandbox({ adapter, simulator, refusedLogin, refusedBooking }: CarrierUnderTest): void {
  const sandbox = useSandboxUnderTest(() => [simulator({ ...TEST_SETTINGS, trackingStepMs: STEP_MS })].flat());
  const pool = new ThirdPartyHttpPool(CARRIER, {
    retries: 1,
    timeoutMs: 2000,
    backoffBaseMs: 5,
    backoffCapMs: 10,
    breaker: { volumeThreshold: 1000 },
  });
  afterAll(() => pool.close());

  const party = adapter.provider;
  const call = (credentials: Record<string, string> = adapter.sandboxCredentials): CarrierCall => ({
    http: pool.clientFor({ party, account: JSON.stringify(credentials), limits: adapter.limits }),
    account: { baseUrl: `${sandbox.base}/${party}`, credentials },
  });
  const control = (path: string, payload?: object) => sandbox.server.inject({ method: 'POST', url: `/control/${party}${path}`, payload });
  const shipments = async () =>
    (await sandbox.server.inject({ url: `/control/${party}/shipments` })).json<{ shipments: unknown[] }>().shipments;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('books a shipment, and the same reference again books nothing new: findBooked finds that one', async () => {
    const booked = await adapter.book(call(), bookingFor('lbl_01JTEZGAH0000000000000001'));
    expect(booked.tracking_number).toMatch(/^[A-Z0-9-]+$/);
    expect(await adapter.book(call(), bookingFor('lbl_01JTEZGAH0000000000000001'))).toEqual(booked);
    expect(await shipments()).toHaveLength(1);
    expect(await adapter.findBooked(call(), 'lbl_01JTEZGAH0000000000000001')).toEqual(booked);
    expect(await adapter.findBooked(call(), 'lbl_01JTEZGAHUNKNOWN000000000')).toBeNull();
  });

  it('follows the parcel created → picked_up → in_transit → out_for_delivery → delivered, events oldest first', async () => {
    const bookedAt = Date.now();
    const { tracking_number } = await adapter.book(call(), bookingFor('lbl_01JTEZGAH0000000000000002'));
    expect((await adapter.track(call(), tracking_number)).status).toBe('created');
    await sleep(bookedAt + STEP_MS * 1.5 - Date.now());
    expect((await adapter.track(call(), tracking_number)).status).toBe('picked_up');
    await sleep(bookedAt + STEP_MS * 4.5 - Date.now());
    const tracking = await adapter.track(call(), tracking_number);
    expect(tracking.status).toBe('delivered');
    const statuses = tracking.events.map((event) => event.status);
    expect(statuses).toEqual(PROGRESS.slice(PROGRESS.length - statuses.length));
    expect(statuses.slice(-4)).toEqual(['picked_up', 'in_transit', 'out_for_delivery', 'delivered']);
    const times = tracking.events.map((event) => Date.parse(event.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[times.length - 1]).toBeGreaterThanOrEqual(bookedAt + STEP_MS * 4 - 1000);
    expect(times[times.length - 1]).toBeLessThanOrEqual(Date.now());
    for (const event of tracking.events) expect(event.description).toMatch(/\S/);
  });

  it.each([
    ['fail', 'failed'],
    ['return', 'returned'],
  ] as const)('ends a parcel the control API %ss as %s', async (verb, status) => {
    const { tracking_number } = await adapter.book(call(), bookingFor(`lbl_01JTEZGAH00000000000${verb.toUpperCase()}`));
    await sleep(STEP_MS * 2.5);
    expect((await control(`/shipments/${tracking_number}/${verb}`)).statusCode).toBe(200);
    const tracking = await adapter.track(call(), tracking_number);
    expect(tracking.status).toBe(status);
    expect(tracking.events[tracking.events.length - 1]).toMatchObject({ status, description: expect.stringMatching(/\S/) });
  });

  it('turns refused credentials into business.invalid naming the credential field', async () => {
    await expect(adapter.book(call(refusedLogin.credentials), bookingFor('lbl_01JTEZGAH0000000000000003'))).rejects.toMatchObject({
      code: 'business.invalid',
      details: { [refusedLogin.field]: [{ code: 'carrier_refused' }] },
    });
  });

  it("turns the carrier's refusal of the data into business.invalid with its reason", async () => {
    const booking = refusedBooking.change(bookingFor('lbl_01JTEZGAH0000000000000004'));
    await expect(adapter.book(call(), booking)).rejects.toMatchObject({
      code: 'business.invalid',
      details: { provider: [{ code: 'carrier_refused', message: expect.stringMatching(refusedBooking.reason) }] },
    });
    expect(await shipments()).toHaveLength(0);
  });

  it('answers a failing carrier (500) with provider.unreachable and its 429 with provider.rate_limited', async () => {
    await control('/faults', { path: '*', status: 500, count: 2 });
    await expect(adapter.book(call(), bookingFor('lbl_01JTEZGAH0000000000000005'))).rejects.toMatchObject({ code: 'provider.unreachable' });
    await control('/faults', { path: '*', status: 429, count: 2, retry_after: 0 });
    await expect(adapter.book(call(), bookingFor('lbl_01JTEZGAH0000000000000005'))).rejects.toMatchObject({
      code: 'provider.rate_limited',
    });
    expect(await shipments()).toHaveLength(0);
  });
}
