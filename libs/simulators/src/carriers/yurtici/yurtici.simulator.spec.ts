import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../../core/simulator';
import { simulatorApp, TEST_SETTINGS } from '../../testing/simulator-test-app';
import { yurticiSimulator } from './yurtici.simulator';

const URL = '/yurtici/KOPSWebServices/ShippingOrderDispatcherServices';

/** The envelope the Axis stub and the raw-XML clients send: operation in Yurtiçi's namespace, children unqualified. */
function envelope(operation: string, inner: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ship="http://yurticikargo.com.tr/ShippingOrderDispatcherServices">
  <soapenv:Body><ship:${operation}>${inner}</ship:${operation}></soapenv:Body>
</soapenv:Envelope>`;
}

const login = (user = 'YKTEST', language = 'userLanguage') =>
  `<wsUserName>${user}</wsUserName><wsPassword>YK</wsPassword><${language}>TR</${language}>`;

const order = (cargoKey: string, extra = '<receiverPhone1>05321234567</receiverPhone1>') =>
  `<ShippingOrderVO><cargoKey>${cargoKey}</cargoKey><invoiceKey>${cargoKey}</invoiceKey><receiverCustName>Ayşe Yılmaz</receiverCustName>` +
  `<receiverAddress>Moda Cad. No:5 Kadıköy İstanbul</receiverAddress><cityName>İstanbul</cityName><townName>Kadıköy</townName>${extra}` +
  `<taxOfficeId>0</taxOfficeId><cargoCount>1</cargoCount><ttDocumentId>0</ttDocumentId><dcSelectedCredit>0</dcSelectedCredit><dcCreditRule>0</dcCreditRule></ShippingOrderVO>`;

describe('the Yurtiçi Kargo simulator (ShippingOrderDispatcherServices)', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = yurticiSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());

  const post = (body: string) =>
    app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' }, payload: body });

  it('books a createShipment and answers ShippingOrderResultVO with outFlag 0 in a SOAP 1.1 envelope', async () => {
    const response = await post(envelope('createShipment', login() + order('TZ0001')));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/xml');
    expect(response.body).toContain('<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">');
    expect(response.body).toContain('<ns1:createShipmentResponse xmlns:ns1="http://yurticikargo.com.tr/ShippingOrderDispatcherServices">');
    expect(response.body).toMatch(/<ShippingOrderResultVO><outFlag>0<\/outFlag><outResult>Başarılı<\/outResult>/);
    expect(response.body).toContain('<shippingOrderDetailVO><cargoKey>TZ0001</cargoKey><errCode>0</errCode>');
  });

  it('refuses the same cargoKey again with 60020, keeping one shipment', async () => {
    await post(envelope('createShipment', login() + order('TZ0002')));
    const again = await post(envelope('createShipment', login() + order('TZ0002')));
    expect(again.body).toContain('<outFlag>1</outFlag>');
    expect(again.body).toContain('<errCode>60020</errCode><errMessage>CARGO_KEY sistemde mevcuttur.</errMessage>');
    const shipments = await app.inject({ url: '/control/yurtici/shipments' });
    expect(shipments.json().shipments).toHaveLength(1);
  });

  it('queries by cargoKey: NOP without item detail at first, then ISR with its movement (eventDate YYYYMMDD)', async () => {
    await post(envelope('createShipment', login() + order('TZ0003')));
    const query = () =>
      post(
        envelope(
          'queryShipment',
          `${login('YKTEST', 'wsLanguage')}<keys>TZ0003</keys><keyType>0</keyType><addHistoricalData>true</addHistoricalData><onlyTracking>false</onlyTracking>`,
        ),
      );
    const first = await query();
    expect(first.body).toContain('<ShippingDeliveryVO><outFlag>0</outFlag>');
    expect(first.body).toContain('<operationStatus>NOP</operationStatus>');
    expect(first.body).not.toContain('shippingDeliveryItemDetailVO');
    await new Promise((resolve) => setTimeout(resolve, TEST_SETTINGS.trackingStepMs + 20));
    const later = await query();
    expect(later.body).toContain('<operationStatus>ISR</operationStatus>');
    expect(later.body).toMatch(
      /<invDocCargoVOArray>.*<eventId>1<\/eventId><eventName>Kargo kabul edildi<\/eventName>.*<eventDate>\d{8}<\/eventDate><eventTime>\d{6}<\/eventTime>/,
    );
  });

  it('answers an unknown cargoKey with 82519 on the key', async () => {
    const response = await post(
      envelope(
        'queryShipment',
        `${login('YKTEST', 'wsLanguage')}<keys>NOPE</keys><keyType>0</keyType><addHistoricalData>false</addHistoricalData><onlyTracking>false</onlyTracking>`,
      ),
    );
    expect(response.body).toContain('<cargoKey>NOPE</cargoKey><errCode>82519</errCode>');
  });

  it('refuses wsUserName `invalid` with outFlag 1 on the whole result, and a missing language as the service does', async () => {
    const refused = await post(envelope('createShipment', login('invalid') + order('TZ0004')));
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toMatch(
      /<outFlag>1<\/outFlag><outResult>Web servis kullanıcı adı veya şifresi hatalı.<\/outResult><errCode>60001<\/errCode>/,
    );
    const noLanguage = await post(envelope('queryShipment', `${login()}<keys>TZ0004</keys><keyType>0</keyType>`));
    expect(noLanguage.body).toContain('Web servis kullanıcı dili boş olamaz');
  });

  it('refuses a missing receiver address (60019) and a short one (82502) per cargoKey', async () => {
    const missing = order('TZ0005').replace(/<receiverAddress>.*<\/receiverAddress>/, '');
    expect((await post(envelope('createShipment', login() + missing))).body).toContain('<errCode>60019</errCode>');
    const short = order('TZ0006').replace(/<receiverAddress>.*<\/receiverAddress>/, '<receiverAddress>Kısa</receiverAddress>');
    expect((await post(envelope('createShipment', login() + short))).body).toContain('<errCode>82502</errCode>');
  });

  it('cancels an unprocessed shipment (CNL) and then says it is already cancelled (82520)', async () => {
    await post(envelope('createShipment', login() + order('TZ0007')));
    const cancel = () => post(envelope('cancelShipment', `${login()}<cargoKeys>TZ0007</cargoKeys>`));
    expect((await cancel()).body).toMatch(
      /<shippingCancelDetailVO>.*<operationCode>3<\/operationCode>.*<operationStatus>CNL<\/operationStatus>/,
    );
    expect((await cancel()).body).toContain('<errCode>82520</errCode>');
  });

  it('answers an unknown operation and an unreadable body with a SOAP fault', async () => {
    const unknown = await post(envelope('deleteEverything', login()));
    expect(unknown.statusCode).toBe(500);
    expect(unknown.body).toMatch(/<faultcode>soap:Client<\/faultcode><faultstring>No such operation/);
    expect((await post('not xml at all')).statusCode).toBe(500);
  });
});
