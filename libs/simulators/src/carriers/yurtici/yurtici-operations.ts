import type { CarrierShipments, SimEvent, SimShipment, SimShipmentStatus } from '../shared/carrier-shipments';
import { asList, asRecord, istanbulParts, type SoapOperation, type SoapRequest, textOf, type XmlTree } from '../shared/soap-endpoint';

/**
 * Yurtiçi Kargo's ShippingOrderDispatcherServices (KOPS): createShipment, queryShipment,
 * cancelShipment, document/literal wrapped, children unqualified, SOAPAction "" (the Axis stub
 * generated from its WSDL). Every outcome is a 200: `outFlag` 0 or 1 on the result, `errCode` and
 * `errMessage` per cargo key. The codes are the published ones (docs/carriers/soap-carriers.md);
 * the credentials refusal's code and the movement event ids are the sandbox's own.
 */
export const YURTICI_NS = 'http://yurticikargo.com.tr/ShippingOrderDispatcherServices';
export const YURTICI_PATH = '/KOPSWebServices/ShippingOrderDispatcherServices';
/** Not published: the code the sandbox gives a refused wsUserName/wsPassword. */
export const YURTICI_AUTH_ERR = '60001';

const SERVICE_STATUS: Record<SimShipmentStatus, { status: string; code: number; message: string }> = {
  created: { status: 'NOP', code: 0, message: 'Kargo İşlem Görmemiş.' },
  picked_up: { status: 'ISR', code: 2, message: 'Kargo işlem görmüş, faturası henüz düzenlenmemiştir.' },
  in_transit: { status: 'IND', code: 1, message: 'Kargo Teslimattadır.' },
  out_for_delivery: { status: 'IND', code: 1, message: 'Kargo Teslimattadır.' },
  failed: { status: 'IND', code: 1, message: 'Teslim Edilmedi / Bekletiliyor Şubede' },
  returned: { status: 'IND', code: 1, message: 'Kargo göndericiye iade edilmiştir.' },
  delivered: { status: 'DLV', code: 5, message: 'Kargo teslim edilmiştir.' },
  cancelled: { status: 'CNL', code: 3, message: 'Kargo Çıkışı Engellendi.' },
};

/** The movement rows (InvDocCargoVO) the sandbox writes: eventId, eventName, reasonName. */
const EVENTS: Partial<Record<SimShipmentStatus, [string, string, string]>> = {
  picked_up: ['1', 'Kargo kabul edildi', 'Sorun Yok'],
  in_transit: ['2', 'Kargo transfer merkezinden çıkış yaptı', 'Sorun Yok'],
  out_for_delivery: ['3', 'Kargo dağıtıma çıkarıldı', 'Sorun Yok'],
  delivered: ['4', 'Kargo teslim edildi', 'Sorun Yok'],
  failed: ['5', 'Kargo teslim edilemedi', 'Alıcı adreste bulunamadı'],
  returned: ['6', 'Kargo göndericiye iade edildi', 'Alıcı kabul etmedi'],
};

export function yurticiOperations(shipments: CarrierShipments): Record<string, SoapOperation> {
  let jobs = 0;
  return {
    createShipment: (request) =>
      answer('createShipment', 'ShippingOrderResultVO', request, 'userLanguage', (account) => {
        const orders = asList(request.args.ShippingOrderVO).map(asRecord);
        if (!orders.length) return failure('82517', 'ShippingOrderVO boş olamaz.');
        const details = orders.map((order) => createOne(shipments, account, order));
        jobs += 1;
        return { ...outcome(details), jobId: jobs, shippingOrderDetailVO: details };
      }),
    queryShipment: (request) =>
      answer('queryShipment', 'ShippingDeliveryVO', request, 'wsLanguage', (account) => {
        const keys = asList(request.args.keys)
          .map(textOf)
          .filter((key) => key !== null);
        const keyType = textOf(request.args.keyType);
        if (!keys.length) return failure('82526', 'keys parametresi boş olamaz.');
        if (keyType !== '0' && keyType !== '1') return failure('82527', 'keyType parametresi 0 veya 1 olmalıdır.');
        const history = textOf(request.args.addHistoricalData) === 'true';
        const details = keys.map((key) => queryOne(shipments, findShipment(shipments, account, key, keyType), key, keyType, history));
        return { ...outcome(details), senderCustId: senderCustId(account), shippingDeliveryDetailVO: details };
      }),
    cancelShipment: (request) =>
      answer('cancelShipment', 'ShippingOrderResultVO', request, 'userLanguage', (account) => {
        const keys = asList(request.args.cargoKeys)
          .map(textOf)
          .filter((key) => key !== null);
        if (!keys.length) return failure('80859', 'cargoKeys parametresi boş olamaz.');
        const details = keys.map((key) => cancelOne(shipments, shipments.byReferenceOf(account, key), key));
        return { ...outcome(details), senderCustId: senderCustId(account), shippingCancelDetailVO: details };
      }),
  };
}

type Result = Record<string, unknown>;

/** Credentials and the language first (the two faults every operation shares), then the operation. */
function answer(
  operation: string,
  element: string,
  request: SoapRequest,
  languageField: string,
  run: (account: string) => Result,
): XmlTree {
  const user = textOf(request.args.wsUserName);
  const password = textOf(request.args.wsPassword);
  const result =
    !user || !password || user === 'invalid' || password === 'invalid'
      ? failure(YURTICI_AUTH_ERR, 'Web servis kullanıcı adı veya şifresi hatalı.')
      : !textOf(request.args[languageField])
        ? failure('82517', 'Web servis kullanıcı dili boş olamaz')
        : run(user);
  return { [`ns1:${operation}Response`]: { '@_xmlns:ns1': YURTICI_NS, [element]: result } };
}

function failure(errCode: string, outResult: string): Result {
  return { outFlag: '1', outResult, errCode, count: 0 };
}

function outcome(details: Array<{ errCode: string }>): Result {
  const failed = details.some((detail) => detail.errCode !== '0');
  return { outFlag: failed ? '1' : '0', outResult: failed ? 'Hata' : 'Başarılı', errCode: failed ? '1' : '0', count: details.length };
}

const LIMITS: Array<[string, number, number, string, string]> = [
  ['cargoKey', 1, 20, '80859', '82500'],
  ['invoiceKey', 1, 20, '60017', '82501'],
  ['receiverCustName', 1, 100, '60018', '82503'],
  ['receiverAddress', 10, 500, '60019', '82502'],
];

function createOne(shipments: CarrierShipments, account: string, order: Record<string, unknown>) {
  const cargoKey = textOf(order.cargoKey) ?? '';
  const invoiceKey = textOf(order.invoiceKey) ?? '';
  const detail = (errCode: string, errMessage: string) => ({ cargoKey, errCode, errMessage, invoiceKey });
  for (const [field, min, max, missing, length] of LIMITS) {
    const value = textOf(order[field]);
    if (!value) return detail(missing, `${field.toUpperCase()} parametresi bulunamadı.`);
    if (value.length < min || value.length > max)
      return detail(length, `${field.toUpperCase()} parametresi min: ${min} max: ${max} uzunluğunda olmalıdır.`);
  }
  if (!/^\+?\d{10,20}$/.test((textOf(order.receiverPhone1) ?? '').replace(/[\s()-]/g, ''))) {
    return detail('82516', 'RECEIVER_PHONE1 parametresi geçersiz.');
  }
  if (shipments.byReferenceOf(account, cargoKey)) return detail('60020', 'CARGO_KEY sistemde mevcuttur.');
  const count = Number(textOf(order.cargoCount) ?? '1');
  shipments.book({
    reference: cargoKey,
    account,
    receiver: {
      name: textOf(order.receiverCustName) ?? '',
      line1: textOf(order.receiverAddress) ?? '',
      city: textOf(order.cityName) ?? '',
      district: textOf(order.townName),
      phone: textOf(order.receiverPhone1),
    },
    sender: null,
    packages: Number.isInteger(count) && count > 0 ? count : 1,
    weight_kg: Number(textOf(order.kg) ?? '0') || 0,
    raw: { invoiceKey },
  });
  return detail('0', '');
}

function findShipment(shipments: CarrierShipments, account: string, key: string, keyType: string): SimShipment | undefined {
  if (keyType === '0') return shipments.byReferenceOf(account, key);
  return shipments.all().find((shipment) => shipment.account === account && shipment.raw.invoiceKey === key);
}

function queryOne(shipments: CarrierShipments, shipment: SimShipment | undefined, key: string, keyType: string, history: boolean) {
  if (!shipment) {
    return { [keyType === '0' ? 'cargoKey' : 'invoiceKey']: key, errCode: '82519', errMessage: 'Kargo anahtarı bulunamadı.', jobId: 0 };
  }
  const events = shipments.events(shipment);
  const now = SERVICE_STATUS[events[events.length - 1].status];
  const moved = events.filter((event) => EVENTS[event.status]);
  return {
    cargoKey: shipment.reference,
    errCode: '0',
    errMessage: '',
    invoiceKey: shipment.raw.invoiceKey,
    jobId: 0,
    operationCode: now.code,
    operationMessage: now.message,
    operationStatus: now.status,
    // The service has no item detail until a branch has processed the parcel (NOP).
    ...(moved.length ? { shippingDeliveryItemDetailVO: itemDetail(shipment, moved, history) } : {}),
  };
}

function itemDetail(shipment: SimShipment, moved: SimEvent[], history: boolean) {
  const delivered = moved.find((event) => event.status === 'delivered');
  const at = delivered && istanbulParts(delivered.at);
  return {
    cargoKey: shipment.reference,
    docId: shipment.reference,
    receiverCustName: shipment.receiver.name,
    trackingUrl: `https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=${shipment.reference}`,
    departureUnitName: moved[0].location,
    arrivalUnitName: shipment.receiver.city,
    ...(at ? { deliveryDate: `${at.year}${at.month}${at.day}`, deliveryTime: `${at.hour}${at.minute}${at.second}` } : {}),
    ...(history ? { invDocCargoVOArray: moved.map(movement) } : {}),
  };
}

function movement(event: SimEvent) {
  const [eventId, eventName, reasonName] = EVENTS[event.status] ?? ['', '', ''];
  const at = istanbulParts(event.at);
  return {
    unitName: event.location.toLocaleUpperCase('tr-TR'),
    eventId,
    eventName,
    reasonName,
    eventDate: `${at.year}${at.month}${at.day}`,
    eventTime: `${at.hour}${at.minute}${at.second}`,
    cityName: event.location,
  };
}

function cancelOne(shipments: CarrierShipments, shipment: SimShipment | undefined, cargoKey: string) {
  if (!shipment) return { cargoKey, errCode: '82519', errMessage: 'Kargo anahtarı kullanıcıya ait değil.' };
  if (shipment.ended?.status === 'cancelled')
    return { cargoKey, errCode: '82520', errMessage: 'Kargo daha önce iptal edilmiş.', operationStatus: 'ISC' };
  const cancelled = shipments.status(shipment) === 'created' && shipments.end(shipment, 'cancelled');
  const now = SERVICE_STATUS[shipments.status(shipment)];
  return {
    cargoKey,
    errCode: '0',
    invoiceKey: shipment.raw.invoiceKey,
    operationCode: cancelled ? 3 : now.code,
    operationMessage: now.message,
    operationStatus: now.status,
  };
}

/** A stable customer number per web service user, as the service reports the sender's. */
function senderCustId(account: string): number {
  return 1_000_000 + ([...account].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9_000_000, 7) % 9_000_000);
}
