import type { CarrierShipments, SimEvent, SimShipment, SimShipmentStatus } from '../shared/carrier-shipments';
import { istanbulParts, readXmlText, type SoapOperation, textOf } from '../shared/soap-endpoint';
import { accountOf, ARAS_NS } from './aras-orders';

/**
 * Aras Kargo's query service (ArasCargoIntegrationService.svc): GetQueryJSON takes `loginInfo`
 * and `queryInfo` as XML strings and answers a JSON string. QueryType 1 gives a cargo (`Cargo`,
 * by IntegrationCode or TrackingNumber: KARGO_TAKIP_NO, DURUM_KODU with 6 = delivered), QueryType 9
 * its movements (`CargoTransaction`: ISLEM_TARIHI, BIRIM, ISLEM, ACIKLAMA). The other DURUM_KODU
 * values, the movements' DURUM_KODU and the refused login's JSON are the sandbox's own.
 */
export const ARAS_QUERY_PATH = '/ArasCargoCustomerIntegrationService/ArasCargoIntegrationService.svc';

/** DURUM_KODU and DURUMU of the sandbox's parcels. */
export const ARAS_STATES: Record<SimShipmentStatus, [string, string]> = {
  created: ['0', 'SİPARİŞ BİLGİSİ ALINDI'],
  picked_up: ['1', 'ÇIKIŞ ŞUBESİNDE'],
  in_transit: ['2', 'YOLDA'],
  out_for_delivery: ['4', 'DAĞITIMDA'],
  failed: ['5', 'TESLİM EDİLEMEDİ'],
  delivered: ['6', 'TESLİM EDİLDİ'],
  returned: ['7', 'GÖNDERİCİYE İADE EDİLDİ'],
  cancelled: ['8', 'İPTAL EDİLDİ'],
};

const MOVEMENTS: Record<SimShipmentStatus, string> = {
  created: 'Gönderi bilgisi Aras Kargo sistemine iletildi.',
  picked_up: 'Kargo çıkış şubesinde teslim alındı.',
  in_transit: 'Kargo transfer merkezinden çıkış yaptı.',
  out_for_delivery: 'Kargo dağıtıma çıkarıldı.',
  failed: 'Kargo alıcıya teslim edilemedi: alıcı adreste bulunamadı.',
  delivered: 'Kargo alıcısına teslim edildi.',
  returned: 'Kargo göndericiye iade edildi.',
  cancelled: 'Gönderi iptal edildi.',
};

export function arasQueryOperations(shipments: CarrierShipments): Record<string, SoapOperation> {
  return {
    GetQueryJSON: (request) => {
      const login = readXmlText(textOf(request.args.loginInfo))?.LoginInfo as Record<string, unknown> | undefined;
      const query = (readXmlText(textOf(request.args.queryInfo))?.QueryInfo ?? {}) as Record<string, unknown>;
      const account = login && textOf(login.CustomerCode) ? accountOf(login.UserName, login.Password) : null;
      const result = account
        ? answer(shipments, account, query)
        : { QueryResult: null, ErrorCode: '1000', ErrorMessage: 'Kullanıcı adı veya şifre hatalı.' };
      return { GetQueryJSONResponse: { '@_xmlns': ARAS_NS, GetQueryJSONResult: JSON.stringify(result) } };
    },
  };
}

function answer(shipments: CarrierShipments, account: string, query: Record<string, unknown>) {
  const trackingNumber = textOf(query.TrackingNumber);
  const integrationCode = textOf(query.IntegrationCode);
  const shipment = trackingNumber
    ? shipments.byNumber(trackingNumber)
    : integrationCode
      ? shipments.byReferenceOf(account, integrationCode)
      : undefined;
  if (!shipment || shipment.account !== account) return { QueryResult: {} };
  const events = shipments.events(shipment);
  switch (textOf(query.QueryType)) {
    case '1':
      return { QueryResult: { Cargo: cargo(shipment, events) } };
    case '9':
      return { QueryResult: { CargoTransaction: events.map(transaction) } };
    default:
      return { QueryResult: {} };
  }
}

function cargo(shipment: SimShipment, events: SimEvent[]) {
  const last = events[events.length - 1];
  const [code, state] = ARAS_STATES[last.status];
  const delivered = last.status === 'delivered' ? istanbulParts(last.at) : null;
  return {
    MUSTERI_OZEL_KODU: shipment.reference,
    KARGO_TAKIP_NO: shipment.tracking_number,
    ALICI: shipment.receiver.name,
    CIKIS_SUBE: events[0].location,
    VARIS_SUBE: shipment.receiver.city,
    ADET: shipment.packages,
    DURUMU: state,
    DURUM_KODU: code,
    TESLIM_TARIHI: delivered ? `${delivered.day}.${delivered.month}.${delivered.year}` : null,
    TESLIM_SAATI: delivered ? `${delivered.hour}:${delivered.minute}` : null,
    TESLIM_ALAN: delivered ? shipment.receiver.name : null,
  };
}

function transaction(event: SimEvent) {
  const at = istanbulParts(event.at);
  return {
    ISLEM_TARIHI: `${at.day}.${at.month}.${at.year} ${at.hour}:${at.minute}:${at.second}`,
    BIRIM: event.location.toLocaleUpperCase('tr-TR'),
    ISLEM: ARAS_STATES[event.status][1],
    ACIKLAMA: MOVEMENTS[event.status],
    DURUM_KODU: ARAS_STATES[event.status][0],
  };
}
