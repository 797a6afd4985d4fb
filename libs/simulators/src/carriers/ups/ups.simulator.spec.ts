import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../../core/simulator';
import { simulatorApp, simulatorClock, TEST_SETTINGS } from '../../testing/simulator-test-app';
import { upsSimulator } from './ups.simulator';

const BASIC = `Basic ${Buffer.from('client-1:secret-1').toString('base64')}`;
const TRACK_HEADERS = { transId: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6', transactionSrc: 'testing' };

/** The Shipping API's standard example (Shipping.yaml), in Turkey and with a reference number. */
const shipRequest = (reference = 'SHP-1') => ({
  ShipmentRequest: {
    Request: { SubVersion: '1801', RequestOption: 'nonvalidate', TransactionReference: { CustomerContext: reference } },
    Shipment: {
      Description: 'Ship WS test',
      Shipper: {
        Name: 'ShipperName',
        AttentionName: 'ShipperZs Attn Name',
        Phone: { Number: '2125554758' },
        ShipperNumber: 'A1B2C3',
        Address: { AddressLine: ['Bağdat Cd. 1'], City: 'İstanbul', PostalCode: '34710', CountryCode: 'TR' },
      },
      ShipTo: {
        Name: 'Ayşe Yılmaz',
        Phone: { Number: '5325551234' },
        Address: { AddressLine: ['Kızılay Mh. 5'], City: 'Ankara', PostalCode: '06420', CountryCode: 'TR' },
      },
      PaymentInformation: { ShipmentCharge: { Type: '01', BillShipper: { AccountNumber: 'A1B2C3' } } },
      Service: { Code: '11', Description: 'UPS Standard' },
      ReferenceNumber: { Value: reference },
      Package: { Packaging: { Code: '02' }, PackageWeight: { UnitOfMeasurement: { Code: 'KGS' }, Weight: '2.5' } },
    },
    LabelSpecification: { LabelImageFormat: { Code: 'ZPL' }, LabelStockSize: { Height: '6', Width: '4' } },
  },
});

describe('the UPS simulator', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = upsSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());
  afterEach(() => jest.useRealTimers());

  const token = async (authorization = BASIC) =>
    app.inject({
      method: 'POST',
      url: '/ups/security/v1/oauth/token',
      headers: { authorization, 'x-merchant-id': 'A1B2C3', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
  const bearer = async () => ({ authorization: `Bearer ${(await token()).json<{ access_token: string }>().access_token}` });
  const ship = async (headers: Record<string, string>, body: unknown = shipRequest()) =>
    app.inject({ method: 'POST', url: '/ups/api/shipments/v2409/ship', headers, payload: body as object });

  it('issues a 4-hour bearer token for HTTP Basic client credentials, and refuses `invalid` as UPS does', async () => {
    const issued = await token();
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toMatchObject({ token_type: 'Bearer', client_id: 'client-1', expires_in: '14399', status: 'approved' });
    const refused = await token(`Basic ${Buffer.from('invalid:secret').toString('base64')}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ response: { errors: [{ code: '10401', message: 'ClientId is Invalid' }] } });
  });

  it('answers 401 in UPS form to an API call without a known bearer token', async () => {
    const answer = await ship({ authorization: 'Bearer unknown' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ response: { errors: [{ code: '250002', message: 'Invalid Authentication Information.' }] } });
  });

  it('ships: a 1Z shipment identification number, one tracking number and ZPL label per package', async () => {
    const body = shipRequest();
    body.ShipmentRequest.Shipment.Package = [body.ShipmentRequest.Shipment.Package, body.ShipmentRequest.Shipment.Package] as never;
    const answer = await ship(await bearer(), body);
    expect(answer.statusCode).toBe(200);
    const results = answer.json().ShipmentResponse.ShipmentResults;
    expect(results.ShipmentIdentificationNumber).toMatch(/^1Z[0-9A-Z]{16}$/);
    expect(results.PackageResults).toHaveLength(2);
    expect(results.PackageResults[0].TrackingNumber).toBe(results.ShipmentIdentificationNumber);
    expect(Buffer.from(results.PackageResults[1].ShippingLabel.GraphicImage, 'base64').toString()).toContain(
      results.PackageResults[1].TrackingNumber,
    );
  });

  it('refuses a shipment without a valid shipper number, ShipTo city or package weight, and an unknown version', async () => {
    const headers = await bearer();
    const without = (edit: (shipment: ReturnType<typeof shipRequest>['ShipmentRequest']['Shipment']) => void) => {
      const body = shipRequest();
      edit(body.ShipmentRequest.Shipment);
      return ship(headers, body);
    };
    const noNumber = await without((s) => (s.Shipper.ShipperNumber = '12'));
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().response.errors[0].code).toBe('120100');
    expect((await without((s) => (s.ShipTo.Address.City = ''))).json().response.errors[0].message).toContain('ShipTo City');
    expect((await without((s) => (s.Package.PackageWeight.Weight = '123456'))).statusCode).toBe(400);
    const version = await app.inject({ method: 'POST', url: '/ups/api/shipments/v9999/ship', headers, payload: shipRequest() });
    expect(version.statusCode).toBe(400);
  });

  it('tracks by number and by reference with transId and transactionSrc, M → P → I → O → D most recent first', async () => {
    const clock = simulatorClock();
    const headers = await bearer();
    const id = (await ship(headers)).json().ShipmentResponse.ShipmentResults.ShipmentIdentificationNumber;
    const missing = await app.inject({ url: `/ups/api/track/v1/details/${id}`, headers });
    expect(missing.statusCode).toBe(400);
    const track = () => app.inject({ url: `/ups/api/track/v1/details/${id}?locale=tr_TR`, headers: { ...headers, ...TRACK_HEADERS } });
    expect(
      (await track()).json().trackResponse.shipment[0].package[0].activity.map((a: { status: { type: string } }) => a.status.type),
    ).toEqual(['M']);
    clock.advance(TEST_SETTINGS.trackingStepMs * 4 + 50);
    const pkg = (await track()).json().trackResponse.shipment[0].package[0];
    expect(pkg.activity.map((a: { status: { type: string } }) => a.status.type)).toEqual(['D', 'O', 'I', 'P', 'M']);
    expect(pkg.activity[0]).toMatchObject({ gmtOffset: '+03:00', location: { address: { countryCode: 'TR' } } });
    expect(pkg.activity[0].date).toMatch(/^\d{8}$/);
    const byReference = await app.inject({ url: '/ups/api/track/v1/reference/details/SHP-1', headers: { ...headers, ...TRACK_HEADERS } });
    expect(byReference.json().trackResponse.shipment[0].package[0].trackingNumber).toBe(id);
    const unknown = await app.inject({ url: '/ups/api/track/v1/reference/details/NOPE', headers: { ...headers, ...TRACK_HEADERS } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().response.errors[0].code).toBe('TW0001');
  });

  it('takes a reference twice as two shipments, as UPS does; tracking by reference finds the first', async () => {
    const headers = await bearer();
    const first = (await ship(headers)).json().ShipmentResponse.ShipmentResults.ShipmentIdentificationNumber;
    const second = (await ship(headers)).json().ShipmentResponse.ShipmentResults.ShipmentIdentificationNumber;
    expect(second).not.toBe(first);
    const byReference = await app.inject({ url: '/ups/api/track/v1/reference/details/SHP-1', headers: { ...headers, ...TRACK_HEADERS } });
    expect(byReference.json().trackResponse.shipment[0].package[0].trackingNumber).toBe(first);
  });

  it('ends a parcel failed (X) through the control API', async () => {
    const headers = { ...(await bearer()), ...TRACK_HEADERS };
    const id = (await ship(headers)).json().ShipmentResponse.ShipmentResults.ShipmentIdentificationNumber;
    expect((await app.inject({ method: 'POST', url: `/control/ups/shipments/${id}/fail` })).statusCode).toBe(200);
    const pkg = (await app.inject({ url: `/ups/api/track/v1/details/${id}`, headers })).json().trackResponse.shipment[0].package[0];
    expect(pkg.currentStatus.type).toBe('X');
  });
});
