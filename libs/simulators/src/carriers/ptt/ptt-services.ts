import type { CarrierShipments, SimEvent, SimShipment, SimShipmentStatus } from '../shared/carrier-shipments';
import { asList, asRecord, istanbulParts, type SoapOperation, type SoapRequest, textOf, type XmlTree } from '../shared/soap-endpoint';

/**
 * PTT Kargo's web services, as their WSDLs publish them: acceptance (PttVeriYukleme, Axis2,
 * namespace http://kabul.ptt.gov.tr: `kabulEkle2` answers `return{aciklama, hataKodu, dongu[]{barkod,
 * donguAciklama, donguHataKodu, donguSonuc}}`, 1 = BASARILI, -1 = "Kullanıcı Şifre Hatalı") and
 * tracking (GonderiTakipV2, namespace http://takip.ptt.gov.tr: `gonderiSorgu` by barcode and
 * `gonderiSorgu_referansNo` by the customer's reference, answering `sonucKodu`, `BARNO` and the
 * movements `dongu[]{siraNo, ISLEM, IMERK, ITARIH}`). The codes other than 1 and -1, the movement
 * wording and the answer to a reference booked again (its first barcode) are the sandbox's own.
 */
export const PTT_KABUL = { path: '/PttVeriYukleme/services/Sorgu', namespace: 'http://kabul.ptt.gov.tr' };
export const PTT_TAKIP = { path: '/GonderiTakipV2/services/Sorgu', namespace: 'http://takip.ptt.gov.tr' };

export const PTT_MOVEMENTS: Record<SimShipmentStatus, string> = {
  created: 'KABUL İÇİN VERİ ALINDI',
  picked_up: 'KABUL EDİLDİ',
  in_transit: 'TRANSFER MERKEZİNE GÖNDERİLDİ',
  out_for_delivery: 'DAĞITIMA ÇIKARILDI',
  delivered: 'ALICISINA TESLİM EDİLDİ',
  failed: 'TESLİM EDİLEMEDİ',
  returned: 'GÖNDERİCİSİNE İADE EDİLDİ',
  cancelled: 'KAYIT SİLİNDİ',
};

const REFUSED = 'Kullanıcı Şifre Hatalı';
const PARCEL_FIELDS = ['aAdres', 'aliciAdi', 'aliciIlAdi', 'aliciIlceAdi', 'musteriReferansNo'];

export function pttAcceptance(shipments: CarrierShipments): Record<string, SoapOperation> {
  return {
    kabulEkle2: (request) => {
      const input = asRecord(request.args.input);
      const account = accountOf(input, true);
      const answer = !account
        ? { aciklama: REFUSED, hataKodu: -1 }
        : ['dosyaAdi', 'gonderiTip', 'gonderiTur'].some((field) => !textOf(input[field]))
          ? { aciklama: 'dosyaAdi, gonderiTip ve gonderiTur boş olamaz.', hataKodu: -2 }
          : { aciklama: 'BASARILI', hataKodu: 1, dongu: asList(input.dongu).map((parcel) => accept(shipments, account, asRecord(parcel))) };
      return response(request, PTT_KABUL.namespace, 'http://kabul.ptt.gov.tr/xsd', answer);
    },
  };
}

export function pttTracking(shipments: CarrierShipments): Record<string, SoapOperation> {
  const track = (request: SoapRequest, find: (account: string, key: string) => SimShipment | undefined, keyField: string) => {
    const input = asRecord(request.args.input);
    const account = accountOf(input, false);
    const shipment = account ? find(account, textOf(input[keyField]) ?? '') : undefined;
    const answer = !account
      ? { sonucAciklama: REFUSED, sonucKodu: -1 }
      : shipment && shipment.account === account
        ? { ...history(shipments, shipment), sonucAciklama: 'BASARILI', sonucKodu: 1 }
        : { sonucAciklama: 'KAYIT BULUNAMADI', sonucKodu: 2 };
    return response(request, PTT_TAKIP.namespace, 'http://takip.ptt.gov.tr/xsd', answer);
  };
  return {
    gonderiSorgu: (request) => track(request, (_account, barcode) => shipments.byNumber(barcode), 'barkod'),
    gonderiSorgu_referansNo: (request) => track(request, (account, reference) => shipments.byReferenceOf(account, reference), 'referansNo'),
  };
}

/** Acceptance wants kullanici, sifre and musteriId; tracking kullanici and sifre (the WSDLs' own split). */
function accountOf(input: Record<string, unknown>, withCustomer: boolean): string | null {
  const user = textOf(input.kullanici);
  const password = textOf(input.sifre);
  if (!user || !password || user === 'invalid' || password === 'invalid') return null;
  return withCustomer && !/^\d+$/.test(textOf(input.musteriId) ?? '') ? null : user;
}

function accept(shipments: CarrierShipments, account: string, parcel: Record<string, unknown>) {
  const missing = PARCEL_FIELDS.find((field) => !textOf(parcel[field]));
  if (missing) return { barkod: '', donguAciklama: `${missing} alanı boş olamaz.`, donguHataKodu: -3, donguSonuc: false };
  const reference = textOf(parcel.musteriReferansNo) ?? '';
  const grams = Number(textOf(parcel.agirlik) ?? '0');
  const { shipment } = shipments.book({
    reference,
    account,
    receiver: {
      name: textOf(parcel.aliciAdi) ?? '',
      line1: textOf(parcel.aAdres) ?? '',
      city: textOf(parcel.aliciIlAdi) ?? '',
      district: textOf(parcel.aliciIlceAdi),
      phone: textOf(parcel.aliciSms) ?? textOf(parcel.aliciTel),
    },
    sender: null,
    packages: 1,
    weight_kg: Number.isFinite(grams) ? grams / 1000 : 0,
    raw: { barkodNo: textOf(parcel.barkodNo) },
  });
  return {
    barkod: shipment.tracking_number,
    donguAciklama: `https://pttws.ptt.gov.tr/ReferansSorgu/faces/referansSorgu.xhtml?referans=${encodeURIComponent(reference)}`,
    donguHataKodu: 1,
    donguSonuc: true,
  };
}

function history(shipments: CarrierShipments, shipment: SimShipment) {
  const events = shipments.events(shipment);
  const delivered = events.find((event) => event.status === 'delivered');
  return {
    BARNO: shipment.tracking_number,
    ALICI: shipment.receiver.name,
    VMERK: shipment.receiver.city.toLocaleUpperCase('tr-TR'),
    ...(delivered ? { TESALAN: shipment.receiver.name } : {}),
    dongu: events.map((event, index) => movement(event, index + 1)),
  };
}

function movement(event: SimEvent, siraNo: number) {
  const at = istanbulParts(event.at);
  return {
    siraNo,
    ISLEM: PTT_MOVEMENTS[event.status],
    IMERK: event.location.toLocaleUpperCase('tr-TR'),
    ITARIH: `${at.day}.${at.month}.${at.year} ${at.hour}:${at.minute}:${at.second}`,
  };
}

/** Axis2's shape: `<ns:<op>Response><ns:return>` with the fields in the types namespace. */
function response(request: SoapRequest, namespace: string, types: string, answer: Record<string, unknown>): XmlTree {
  return { [`ns:${request.operation}Response`]: { '@_xmlns:ns': namespace, 'ns:return': { '@_xmlns:ax21': types, ...prefixed(answer) } } };
}

function prefixed(value: Record<string, unknown>): Record<string, unknown> {
  const child = (item: unknown) => (typeof item === 'object' && item !== null ? prefixed(item as Record<string, unknown>) : item);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [`ax21:${key}`, Array.isArray(item) ? item.map(child) : child(item)]),
  );
}
