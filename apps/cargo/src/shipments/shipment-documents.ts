import type { ShipmentBooking } from '../carriers/carrier';
import type { LabelContent } from '../labels/label-content';
import type { ShipmentRow } from './shipment-row';

/** The weight a carrier is told when the seller gave none: carriers weigh (desi) at pickup and bill by that. */
const DEFAULT_KG_PER_PACKAGE = 1;

/** The carrier's booking of a stored shipment: our shipment id is the booking's key at the carrier. */
export function bookingOf(row: ShipmentRow): ShipmentBooking {
  const { sender, receiver, order_number } = row.content;
  return {
    reference: row.id,
    order_number,
    sender: { ...sender, country: 'TR' },
    receiver,
    packages: row.package_count,
    weight_kg: row.weight_kg ?? DEFAULT_KG_PER_PACKAGE * row.package_count,
  };
}

/** What the label of a shipment booked under `trackingNumber` shows. */
export function labelContentOf(row: ShipmentRow, trackingNumber: string, bookedAt: Date): LabelContent {
  const { sender, receiver, order_number } = row.content;
  return {
    provider: row.provider,
    tracking_number: trackingNumber,
    order_number,
    sender,
    receiver,
    package_count: row.package_count,
    weight_kg: row.weight_kg,
    booked_at: bookedAt,
  };
}
