import type { CarrierShipments, SimShipment, SimShipmentStatus } from '../shared/carrier-shipments';
import { istanbulParts } from '../rest-shared/istanbul-time';

/**
 * Each step as MNG's Standard Query API words it: `shipmentStatusCode` 1–7 (omniship-mng's table)
 * and the event text. The pickup event's wording is our sandbox's: MNG's code list has no own code for it.
 */
const MNG_STATUS: Record<SimShipmentStatus, { code: number; text: string }> = {
  created: { code: 1, text: 'Gönderi Hazırlandı' },
  picked_up: { code: 1, text: 'Kargo Kabul Edildi' },
  in_transit: { code: 2, text: 'Transfer Aşamasında' },
  out_for_delivery: { code: 4, text: 'Alıcı Adresine Yönlendirildi' },
  delivered: { code: 5, text: 'Teslim Edildi' },
  failed: { code: 6, text: 'Teslim Edilemedi' },
  returned: { code: 7, text: 'Göndericiye Teslim Edildi' },
  cancelled: { code: 6, text: 'İptal Edildi' },
};

/** `getshipmentstatus`: the shipment's headline (MNG answers a one-element list). */
export function mngShipmentStatus(shipments: CarrierShipments, shipment: SimShipment) {
  const status = shipments.status(shipment);
  return [
    {
      referenceId: shipment.reference,
      shipmentId: shipment.tracking_number,
      shipmentDateTime: istanbulParts(shipment.created_at).iso.slice(0, 19),
      pieceCount: shipment.packages,
      totalKg: shipment.weight_kg,
      shipmentStatusCode: MNG_STATUS[status].code,
      shipmentStatus: MNG_STATUS[status].text,
      isDelivered: status === 'delivered' ? 1 : 0,
      deliveryTo: status === 'delivered' ? shipment.receiver.name : '',
    },
  ];
}

/** `trackshipment…`: the shipment's events, oldest first. */
export function mngTrackShipment(shipments: CarrierShipments, shipment: SimShipment) {
  return shipments.events(shipment).map((event, index) => ({
    referenceId: shipment.reference,
    shipmentId: shipment.tracking_number,
    eventSequence: String(index + 1),
    eventStatus: MNG_STATUS[event.status].text,
    eventDateTime: istanbulParts(event.at).iso.slice(0, 19),
    location: event.location,
    locationAddress: '',
    locationPhone: '',
    deliveryDateTime: event.status === 'delivered' ? istanbulParts(event.at).iso.slice(0, 19) : '',
    deliveryTo: event.status === 'delivered' ? shipment.receiver.name : '',
    description: MNG_STATUS[event.status].text,
    pieceTotal: String(shipment.packages),
  }));
}
