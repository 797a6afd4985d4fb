import type { CargoProvider, TrackingStatus } from '@tezgah/contracts';
import type { CarrierEvent } from '../carriers/carrier';
import type { LabelParty } from '../labels/label-content';

/** What the label shows besides the booking, taken from the order and the tenant's settings when it is made. */
export interface ShipmentParties {
  order_number: string;
  sender: LabelParty & { email: string | null; tax_number: string | null; tax_office: string | null };
  receiver: LabelParty & { email: string | null; country: string };
}

/** A shipment as stored (without its label's bytes, read on their own). */
export interface ShipmentRow {
  /** `lbl_…`: also the booking's key at the carrier. */
  id: string;
  tenant_id: string;
  order_id: string;
  provider: CargoProvider;
  package_count: number;
  weight_kg: number | null;
  content: ShipmentParties;
  /** Null until the carrier booked it; set with the label, in one statement. */
  tracking_number: string | null;
  booked_at: Date | null;
  /** Whether the order took the tracking number and carrier (or refused them for good: it was closed meanwhile). */
  order_settled: boolean;
  tracking_status: TrackingStatus;
  tracking_events: CarrierEvent[];
  tracked_at: Date | null;
  /** The tracking status the orders service last took (it moves the order); null before any. */
  reported_status: TrackingStatus | null;
  created_at: Date;
  updated_at: Date;
}

export type BookedShipmentRow = ShipmentRow & { tracking_number: string; booked_at: Date };

export function isBooked(row: ShipmentRow): row is BookedShipmentRow {
  return row.tracking_number !== null;
}

export function fromDb(raw: Record<string, unknown>): ShipmentRow {
  return {
    id: raw.id as string,
    tenant_id: raw.tenant_id as string,
    order_id: raw.order_id as string,
    provider: raw.provider as CargoProvider,
    package_count: Number(raw.package_count),
    weight_kg: raw.weight_kg === null ? null : Number(raw.weight_kg),
    content: raw.content as ShipmentParties,
    tracking_number: (raw.tracking_number as string | null) ?? null,
    booked_at: dateOrNull(raw.booked_at),
    order_settled: raw.order_settled as boolean,
    tracking_status: raw.tracking_status as TrackingStatus,
    tracking_events: raw.tracking_events as CarrierEvent[],
    tracked_at: dateOrNull(raw.tracked_at),
    reported_status: (raw.reported_status as TrackingStatus | null) ?? null,
    created_at: new Date(raw.created_at as string),
    updated_at: new Date(raw.updated_at as string),
  };
}

function dateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : new Date(value as string);
}
