import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../../core/simulator';
import { simulatorApp, TEST_SETTINGS } from '../../testing/simulator-test-app';
import { pttSimulator } from './ptt.simulator';

const KABUL = '/ptt/PttVeriYukleme/services/Sorgu';
const TAKIP = '/ptt/GonderiTakipV2/services/Sorgu';

/** kabulEkle2 as a WSDL client sends it: `kab:` for the operation, the types namespace for the fields. */
function kabulEkle2(reference: string, { sifre = 'gizli', parcel = '<xsd:aliciIlceAdi>KADIKÖY</xsd:aliciIlceAdi>' } = {}) {
  return `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:kab="http://kabul.ptt.gov.tr" xmlns:xsd="http://kabul.ptt.gov.tr/xsd">
<soapenv:Body><kab:kabulEkle2><kab:input>
  <xsd:dongu><xsd:aAdres>Moda Cad. No:5 Kadıköy</xsd:aAdres><xsd:agirlik>1500</xsd:agirlik><xsd:aliciAdi>Ayşe Yılmaz</xsd:aliciAdi>
    <xsd:aliciIlAdi>İSTANBUL</xsd:aliciIlAdi>${parcel}<xsd:aliciSms>905321234567</xsd:aliciSms>
    <xsd:musteriReferansNo>${reference}</xsd:musteriReferansNo></xsd:dongu>
  <xsd:dosyaAdi>${reference}</xsd:dosyaAdi><xsd:gonderiTip>NORMAL</xsd:gonderiTip><xsd:gonderiTur>KARGO</xsd:gonderiTur>
  <xsd:kullanici>PttWs</xsd:kullanici><xsd:musteriId>100000001</xsd:musteriId><xsd:sifre>${sifre}</xsd:sifre>
</kab:input></kab:kabulEkle2></soapenv:Body></soapenv:Envelope>`;
}

function gonderiSorgu(operation: string, key: string, sifre = 'gizli') {
  return `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tak="http://takip.ptt.gov.tr" xmlns:xsd="http://takip.ptt.gov.tr/xsd">
<soapenv:Body><tak:${operation}><tak:input>${key}<xsd:kullanici>PttWs</xsd:kullanici><xsd:sifre>${sifre}</xsd:sifre></tak:input></tak:${operation}></soapenv:Body></soapenv:Envelope>`;
}

describe('the PTT Kargo simulator (PttVeriYukleme and GonderiTakipV2)', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = pttSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());

  const post = (url: string, operation: string, body: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `urn:${operation}` },
      payload: body,
    });
  const barcodeOf = (xml: string) => /<ax21:barkod>([^<]*)<\/ax21:barkod>/.exec(xml)?.[1];

  it('accepts kabulEkle2 with hataKodu 1 BASARILI and a barcode on the parcel, in Axis2 shape', async () => {
    const response = await post(KABUL, 'kabulEkle2', kabulEkle2('REF-1001'));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<ns:kabulEkle2Response xmlns:ns="http://kabul.ptt.gov.tr"><ns:return xmlns:ax21="http://kabul.ptt.gov.tr/xsd">',
    );
    expect(response.body).toMatch(/<ax21:aciklama>BASARILI<\/ax21:aciklama><ax21:hataKodu>1<\/ax21:hataKodu>/);
    expect(response.body).toMatch(
      /<ax21:dongu><ax21:barkod>KP\d{11}<\/ax21:barkod>.*<ax21:donguHataKodu>1<\/ax21:donguHataKodu><ax21:donguSonuc>true<\/ax21:donguSonuc>/,
    );
  });

  it('answers the same musteriReferansNo again with its first barcode, booking nothing new', async () => {
    const first = barcodeOf((await post(KABUL, 'kabulEkle2', kabulEkle2('REF-1002'))).body);
    const again = barcodeOf((await post(KABUL, 'kabulEkle2', kabulEkle2('REF-1002'))).body);
    expect(again).toBe(first);
    expect((await app.inject({ url: '/control/ptt/shipments' })).json().shipments).toHaveLength(1);
  });

  it('tracks by barcode (gonderiSorgu) and finds by reference (gonderiSorgu_referansNo)', async () => {
    const barcode = barcodeOf((await post(KABUL, 'kabulEkle2', kabulEkle2('REF-1003'))).body);
    const tracked = await post(TAKIP, 'gonderiSorgu', gonderiSorgu('gonderiSorgu', `<xsd:barkod>${barcode}</xsd:barkod>`));
    expect(tracked.body).toContain('<ns:gonderiSorguResponse xmlns:ns="http://takip.ptt.gov.tr">');
    expect(tracked.body).toMatch(
      /<ax21:dongu><ax21:siraNo>1<\/ax21:siraNo><ax21:ISLEM>KABUL İÇİN VERİ ALINDI<\/ax21:ISLEM>.*<ax21:ITARIH>\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}<\/ax21:ITARIH>/,
    );
    expect(tracked.body).toContain('<ax21:sonucKodu>1</ax21:sonucKodu>');
    const found = await post(
      TAKIP,
      'gonderiSorgu_referansNo',
      gonderiSorgu('gonderiSorgu_referansNo', '<xsd:referansNo>REF-1003</xsd:referansNo>'),
    );
    expect(found.body).toContain(`<ax21:BARNO>${barcode}</ax21:BARNO>`);
    const unknown = await post(TAKIP, 'gonderiSorgu', gonderiSorgu('gonderiSorgu', '<xsd:barkod>KP99999999999</xsd:barkod>'));
    expect(unknown.body).toContain('<ax21:sonucKodu>2</ax21:sonucKodu>');
  });

  it('refuses the password `invalid` with hataKodu -1 "Kullanıcı Şifre Hatalı" on both services', async () => {
    expect((await post(KABUL, 'kabulEkle2', kabulEkle2('REF-1004', { sifre: 'invalid' }))).body).toMatch(
      /<ax21:aciklama>Kullanıcı Şifre Hatalı<\/ax21:aciklama><ax21:hataKodu>-1<\/ax21:hataKodu>/,
    );
    expect((await post(TAKIP, 'gonderiSorgu', gonderiSorgu('gonderiSorgu', '<xsd:barkod>X</xsd:barkod>', 'invalid'))).body).toContain(
      '<ax21:sonucKodu>-1</ax21:sonucKodu>',
    );
  });

  it('refuses a parcel without the receiver district on the parcel (donguSonuc false), booking nothing', async () => {
    const response = await post(KABUL, 'kabulEkle2', kabulEkle2('REF-1005', { parcel: '' }));
    expect(response.body).toMatch(
      /<ax21:donguAciklama>aliciIlceAdi alanı boş olamaz.<\/ax21:donguAciklama><ax21:donguHataKodu>-3<\/ax21:donguHataKodu><ax21:donguSonuc>false<\/ax21:donguSonuc>/,
    );
    expect((await app.inject({ url: '/control/ptt/shipments' })).json().shipments).toHaveLength(0);
  });
});
