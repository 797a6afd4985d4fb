import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../../core/simulator';
import { simulatorApp, simulatorClock, TEST_SETTINGS } from '../../testing/simulator-test-app';
import { dhlSimulator } from './dhl.simulator';

const AUTH = { authorization: `Basic ${Buffer.from('apiUser:apiSecret').toString('base64')}` };

const party = (city: string) => ({
  postalAddress: { postalCode: '34710', cityName: city, countryCode: 'TR', addressLine1: 'Bağdat Cd. 1' },
  contactInformation: { phone: '+902125554758', companyName: 'Tezgah', fullName: 'Ayşe Yılmaz' },
});

/** A create-shipment request as MyDHL's documentation shows it (dpdhl-express-api 2.7.0), domestic Turkey. */
const shipment = (reference = 'REF-1') => ({
  plannedShippingDateAndTime: '2026-11-24T15:00:00 GMT+03:00',
  pickup: { isRequested: false },
  productCode: 'N',
  accounts: [{ typeCode: 'shipper', number: '123456789' }],
  customerReferences: [{ value: reference, typeCode: 'CU' }],
  customerDetails: { shipperDetails: party('Istanbul'), receiverDetails: party('Ankara') },
  content: {
    packages: [{ weight: 1.5, dimensions: { length: 10, width: 10, height: 10 } }],
    isCustomsDeclarable: false,
    description: 'Sipariş TY-1',
    incoterm: 'DAP',
    unitOfMeasurement: 'metric',
  },
});

describe('the DHL Express (MyDHL API) simulator', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = dhlSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());
  afterEach(() => jest.useRealTimers());

  const create = (body: object = shipment(), headers: Record<string, string> = AUTH) =>
    app.inject({ method: 'POST', url: '/dhl/mydhlapi/shipments', headers, payload: body });

  it('refuses a call without accepted HTTP Basic credentials in problem form', async () => {
    const answer = await create(shipment(), { authorization: `Basic ${Buffer.from('apiUser:invalid').toString('base64')}` });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.json()).toMatchObject({ status: '401', title: 'Unauthorized' });
  });

  it('creates a shipment: 201 with the waybill number, a piece id per package and the label', async () => {
    const answer = await create();
    expect(answer.statusCode).toBe(201);
    const body = answer.json();
    expect(body.shipmentTrackingNumber).toMatch(/^\d{10}$/);
    expect(answer.headers.location).toBe(`/shipments/${body.shipmentTrackingNumber}`);
    expect(body.packages).toEqual([{ referenceNumber: 1, trackingNumber: expect.stringMatching(/^JD01/) }]);
    expect(body.documents[0]).toMatchObject({ imageFormat: 'PDF', typeCode: 'label' });
  });

  it('answers a schema violation 422 and a malformed ship time 400, as MyDHL words them', async () => {
    const noWeight = shipment();
    noWeight.content.packages[0].weight = 0;
    const invalid = await create(noWeight);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ title: 'Validation error', detail: expect.stringContaining('#/content/packages/0/weight') });
    const extraneous = await create({ ...shipment(), unknownMember: 1 });
    expect(extraneous.statusCode).toBe(422);
    const badTime = await create({ ...shipment(), plannedShippingDateAndTime: '2026-11-24 15:00' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().detail).toMatch(/^998: /);
  });

  it('tracks a waybill: no checkpoint before pickup, then PU, DF, WC, OK oldest first', async () => {
    const clock = simulatorClock();
    const awb = (await create()).json().shipmentTrackingNumber;
    const track = () => app.inject({ url: `/dhl/mydhlapi/shipments/${awb}/tracking?trackingView=all-checkpoints`, headers: AUTH });
    expect((await track()).json().shipments[0].events).toEqual([]);
    clock.advance(TEST_SETTINGS.trackingStepMs * 4 + 50);
    const events = (await track()).json().shipments[0].events;
    expect(events.map((event: { typeCode: string }) => event.typeCode)).toEqual(['PU', 'DF', 'WC', 'OK']);
    expect(events[0]).toMatchObject({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
    });
    const unknown = await app.inject({ url: '/dhl/mydhlapi/shipments/9999999999/tracking', headers: AUTH });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes a customer reference twice; tracking by reference needs a date range and answers every shipment under it', async () => {
    const first = (await create()).json().shipmentTrackingNumber;
    const second = (await create()).json().shipmentTrackingNumber;
    expect(second).not.toBe(first);
    const noRange = await app.inject({ url: '/dhl/mydhlapi/tracking?shipmentReference=REF-1', headers: AUTH });
    expect(noRange.statusCode).toBe(400);
    const byReference = await app.inject({
      url: '/dhl/mydhlapi/tracking?shipmentReference=REF-1&dateRangeFrom=2026-01-01&dateRangeTo=2099-01-01',
      headers: AUTH,
    });
    expect(byReference.json().shipments.map((s: { shipmentTrackingNumber: string }) => s.shipmentTrackingNumber)).toEqual([first, second]);
  });
});
