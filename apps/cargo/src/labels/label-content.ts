import type { CargoProvider } from '@tezgah/contracts';

export interface LabelParty {
  name: string;
  line1: string;
  line2: string | null;
  district: string | null;
  city: string;
  postal_code: string | null;
  phone: string | null;
}

/**
 * What one shipment's label shows (decisions §9, issue 15): a page (PDF) or a label (ZPL) per
 * package, each with the tracking number's CODE128 barcode, the carrier, sender and receiver,
 * the order number, "package n of m" and the weight.
 */
export interface LabelContent {
  provider: CargoProvider;
  tracking_number: string;
  /** The order's number as the seller knows it (the marketplace's). */
  order_number: string;
  sender: LabelParty;
  receiver: LabelParty;
  package_count: number;
  /** The whole shipment's weight; null when the seller gave none. */
  weight_kg: number | null;
  /** When the shipment was booked (printed as the label's date, Europe/Istanbul). */
  booked_at: Date;
}
