import type { TrackingStatus } from '@tezgah/contracts';
import { type Simulator, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { CARRIER, ThirdPartyHttpPool } from '@tezgah/third-party';
import type { CarrierAdapter, CarrierCall, ShipmentBooking } from '../../carrier';

/** A tracking step short enough for a spec to watch a parcel arrive, long enough for a few budgeted calls within one step. */
export const STEP_MS = 600;
export const CARRIER_TEST_SETTINGS = { ...TEST_SETTINGS, trackingStepMs: STEP_MS };

export interface CarrierUnderTest {
  adapter: CarrierAdapter;
  simulators: () => Simulator[];
  /** The carrier's path segment on the sandbox (`ups`); the account's base is `<sandbox>/<party>`. */
  party: string;
  /** The account's credentials for the n-th account of the spec (each test its own, so cached tokens do not leak between tests). */
  credentials: (n: number) => Record<string, string>;
  /** The credential a refusal test sets to `invalid`. */
  refusedCredential: string;
  /** The token endpoint's path under the party, or null when the carrier takes credentials on every call. */
  tokenPath: string | null;
  /** A booking the carrier refuses, and the words of its reason. */
  refusedBooking: (booking: ShipmentBooking) => ShipmentBooking;
  refusalReason: string;
  /** The statuses of a delivered parcel's events (a carrier may report no event before pickup). */
  journey: TrackingStatus[];
}

export const booking = (reference: string): ShipmentBooking => ({
  reference,
  order_number: 'TY-1001',
  sender: {
    name: 'Tezgah Mağaza',
    phone: '+90 212 555 47 58',
    email: 'depo@tezgah.example',
    line1: 'Bağdat Cd. No:1',
    line2: null,
    city: 'İstanbul',
    district: 'Kadıköy',
    postal_code: '34710',
    country: 'TR',
    tax_number: '1234567890',
    tax_office: 'Kadıköy',
  },
  receiver: {
    name: 'Ayşe Yılmaz',
    phone: '+90 532 555 12 34',
    email: 'ayse@example.com',
    line1: 'Kızılay Mh. Atatürk Blv. No:5',
    line2: 'Daire 3',
    city: 'Ankara',
    district: 'Çankaya',
    postal_code: '06420',
    country: 'TR',
  },
  packages: 2,
  weight_kg: 3,
});

/** What a carrier's own spec adds tests with: the call for the test's account, and the carrier's control API. */
export interface CarrierFixture {
  call: (overrides?: Record<string, string>) => CarrierCall;
  control: (method: 'GET' | 'POST', path: string, payload?: object) => Promise<{ statusCode: number; json: <T>() => T }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What every carrier adapter must do against its simulator, through a real ThirdPartyHttpPool of
 * kind CARRIER (no retries, a breaker that does not trip): book idempotently by reference, track a
 * parcel to its end, read refusals and failures as decisions §16 says, and cache its tokens.
 */
export function behavesAsCarrier(carrier: CarrierUnderTest): CarrierFixture {
  const sandbox = useSandboxUnderTest(carrier.simulators);
  const pool = new ThirdPartyHttpPool(CARRIER, { retries: 0, timeoutMs: 2000, breaker: { volumeThreshold: 1000 } });
  afterAll(() => pool.close());
  let accounts = 0;
  let credentials: Record<string, string>;
  beforeEach(() => {
    accounts += 1;
    credentials = carrier.credentials(accounts);
  });

  const call = (overrides: Record<string, string> = {}): CarrierCall => {
    const account = { baseUrl: `${sandbox.base}/${carrier.party}`, credentials: { ...credentials, ...overrides } };
    return {
      account,
      http: pool.clientFor({ party: carrier.party, account: JSON.stringify(account.credentials), limits: carrier.adapter.limits }),
    };
  };
  const control = (method: 'GET' | 'POST', path: string, payload?: object) =>
    sandbox.server.inject({ method, url: `/control/${carrier.party}${path}`, ...(payload ? { payload } : {}) });
  const tokenCalls = async () =>
    (await control('GET', '/calls')).json<{ path: string }[]>().filter((recorded) => recorded.path === carrier.tokenPath).length;

  it('books under our reference; booking again with it finds the first shipment instead of a second', async () => {
    const first = await carrier.adapter.book(call(), booking('SHP-01'));
    expect(first.tracking_number).toMatch(/^[0-9A-Z-]+$/i);
    expect(await carrier.adapter.findBooked(call(), 'SHP-01')).toEqual(first);
    expect(await carrier.adapter.book(call(), booking('SHP-01'))).toEqual(first);
    expect((await control('GET', '/shipments')).json<{ shipments: unknown[] }>().shipments).toHaveLength(1);
    expect(await carrier.adapter.findBooked(call(), 'SHP-UNKNOWN')).toBeNull();
  });

  it('tracks a parcel from booking to delivery, events oldest first', async () => {
    const { tracking_number } = await carrier.adapter.book(call(), booking('SHP-02'));
    expect((await carrier.adapter.track(call(), tracking_number)).status).toBe('created');
    await sleep(STEP_MS * 4 + 100);
    const tracking = await carrier.adapter.track(call(), tracking_number);
    expect(tracking.status).toBe('delivered');
    expect(tracking.events.map((event) => event.status)).toEqual(carrier.journey);
    const times = tracking.events.map((event) => Date.parse(event.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(tracking.events.every((event) => event.description && event.location && !Number.isNaN(Date.parse(event.timestamp)))).toBe(true);
  });

  it.each([
    ['fail', 'failed'],
    ['return', 'returned'],
  ] as const)('reports a parcel the carrier could not deliver (%s) as %s', async (verb, status) => {
    const { tracking_number } = await carrier.adapter.book(call(), booking(`SHP-${verb}`));
    expect((await control('POST', `/shipments/${tracking_number}/${verb}`)).statusCode).toBe(200);
    expect((await carrier.adapter.track(call(), tracking_number)).status).toBe(status);
  });

  it("turns the carrier's refusal of the shipment into 422 business.invalid with its reason", async () => {
    const refused = carrier.adapter.book(call(), carrier.refusedBooking(booking('SHP-03')));
    await expect(refused).rejects.toMatchObject({
      code: 'business.invalid',
      details: { provider: [{ code: 'carrier_refused', message: expect.stringContaining(carrier.refusalReason) }] },
    });
  });

  it('turns refused credentials into 422 business.invalid', async () => {
    const refused = carrier.adapter.book(call({ [carrier.refusedCredential]: 'invalid' }), booking('SHP-04'));
    await expect(refused).rejects.toMatchObject({
      code: 'business.invalid',
      details: { credentials: [{ code: 'carrier_credentials_refused' }] },
    });
  });

  it.each([
    [500, 'provider.unreachable'],
    [429, 'provider.rate_limited'],
  ])('answers a carrier %s as %s', async (status, code) => {
    await control('POST', '/faults', { path: '*', status, count: 20, retry_after: 1 });
    await expect(carrier.adapter.book(call(), booking('SHP-05'))).rejects.toMatchObject({ code });
  });

  if (carrier.tokenPath) {
    it('asks for one token for many calls, and for a new one once when the carrier says the token is no longer valid', async () => {
      const booked = await Promise.all(['SHP-06', 'SHP-07', 'SHP-08'].map((reference) => carrier.adapter.book(call(), booking(reference))));
      expect(new Set(booked.map((shipment) => shipment.tracking_number)).size).toBe(3);
      expect(await tokenCalls()).toBe(1);
      await control('POST', '/tokens/expire');
      await carrier.adapter.track(call(), booked[0].tracking_number);
      await carrier.adapter.track(call(), booked[1].tracking_number);
      expect(await tokenCalls()).toBe(2);
    });
  }
  return { call, control };
}
