import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../../core/simulator';
import { simulatorApp, TEST_SETTINGS } from '../../testing/simulator-test-app';
import { mngSimulator } from './mng.simulator';

const IBM = { 'x-ibm-client-id': '7fd724286af5cbdcf97e25fd063e0281', 'x-ibm-client-secret': 'c1c8cfeda81ff8753d4b0d26a49d132d' };

/** createOrder's body as omniship-mng builds it. */
const order = (referenceId = 'OMN-12345', mobile = '5551234567') => ({
  order: {
    referenceId,
    barcode: referenceId,
    billOfLandingId: '',
    isCOD: 0,
    codAmount: 0,
    shipmentServiceType: 1,
    packagingType: 3,
    content: 'Test',
    smsPreference1: 0,
    smsPreference2: 0,
    smsPreference3: 0,
    paymentType: 1,
    deliveryType: 1,
    description: 'Test',
    marketPlaceShortCode: '',
    marketPlaceSaleCode: '',
  },
  orderPieceList: [{ barcode: `${referenceId}_PARCA1`, desi: 1, kg: 2, content: 'Test' }],
  recipient: {
    refCustomerId: '',
    cityCode: 1,
    cityName: 'Adana',
    districtCode: 100,
    districtName: 'Seyhan',
    address: 'Örnek mah. 123. sok. No:5',
    bussinessPhoneNumber: '',
    email: 'alici@example.com',
    taxOffice: 'SAHIS',
    taxNumber: '11111111110',
    fullName: 'Ad Soyad',
    homePhoneNumber: '',
    mobilePhoneNumber: mobile,
  },
});

describe('the MNG Kargo (apizone) simulator', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = mngSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());

  const jwt = async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/mng/mngapi/api/token',
      headers: IBM,
      payload: { customerNumber: '2326821076', password: 'secret', identityType: 1 },
    });
    return { ...IBM, authorization: `Bearer ${answer.json<{ jwt: string }>().jwt}` };
  };
  const post = (path: string, headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: `/mng/mngapi/api${path}`, headers, payload });

  it('refuses a call without the IBM client id and secret as IBM API Connect does, and a command without a JWT', async () => {
    const noKeys = await app.inject({ method: 'POST', url: '/mng/mngapi/api/token', payload: {} });
    expect(noKeys.statusCode).toBe(401);
    expect(noKeys.json()).toMatchObject({ httpCode: '401', moreInformation: expect.stringContaining('subscription') });
    expect((await post('/standardcmdapi/createOrder', IBM, order())).statusCode).toBe(401);
  });

  it('issues an 8-hour JWT for the customer number and password', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/mng/mngapi/api/token',
      headers: IBM,
      payload: { customerNumber: '2326821076', password: 'secret', identityType: 1 },
    });
    expect(answer.json()).toMatchObject({
      jwt: expect.any(String),
      jwtExpireDate: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/),
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/mng/mngapi/api/token',
      headers: IBM,
      payload: { customerNumber: '1', password: 'invalid', identityType: 1 },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('creates an order once per referenceId, then a barcode: a 12-digit shipmentId and a ZPL label per piece, in one-element lists', async () => {
    const headers = await jwt();
    const created = await post('/standardcmdapi/createOrder', headers, order());
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual([
      { orderInvoiceId: expect.any(String), orderInvoiceDetailId: expect.any(String), shipperBranchCode: expect.any(String) },
    ]);
    const again = await post('/standardcmdapi/createOrder', headers, order());
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('26001');
    const barcode = await post('/barcodecmdapi/createbarcode', headers, {
      referenceId: 'OMN-12345',
      orderPieceList: order().orderPieceList,
      packagingType: 3,
    });
    const [shipment] = barcode.json();
    expect(shipment.shipmentId).toMatch(/^\d{12}$/);
    expect(shipment.barcodes[0]).toMatchObject({ pieceNumber: 1, value: expect.stringMatching(/^\^XA.*\^XZ$/) });
    const status = await app.inject({ url: '/mng/mngapi/api/standardqueryapi/getshipmentstatus/OMN-12345', headers });
    expect(status.json()).toEqual([expect.objectContaining({ shipmentId: shipment.shipmentId, shipmentStatusCode: 1 })]);
    const events = await app.inject({ url: `/mng/mngapi/api/standardqueryapi/trackshipmentByShipmentId/${shipment.shipmentId}`, headers });
    expect(events.json()).toEqual([expect.objectContaining({ eventStatus: 'Gönderi Hazırlandı', eventSequence: '1' })]);
  });

  it('refuses a lower-case referenceId, a mobile number with its leading 0, and a barcode for an unknown order', async () => {
    const headers = await jwt();
    expect((await post('/standardcmdapi/createOrder', headers, order('omn-1'))).statusCode).toBe(400);
    const phone = await post('/standardcmdapi/createOrder', headers, order('OMN-2', '05551234567'));
    expect(phone.json().error.description).toContain('mobilePhoneNumber');
    const unknown = await post('/barcodecmdapi/createbarcode', headers, { referenceId: 'NOPE', orderPieceList: order().orderPieceList });
    expect(unknown.json().error.code).toBe('26002');
  });
});
