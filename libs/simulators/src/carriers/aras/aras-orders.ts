import type { CarrierShipments, SimShipment } from '../shared/carrier-shipments';
import { asList, asRecord, type SoapOperation, textOf, type XmlTree } from '../shared/soap-endpoint';

/**
 * Aras Kargo's order service (arascargoservice.asmx, namespace http://tempuri.org/, SOAP 1.1 and
 * 1.2): SetOrder, GetOrderWithIntegrationCode, CancelDispatch, with the result codes of Aras's
 * "Sevkiyat Entegrasyonu" document. The same IntegrationCode again updates that order (at most 20
 * sends) until its waybill is cut, then 70027: a booking is never made twice.
 */
export const ARAS_NS = 'http://tempuri.org/';
/** The test host's path; production serves the same service at `/arascargoservice.asmx`. */
export const ARAS_ORDER_PATHS = ['/arascargoservice/arascargoservice.asmx', '/arascargoservice.asmx'];
const MAX_SENDS = 20;

type Result = { ResultCode: string; ResultMessage: string; InvoiceKey?: string };

export function arasOrderOperations(shipments: CarrierShipments): Record<string, SoapOperation> {
  return {
    SetOrder: (request) => {
      const orders = asList(asRecord(request.args.orderInfo).Order).map(asRecord);
      const account = accountOf(request.args.userName, request.args.password, orders[0]);
      const results: Result[] = !account
        ? [refusedLogin()]
        : !orders.length
          ? [{ ResultCode: '60020', ResultMessage: 'En az bir adet sipariş bilgisi göndermeniz gerekmektedir.' }]
          : orders.map((order) => setOrder(shipments, account, order));
      return { SetOrderResponse: { '@_xmlns': ARAS_NS, SetOrderResult: { OrderResultInfo: results } } };
    },
    GetOrderWithIntegrationCode: (request) => {
      const account = accountOf(request.args.userName, request.args.password);
      const shipment = account ? shipments.byReferenceOf(account, textOf(request.args.integrationCode) ?? '') : undefined;
      // The order as it was sent, without the credentials it carried.
      const orders = shipment
        ? [
            Object.fromEntries(
              Object.entries(asRecord(shipment.raw.order)).filter(([field]) => field !== 'UserName' && field !== 'Password'),
            ),
          ]
        : [];
      return { GetOrderWithIntegrationCodeResponse: { '@_xmlns': ARAS_NS, GetOrderWithIntegrationCodeResult: { Order: orders } } };
    },
    CancelDispatch: (request) => {
      const account = accountOf(request.args.userName, request.args.password);
      const code = textOf(request.args.integrationCode) ?? '';
      const shipment = account ? shipments.byReferenceOf(account, code) : undefined;
      const result = !account
        ? { ResultCode: '-2', ResultMessage: 'Kullanıcı adı ve Şifreniz hatalıdır.' }
        : !shipment
          ? { ResultCode: '-1', ResultMessage: 'Kayıt bulunamadı' }
          : shipments.status(shipment) === 'created' && shipments.end(shipment, 'cancelled')
            ? { ResultCode: '1', ResultMessage: `${code} Başarılı bir şekilde silindi.` }
            : { ResultCode: '999', ResultMessage: 'İrsaliyesi Kesilmiş Sipariş İptal Edilemez.' };
      return { CancelDispatchResponse: { '@_xmlns': ARAS_NS, CancelDispatchResult: { ...result, CargoKey: code } } } satisfies XmlTree;
    },
  };
}

/** The web service user, when the user name and password (on the operation, else on the order) are accepted. */
export function accountOf(userName: unknown, password: unknown, order: Record<string, unknown> = {}): string | null {
  const user = textOf(userName) ?? textOf(order.UserName);
  const secret = textOf(password) ?? textOf(order.Password);
  return user && secret && user !== 'invalid' && secret !== 'invalid' ? user : null;
}

function refusedLogin(): Result {
  return { ResultCode: '1000', ResultMessage: 'Kullanıcı Adı ve Şifre yanlış.' };
}

function setOrder(shipments: CarrierShipments, account: string, order: Record<string, unknown>): Result {
  const code = textOf(order.IntegrationCode) ?? '';
  const refusal = refusalOf(order, code);
  if (refusal) return refusal;
  const existing = shipments.byReferenceOf(account, code);
  if (existing && shipments.status(existing) !== 'created') {
    return { ResultCode: '70027', ResultMessage: 'İrsaliyesi kesildiği için bilgiler güncellenemez.' };
  }
  const sends = Number(existing?.raw.sends ?? 0) + 1;
  if (sends > MAX_SENDS) return { ResultCode: '935', ResultMessage: 'Bir siparişe ait bilgiler en fazla 20 kez gönderilebilir.' };
  const booking = bookingOf(account, code, order);
  const { shipment } = shipments.book(booking);
  // A send of a known IntegrationCode updates that order in place.
  Object.assign(shipment, { receiver: booking.receiver, packages: booking.packages, weight_kg: booking.weight_kg });
  shipment.raw = { order, sends };
  return { ResultCode: '0', ResultMessage: 'Başarılı', InvoiceKey: code };
}

function refusalOf(order: Record<string, unknown>, code: string): Result | null {
  const value = (field: string) => textOf(order[field]) ?? '';
  const refuse = (ResultCode: string, ResultMessage: string) => ({ ResultCode, ResultMessage });
  if (code.length < 2 || code.length > 32) return refuse('935', 'IntegrationCode alanı boş olamaz ve 2-32 karakter uzunluğunda olmalıdır.');
  if (!value('TradingWaybillNumber') || value('TradingWaybillNumber').length > 16) {
    return refuse('70121', 'TradingWaybillNumber boş olamaz ve 16 karakterden fazla olamaz.');
  }
  if (!value('ReceiverName')) return refuse('936', 'Alıcı Adı girilmelidir.');
  if (value('ReceiverName').length > 100) return refuse('934', 'Alıcı Adı En Fazla 100 Karakter Uzunluğunda Olmalıdır.');
  if (!value('ReceiverAddress')) return refuse('936', 'Alıcı Adresi girilmelidir.');
  if (value('ReceiverAddress').length > 250) return refuse('70018', 'ReceiverAddress en fazla 250 karakter olabilir.');
  if (!/^\d+$/.test(value('ReceiverPhone1'))) return refuse('935', 'ReceiverPhone1 alanı zorunludur ve sadece sayılardan oluşmalıdır.');
  for (const field of ['ReceiverCityName', 'ReceiverTownName']) {
    if (!value(field) || value(field).length > 32) return refuse('936', 'Şehir/İlçe adı girilmelidir (en fazla 32 karakter).');
  }
  if (value('PayorTypeCode') && !['1', '2'].includes(value('PayorTypeCode')))
    return refuse('936', 'PayorTypeCode sadece 1 veya 2 olabilir.');
  const pieces = asList(asRecord(order.PieceDetails).PieceDetail).map(asRecord);
  const barcodes = pieces.map((piece) => textOf(piece.BarcodeNumber));
  if (pieces.length && !(Number(value('PieceCount')) > 0)) return refuse('70021', "Koli sayısı 0'dan büyük olmalıdır.");
  if (barcodes.some((barcode) => !barcode)) return refuse('70022', 'Parça bilgilerinde barcode bilgisi eksik.');
  if (new Set(barcodes).size !== barcodes.length) return refuse('70028', 'Parçaların barkod numaraları aynı olamaz.');
  return null;
}

function bookingOf(
  account: string,
  code: string,
  order: Record<string, unknown>,
): Omit<SimShipment, 'tracking_number' | 'created_at' | 'ended'> {
  const pieces = Number(textOf(order.PieceCount) ?? '1');
  return {
    reference: code,
    account,
    receiver: {
      name: textOf(order.ReceiverName) ?? '',
      line1: textOf(order.ReceiverAddress) ?? '',
      city: textOf(order.ReceiverCityName) ?? '',
      district: textOf(order.ReceiverTownName),
      phone: textOf(order.ReceiverPhone1),
    },
    sender: null,
    packages: Number.isInteger(pieces) && pieces > 0 ? pieces : 1,
    weight_kg: Number(textOf(order.Weight) ?? '0') || 0,
    raw: {},
  };
}
