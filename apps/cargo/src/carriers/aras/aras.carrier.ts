import { node, type XmlArgs, xmlText } from '@tezgah/third-party';
import { providerReason, type TrackingStatus } from '@tezgah/contracts';
import type { BookedShipment, CarrierAdapter, CarrierCall, CarrierEvent, CarrierTracking, ShipmentBooking } from '../carrier';
import { carrierRefusal, shipmentNotFound } from '../carrier-refusal';
import { addressLine, phoneDigits } from '../soap/address-line';
import { carrierKey, istanbulDottedInstant } from '../soap/carrier-key';
import { SOAP_CARRIER_LIMITS } from '../soap/soap-carrier-limits';

import { ARAS_LOGIN_REFUSED, ARAS_NAME, arasOrderService, arasQuery } from './aras-soap';

/** IntegrationCode is 2 to 32 characters: our reference, the booking's idempotency key (the same code again updates that order). */
const INTEGRATION_CODE_LENGTH = 32;
/** SetOrder refuses an update once the branch has cut the waybill: the order is booked. */
const ALREADY_WAYBILLED = ['70027', '60022'];
/** DURUM_KODU → our status (6, delivered, is in public clients; the rest is the sandbox's table). */
const STATUS: Record<string, TrackingStatus> = {
  '0': 'created',
  '1': 'picked_up',
  '2': 'in_transit',
  '3': 'in_transit',
  '4': 'out_for_delivery',
  '5': 'failed',
  '6': 'delivered',
  '7': 'returned',
  '8': 'failed',
};

/** Aras Kargo: SetOrder on the order service, the cargo number and movements from the query service (docs/carriers/soap-carriers.md). */
export class ArasCarrier implements CarrierAdapter {
  readonly provider = 'aras' as const;
  readonly protocol = 'faithful' as const;
  readonly limits = SOAP_CARRIER_LIMITS;
  readonly sandboxCredentials = { UserName: 'tezgah-sandbox', Password: 'tezgah-sandbox', CustomerCode: '1000000000001' };

  async book(call: CarrierCall, booking: ShipmentBooking): Promise<BookedShipment> {
    const code = carrierKey(booking.reference, INTEGRATION_CODE_LENGTH);
    const { UserName, Password } = call.account.credentials;
    const result = await arasOrderService(call, 'SetOrder', { orderInfo: { Order: { UserName, Password, ...order(code, booking) } } });
    const info = node(result, 'OrderResultInfo');
    const resultCode = xmlText(info, 'ResultCode');
    if (!resultCode) throw new Error('Aras SetOrder answered without a ResultCode');
    const message = xmlText(info, 'ResultMessage') ?? providerReason('error_code', { code: resultCode });
    if (ARAS_LOGIN_REFUSED.includes(resultCode)) throw carrierRefusal(ARAS_NAME, message, 'UserName');
    if (resultCode !== '0' && !ALREADY_WAYBILLED.includes(resultCode)) throw carrierRefusal(ARAS_NAME, message);
    const booked = await this.findBooked(call, booking.reference);
    // At Aras the cargo number exists once the branch cuts the waybill; the sandbox cuts it at once.
    if (!booked) throw new Error(`Aras accepted IntegrationCode ${code} but gives no cargo number yet`);
    return booked;
  }

  async findBooked(call: CarrierCall, reference: string): Promise<BookedShipment | null> {
    const result = await arasQuery(call, { QueryType: 1, IntegrationCode: carrierKey(reference, INTEGRATION_CODE_LENGTH) });
    const trackingNumber = (result.Cargo as Record<string, unknown> | undefined)?.KARGO_TAKIP_NO;
    return trackingNumber ? { tracking_number: String(trackingNumber) } : null;
  }

  async track(call: CarrierCall, trackingNumber: string): Promise<CarrierTracking> {
    const result = await arasQuery(call, { QueryType: 9, TrackingNumber: trackingNumber });
    const rows = result.CargoTransaction;
    if (!Array.isArray(rows) || !rows.length) throw shipmentNotFound(ARAS_NAME, trackingNumber);
    const events = rows.map((row) => movement(row as Record<string, unknown>));
    return { status: events[events.length - 1].status, events };
  }
}

function order(code: string, booking: ShipmentBooking): XmlArgs {
  const { receiver } = booking;
  const pieceKg = (booking.weight_kg / booking.packages).toFixed(3);
  return {
    TradingWaybillNumber: booking.order_number.slice(0, 16),
    InvoiceNumber: booking.order_number.slice(0, 20),
    IntegrationCode: code,
    ReceiverName: receiver.name,
    ReceiverAddress: addressLine(receiver),
    ReceiverPhone1: phoneDigits(receiver.phone),
    ReceiverCityName: receiver.city,
    ReceiverTownName: receiver.district,
    Weight: booking.weight_kg.toFixed(3),
    PieceCount: booking.packages,
    PayorTypeCode: 1,
    IsWorldWide: 0,
    Description: `Sipariş ${booking.order_number}`,
    PieceDetails: {
      PieceDetail: Array.from({ length: booking.packages }, (_, i) => ({
        Weight: pieceKg,
        BarcodeNumber: `${code}${String(i + 1).padStart(2, '0')}`,
      })),
    },
  };
}

function movement(row: Record<string, unknown>): CarrierEvent {
  const status = STATUS[String(row.DURUM_KODU)];
  if (!status) throw new Error(`Aras answered an unknown DURUM_KODU ${String(row.DURUM_KODU)}`);
  return {
    timestamp: istanbulDottedInstant(typeof row.ISLEM_TARIHI === 'string' ? row.ISLEM_TARIHI : null),
    description: String(row.ACIKLAMA ?? row.ISLEM ?? ''),
    location: String(row.BIRIM ?? ''),
    status,
  };
}
