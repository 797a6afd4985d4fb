import type { CarrierShipments, SimShipment, SimShipmentStatus } from '../shared/carrier-shipments';
import { istanbulParts } from '../rest-shared/istanbul-time';

/** How the Track API names each step (`status.type`, `code`, `description`; `statusCode` where UPS's value is known). */
const UPS_STATUS: Record<SimShipmentStatus, { type: string; code: string; description: string; statusCode?: string }> = {
  created: { type: 'M', code: 'MP', description: 'Shipper created a label, UPS has not received the package yet.', statusCode: '003' },
  picked_up: { type: 'P', code: 'PU', description: 'Pickup Scan' },
  in_transit: { type: 'I', code: 'DP', description: 'Departed from Facility', statusCode: '005' },
  out_for_delivery: { type: 'O', code: 'OT', description: 'Out For Delivery Today' },
  delivered: { type: 'D', code: 'KB', description: 'DELIVERED', statusCode: '011' },
  returned: { type: 'RS', code: 'RS', description: 'Returned to shipper' },
  failed: { type: 'X', code: 'UD', description: 'The package could not be delivered.' },
  cancelled: { type: 'X', code: 'VD', description: 'Shipment voided' },
};

/** A shipment as the Track API answers it: one shipment, its lead package, activities most recent first. */
export function upsTrackResponse(shipments: CarrierShipments, shipment: SimShipment, inquiryNumber: string) {
  const activity = shipments
    .events(shipment)
    .map((event) => {
      const local = istanbulParts(event.at);
      const utc = new Date(event.at).toISOString();
      const { statusCode, ...status } = UPS_STATUS[event.status];
      return {
        location: { address: { city: event.location, country: 'TR', countryCode: 'TR' } },
        status: { ...status, simplifiedTextDescription: status.description, ...(statusCode ? { statusCode } : {}) },
        date: local.date.replaceAll('-', ''),
        time: local.time.replaceAll(':', ''),
        gmtDate: utc.slice(0, 10).replaceAll('-', ''),
        gmtOffset: '+03:00',
        gmtTime: utc.slice(11, 19),
      };
    })
    .reverse();
  return {
    trackResponse: {
      shipment: [
        {
          inquiryNumber,
          package: [
            {
              trackingNumber: shipment.tracking_number,
              currentStatus: activity[0].status,
              activity,
              packageCount: shipment.packages,
              referenceNumber: shipment.raw.reference ? [{ type: 'SHIPMENT', number: shipment.raw.reference }] : [],
              weight: { unitOfMeasurement: 'KGS', weight: shipment.weight_kg.toFixed(1) },
            },
          ],
        },
      ],
    },
  };
}
