import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../../core/simulator';
import { simulatorApp, TEST_SETTINGS } from '../../testing/simulator-test-app';
import { arasSimulator } from './aras.simulator';

const ORDERS = '/aras/arascargoservice/arascargoservice.asmx';
const QUERIES = '/aras/ArasCargoCustomerIntegrationService/ArasCargoIntegrationService.svc';

/** SetOrder as Aras's document shows it (SOAP 1.2, default namespace tempuri), credentials on the order and the operation. */
function setOrder(
  code: string,
  {
    user = 'neodyum',
    phone = '02121111111',
    pieces = '<PieceDetail><Weight>2</Weight><BarcodeNumber>B1</BarcodeNumber></PieceDetail>',
  } = {},
) {
  return `<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" xmlns:tem="http://tempuri.org/"><soap:Header/><soap:Body>
  <SetOrder xmlns="http://tempuri.org/"><orderInfo><Order>
    <UserName>${user}</UserName><Password>nd2580</Password><TradingWaybillNumber>9423012</TradingWaybillNumber>
    <InvoiceNumber>6902001888</InvoiceNumber><ReceiverName>NEDİM DEMİRCİ</ReceiverName><ReceiverAddress>xxxxx CAD. yyyyy SOK. NO:7</ReceiverAddress>
    <ReceiverPhone1>${phone}</ReceiverPhone1><ReceiverCityName>İSTANBUL</ReceiverCityName><ReceiverTownName>GAZİOSMANPAŞA</ReceiverTownName>
    <PieceCount>1</PieceCount><IntegrationCode>${code}</IntegrationCode><PayorTypeCode>1</PayorTypeCode>
    <PieceDetails>${pieces}</PieceDetails>
  </Order></orderInfo><userName>${user}</userName><password>nd2580</password></SetOrder>
</soap:Body></soap:Envelope>`;
}

/** GetQueryJSON as the PHP clients send it: loginInfo and queryInfo are XML strings. */
function getQueryJson(query: string, user = 'neodyum') {
  const escape = (xml: string) => xml.replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tem="http://tempuri.org/"><soapenv:Body><tem:GetQueryJSON>
  <tem:loginInfo>${escape(`<LoginInfo><UserName>${user}</UserName><Password>nd2580</Password><CustomerCode>1234</CustomerCode></LoginInfo>`)}</tem:loginInfo>
  <tem:queryInfo>${escape(`<QueryInfo>${query}</QueryInfo>`)}</tem:queryInfo>
</tem:GetQueryJSON></soapenv:Body></soapenv:Envelope>`;
}

describe('the Aras Kargo simulator (order and query services)', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = arasSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());

  const soap12 = (body: string) =>
    app.inject({ method: 'POST', url: ORDERS, headers: { 'content-type': 'application/soap+xml; charset=utf-8' }, payload: body });
  const query = async (info: string, user?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: QUERIES,
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '"http://tempuri.org/IArasCargoIntegrationService/GetQueryJSON"' },
      payload: getQueryJson(info, user),
    });
    const json = /<GetQueryJSONResult>(.*)<\/GetQueryJSONResult>/s.exec(response.body)?.[1] ?? 'null';
    return JSON.parse(json.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  };

  it('answers SetOrder in SOAP 1.2 with OrderResultInfo ResultCode 0 and the code as InvoiceKey', async () => {
    const response = await soap12(setOrder('6154197713'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/soap+xml');
    expect(response.body).toContain(
      '<SetOrderResponse xmlns="http://tempuri.org/"><SetOrderResult><OrderResultInfo><ResultCode>0</ResultCode><ResultMessage>Başarılı</ResultMessage><InvoiceKey>6154197713</InvoiceKey>',
    );
  });

  it('updates the order on the same IntegrationCode (one shipment), and refuses once the waybill is cut (70027)', async () => {
    await soap12(setOrder('6154197714'));
    expect((await soap12(setOrder('6154197714', { phone: '05320000000' }))).body).toContain('<ResultCode>0</ResultCode>');
    const shipments = (await app.inject({ url: '/control/aras/shipments' })).json().shipments;
    expect(shipments).toHaveLength(1);
    expect(shipments[0].status).toBe('created');
    await new Promise((resolve) => setTimeout(resolve, TEST_SETTINGS.trackingStepMs + 20));
    expect((await soap12(setOrder('6154197714'))).body).toContain('<ResultCode>70027</ResultCode>');
  });

  it('finds the cargo by IntegrationCode (QueryType 1) and its movements by KARGO_TAKIP_NO (QueryType 9)', async () => {
    await soap12(setOrder('6154197715'));
    const { QueryResult } = await query('<QueryType>1</QueryType><IntegrationCode>6154197715</IntegrationCode>');
    expect(QueryResult.Cargo).toMatchObject({
      MUSTERI_OZEL_KODU: '6154197715',
      KARGO_TAKIP_NO: expect.stringMatching(/^\d{12}$/),
      DURUM_KODU: '0',
    });
    const movements = await query(`<QueryType>9</QueryType><TrackingNumber>${QueryResult.Cargo.KARGO_TAKIP_NO}</TrackingNumber>`);
    expect(movements.QueryResult.CargoTransaction).toEqual([
      expect.objectContaining({
        ISLEM_TARIHI: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/),
        ISLEM: 'SİPARİŞ BİLGİSİ ALINDI',
      }),
    ]);
    expect((await query('<QueryType>1</QueryType><IntegrationCode>UNKNOWN</IntegrationCode>')).QueryResult).toEqual({});
  });

  it('refuses the user `invalid` with ResultCode 1000 on SetOrder and on the query service', async () => {
    expect((await soap12(setOrder('6154197716', { user: 'invalid' }))).body).toContain(
      '<ResultCode>1000</ResultCode><ResultMessage>Kullanıcı Adı ve Şifre yanlış.</ResultMessage>',
    );
    expect(await query('<QueryType>1</QueryType><IntegrationCode>6154197716</IntegrationCode>', 'invalid')).toMatchObject({
      ErrorCode: '1000',
    });
  });

  it('refuses missing or malformed fields with the documented codes', async () => {
    expect((await soap12(setOrder('6154197717', { phone: '' }))).body).toContain('<ResultCode>935</ResultCode>');
    expect((await soap12(setOrder('X'))).body).toContain('<ResultCode>935</ResultCode>');
    const twin = '<PieceDetail><BarcodeNumber>B1</BarcodeNumber></PieceDetail><PieceDetail><BarcodeNumber>B1</BarcodeNumber></PieceDetail>';
    expect((await soap12(setOrder('6154197718', { pieces: twin }))).body).toContain('<ResultCode>70028</ResultCode>');
    expect((await soap12(setOrder('6154197719', { pieces: '<PieceDetail><Weight>1</Weight></PieceDetail>' }))).body).toContain(
      '<ResultCode>70022</ResultCode>',
    );
    expect((await app.inject({ url: '/control/aras/shipments' })).json().shipments).toHaveLength(0);
  });

  it('cancels an order before its waybill (ResultCode 1) and says -1 for an unknown one', async () => {
    await soap12(setOrder('6154197720'));
    const cancel = (code: string) =>
      soap12(
        `<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><CancelDispatch xmlns="http://tempuri.org/"><userName>neodyum</userName><password>nd2580</password><integrationCode>${code}</integrationCode></CancelDispatch></soap:Body></soap:Envelope>`,
      );
    expect((await cancel('6154197720')).body).toContain('<ResultCode>1</ResultCode>');
    expect((await cancel('NOPE')).body).toContain('<ResultCode>-1</ResultCode>');
  });
});
