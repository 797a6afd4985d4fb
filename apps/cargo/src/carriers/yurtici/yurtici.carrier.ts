import { node, nodes, type XmlArgs, type XmlNode, xmlText } from '@tezgah/third-party';
import { providerReason, type TrackingStatus } from '@tezgah/contracts';
import type { BookedShipment, CarrierAdapter, CarrierCall, CarrierEvent, CarrierTracking, ShipmentBooking } from '../carrier';
import { carrierRefusal, shipmentNotFound } from '../carrier-refusal';
import { addressLine, phoneDigits } from '../soap/address-line';
import { carrierKey, istanbulInstant } from '../soap/carrier-key';
import { SOAP_CARRIER_LIMITS } from '../soap/soap-carrier-limits';

import { yurticiService } from './yurtici-soap';

const NAME = 'Yurtiçi Kargo';
/** The cargoKey is printed on the parcel and is what queryShipment takes (keyType 0): our tracking number. */
const CARGO_KEY_LENGTH = 20;
const DUPLICATE_KEY = '60020';
const UNKNOWN_KEY = '82519';

/** operationStatus → our status; IND ("teslimatta") is refined by the last movement. */
const OPERATION_STATUS: Record<string, TrackingStatus> = {
  NOP: 'created',
  ISR: 'picked_up',
  IND: 'in_transit',
  DLV: 'delivered',
  CNL: 'failed',
  ISC: 'failed',
  BI: 'failed',
};
/** Movement eventId → our status (the sandbox's ids; Yurtiçi publishes none). */
const EVENT_STATUS: Record<string, TrackingStatus> = {
  '1': 'picked_up',
  '2': 'in_transit',
  '3': 'out_for_delivery',
  '4': 'delivered',
  '5': 'failed',
  '6': 'returned',
};

/** Yurtiçi Kargo's ShippingOrderDispatcherServices (docs/carriers/soap-carriers.md). */
export class YurticiCarrier implements CarrierAdapter {
  readonly provider = 'yurtici' as const;
  readonly protocol = 'faithful' as const;
  readonly limits = SOAP_CARRIER_LIMITS;
  /** Yurtiçi's own published test account. */
  readonly sandboxCredentials = { wsUserName: 'YKTEST', wsPassword: 'YK' };

  async book(call: CarrierCall, booking: ShipmentBooking): Promise<BookedShipment> {
    const cargoKey = carrierKey(booking.reference, CARGO_KEY_LENGTH);
    const result = await yurticiService(call, 'createShipment', 'ShippingOrderResultVO', {
      userLanguage: 'TR',
      ShippingOrderVO: shippingOrder(cargoKey, booking),
    });
    const detail = node(result, 'shippingOrderDetailVO');
    const errCode = xmlText(detail, 'errCode') ?? '0';
    // The same cargoKey again is refused as existing: the first booking stands, under the same key.
    if (errCode === '0' || errCode === DUPLICATE_KEY) return { tracking_number: cargoKey };
    throw carrierRefusal(NAME, xmlText(detail, 'errMessage') ?? providerReason('error_code', { code: errCode }));
  }

  async findBooked(call: CarrierCall, reference: string): Promise<BookedShipment | null> {
    const cargoKey = carrierKey(reference, CARGO_KEY_LENGTH);
    const detail = await this.query(call, cargoKey, false);
    return detail ? { tracking_number: cargoKey } : null;
  }

  async track(call: CarrierCall, trackingNumber: string): Promise<CarrierTracking> {
    const detail = await this.query(call, trackingNumber, true);
    if (!detail) throw shipmentNotFound(NAME, trackingNumber);
    const events = nodes(node(detail, 'shippingDeliveryItemDetailVO'), 'invDocCargoVOArray').map(movement);
    const operation = OPERATION_STATUS[xmlText(detail, 'operationStatus') ?? ''];
    if (!operation) throw new Error(`Yurtiçi answered an unknown operationStatus ${xmlText(detail, 'operationStatus')}`);
    const status = operation === 'in_transit' ? (events[events.length - 1]?.status ?? operation) : operation;
    return { status, events };
  }

  /** The shipment under this cargoKey, or null when Yurtiçi has none. */
  private async query(call: CarrierCall, cargoKey: string, history: boolean): Promise<XmlNode | null> {
    const result = await yurticiService(call, 'queryShipment', 'ShippingDeliveryVO', {
      wsLanguage: 'TR',
      keys: cargoKey,
      keyType: 0,
      addHistoricalData: String(history),
      onlyTracking: 'false',
    });
    const detail = node(result, 'shippingDeliveryDetailVO');
    const errCode = xmlText(detail, 'errCode') ?? '0';
    if (errCode === UNKNOWN_KEY) return null;
    if (errCode !== '0') throw new Error(`Yurtiçi queryShipment answered ${errCode}: ${xmlText(detail, 'errMessage')}`);
    return detail;
  }
}

function shippingOrder(cargoKey: string, booking: ShipmentBooking): XmlArgs {
  const { receiver } = booking;
  return {
    cargoKey,
    invoiceKey: cargoKey,
    receiverCustName: receiver.name,
    receiverAddress: addressLine(receiver),
    cityName: receiver.city,
    townName: receiver.district,
    receiverPhone1: phoneDigits(receiver.phone),
    emailAddress: receiver.email,
    taxOfficeId: 0,
    kg: booking.weight_kg,
    cargoCount: booking.packages,
    waybillNo: booking.order_number.slice(0, 20),
    ttDocumentId: 0,
    dcSelectedCredit: 0,
    dcCreditRule: 0,
    description: `Sipariş ${booking.order_number}`,
  };
}

function movement(row: XmlNode): CarrierEvent {
  const [date, time] = [xmlText(row, 'eventDate') ?? '', (xmlText(row, 'eventTime') ?? '').padStart(6, '0')];
  return {
    timestamp: istanbulInstant(date.slice(0, 4), date.slice(4, 6), date.slice(6, 8), time.slice(0, 2), time.slice(2, 4), time.slice(4, 6)),
    description: xmlText(row, 'eventName') ?? '',
    location: xmlText(row, 'unitName') ?? xmlText(row, 'cityName') ?? '',
    status: EVENT_STATUS[xmlText(row, 'eventId') ?? ''] ?? 'in_transit',
  };
}
