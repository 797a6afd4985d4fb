import type { ShipmentAddress } from '../carrier';

/** The address as one line, as the Turkish carriers take it (a free-text field besides city and district). */
export function addressLine(address: ShipmentAddress): string {
  return [address.line1, address.line2, address.district, address.city].filter((part) => part && part.trim()).join(' ');
}

/** A phone as digits only (the carriers refuse `+`, spaces and dashes), or null. */
export function phoneDigits(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits === '' ? null : digits;
}
