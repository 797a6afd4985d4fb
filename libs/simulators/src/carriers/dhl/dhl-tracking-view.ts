import type { CarrierShipments, SimShipment, SimShipmentStatus } from '../shared/carrier-shipments';
import { istanbulParts } from '../rest-shared/istanbul-time';

/**
 * DHL Express checkpoint codes for each step (PU picked up, PL processed, DF departed facility,
 * WC with delivery courier, OK delivered, RT returned to shipper, ND not delivered, CA cancelled).
 * A booked parcel has no checkpoint until DHL picks it up.
 */
const CHECKPOINT: Record<Exclude<SimShipmentStatus, 'created'>, { typeCode: string; description: string }> = {
  picked_up: { typeCode: 'PU', description: 'Shipment picked up' },
  in_transit: { typeCode: 'DF', description: 'Departed Facility in ISTANBUL - TURKEY' },
  out_for_delivery: { typeCode: 'WC', description: 'With delivery courier' },
  delivered: { typeCode: 'OK', description: 'Delivered' },
  returned: { typeCode: 'RT', description: 'Returned to shipper' },
  failed: { typeCode: 'ND', description: 'Not delivered' },
  cancelled: { typeCode: 'CA', description: 'Shipment cancelled' },
};

const serviceArea = (city: string) => ({
  code: city
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase(),
  description: `${city}-TR`,
});

/** One shipment as the tracking services answer it (supermodelIoLogisticsExpressTrackingResponse), events oldest first. */
export function dhlTrackedShipment(shipments: CarrierShipments, shipment: SimShipment) {
  const events = shipments
    .events(shipment)
    .filter((event) => event.status !== 'created')
    .map((event) => {
      const local = istanbulParts(event.at);
      return {
        date: local.date,
        time: local.time,
        ...CHECKPOINT[event.status as keyof typeof CHECKPOINT],
        serviceArea: [serviceArea(event.location)],
      };
    });
  const party = (address: { name: string; city: string } | null) => ({
    name: address?.name ?? '',
    postalAddress: { cityName: address?.city ?? '', countryCode: 'TR' },
    serviceArea: [serviceArea(address?.city ?? '')],
  });
  return {
    shipmentTrackingNumber: shipment.tracking_number,
    status: 'Success',
    shipmentTimestamp: istanbulParts(shipment.created_at).iso.slice(0, 19),
    productCode: 'N',
    description: String(shipment.raw.description ?? ''),
    shipperDetails: { ...party(shipment.sender), accountNumber: String(shipment.raw.shipperAccount ?? '') },
    receiverDetails: party(shipment.receiver),
    totalWeight: shipment.weight_kg,
    unitOfMeasurements: 'metric',
    shipperReferences: shipment.raw.reference ? [{ value: shipment.raw.reference, typeCode: 'CU' }] : [],
    events,
    numberOfPieces: shipment.packages,
  };
}
