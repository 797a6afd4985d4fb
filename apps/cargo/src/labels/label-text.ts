import { CARRIER_DISPLAY_NAMES } from './carrier-names';
import type { LabelContent, LabelParty } from './label-content';

/** The label's captions: what a courier and a receiver read on the parcel. */
export const LABEL_CAPTIONS = {
  sender: 'GÖNDERİCİ',
  receiver: 'ALICI',
  orderNumber: 'Sipariş No',
  weight: 'Ağırlık',
  bookedAt: 'Tarih',
  postalCode: 'PK',
  phone: 'Tel',
} as const;

/** A party as the label prints it: one string per line kind, each wrapped or cut by the renderer. */
export interface PartyText {
  name: string;
  /** line1 and line2 as one paragraph (the renderer wraps it). */
  address: string;
  /** `district / CITY`, the city in Turkish capitals as carriers sort by it. */
  place: string;
  /** Postal code and phone, whichever are known; empty when neither is. */
  contact: string;
}

/** Everything a label prints except "Koli n/m", formatted once per shipment. */
export interface LabelText {
  carrier: string;
  trackingNumber: string;
  sender: PartyText;
  receiver: PartyText;
  orderNumber: string;
  weight: string;
  bookedAt: string;
}

// Intl formatters are costly to build and cheap to reuse.
const BOOKED_AT = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const WEIGHT = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 3 });

/** Whitespace runs (newlines a seller pasted into an address) as one space. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

function partyText(party: LabelParty): PartyText {
  const city = party.city.toLocaleUpperCase('tr-TR');
  const contact = [
    party.postal_code && `${LABEL_CAPTIONS.postalCode} ${oneLine(party.postal_code)}`,
    party.phone && `${LABEL_CAPTIONS.phone} ${oneLine(party.phone)}`,
  ];
  return {
    name: oneLine(party.name),
    address: oneLine([party.line1, party.line2].filter(Boolean).join(' ')),
    place: oneLine(party.district ? `${party.district} / ${city}` : city),
    contact: contact.filter(Boolean).join('   '),
  };
}

export function labelText(label: LabelContent): LabelText {
  return {
    carrier: CARRIER_DISPLAY_NAMES[label.provider],
    trackingNumber: label.tracking_number,
    sender: partyText(label.sender),
    receiver: partyText(label.receiver),
    orderNumber: `${LABEL_CAPTIONS.orderNumber}: ${oneLine(label.order_number)}`,
    weight: `${LABEL_CAPTIONS.weight}: ${label.weight_kg === null ? '—' : `${WEIGHT.format(label.weight_kg)} kg`}`,
    bookedAt: `${LABEL_CAPTIONS.bookedAt}: ${BOOKED_AT.format(label.booked_at)}`,
  };
}

/** "Koli 2/3": which of the shipment's packages this label goes on. */
export const packageOf = (index: number, count: number): string => `Koli ${index}/${count}`;
