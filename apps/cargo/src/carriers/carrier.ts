import type { CargoProvider, TrackingStatus } from '@tezgah/contracts';
import type { PartyCall, PartyLimits } from '@tezgah/third-party';

/**
 * What every adapter call gets: the kit's HTTP client for the carrier, and the deployment's account
 * (its credentials are the carrier's own fields: Yurtiçi `wsUserName`/`wsPassword`, UPS `client_id`, …).
 */
export type CarrierCall = PartyCall;

export interface ShipmentAddress {
  name: string;
  phone: string | null;
  email: string | null;
  line1: string;
  line2: string | null;
  city: string;
  district: string | null;
  postal_code: string | null;
  /** ISO 3166-1 alpha-2 (`TR`). */
  country: string;
}

/** A shipment to book: one parcel of `packages` pieces. */
export interface ShipmentBooking {
  /**
   * Our shipment's id, unique for ever: sent as the carrier's own idempotency key (Yurtiçi
   * `cargoKey`, Aras `IntegrationCode`, a reference elsewhere), so that a booking whose answer was
   * lost is found again (`findBooked`) instead of booked twice.
   */
  reference: string;
  /** The order's number as the seller knows it (the marketplace's), printed and sent as the waybill/invoice reference. */
  order_number: string;
  sender: ShipmentAddress & { tax_number: string | null; tax_office: string | null };
  receiver: ShipmentAddress;
  packages: number;
  /** The whole shipment's weight (kg), split evenly over its packages where a carrier wants one per piece. */
  weight_kg: number;
}

export interface BookedShipment {
  tracking_number: string;
}

/** A carrier event in our terms; `status` is what the event means on decisions §9's scale. */
export interface CarrierEvent {
  timestamp: string;
  description: string;
  location: string;
  status: TrackingStatus;
}

export interface CarrierTracking {
  /** The shipment's current status (decisions §9). */
  status: TrackingStatus;
  /** Oldest first. */
  events: CarrierEvent[];
}

/**
 * One carrier's protocol: booking a shipment, finding a booking again by our reference, and
 * tracking. Every call goes through `call.http` (the third-party kit: budgets, retries, breaker,
 * failures as `provider.*`). A refusal of the data by the carrier is `carrierRefusal(…)`
 * (422 `business.invalid` with the carrier's reason); anything else unexpected is thrown as an
 * Error (a fault of ours or theirs, 500 and logged).
 */
export interface CarrierAdapter {
  readonly provider: CargoProvider;
  /**
   * `faithful`: the carrier's own protocol as public sources document it; `generic`: our
   * documented generic carrier protocol (docs/generic-carrier-protocol.md), the carrier's being unknown.
   */
  readonly protocol: 'faithful' | 'generic';
  /** The carrier's documented rate limits per operation (`*` for any other); shared by every replica. */
  readonly limits: PartyLimits;
  /** Credentials the sandbox's simulator of this carrier accepts (used in demo, where no account is configured). */
  readonly sandboxCredentials: Readonly<Record<string, string>>;
  book(call: CarrierCall, booking: ShipmentBooking): Promise<BookedShipment>;
  /** The shipment booked under `reference`, or null when the carrier has none (the booking never arrived). */
  findBooked(call: CarrierCall, reference: string): Promise<BookedShipment | null>;
  track(call: CarrierCall, trackingNumber: string): Promise<CarrierTracking>;
}
