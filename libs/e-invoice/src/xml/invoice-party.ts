import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { InvoiceParty } from '../invoice-document';
import { cac, cbc } from './ubl-names';

/** GİB's stand-in TCKN for a final consumer who gave no tax number (nihai tüketici). */
export const FINAL_CONSUMER_TCKN = '11111111111';

/** A party's identification as GİB reads it: a 10-digit VKN (a company) or an 11-digit TCKN (a person). */
export function partyIdentification(party: InvoiceParty): { scheme: 'VKN' | 'TCKN'; id: string } {
  const id = party.tax_number ?? FINAL_CONSUMER_TCKN;
  if (/^\d{10}$/.test(id)) return { scheme: 'VKN', id };
  if (/^\d{11}$/.test(id)) return { scheme: 'TCKN', id };
  throw new RangeError(`tax number ${id} of ${party.name} is neither a 10-digit VKN nor an 11-digit TCKN`);
}

/** A person's name as UBL's cac:Person has it: the last word is the family name. */
export function personName(name: string): { first: string; family: string } {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { first: words[0], family: words[0] };
  return { first: words.slice(0, -1).join(' '), family: words[words.length - 1] };
}

export function writeAddress(parent: XMLBuilder, element: string, party: InvoiceParty): void {
  const address = cac(parent, element);
  cbc(address, 'StreetName', [party.line1, party.line2].filter(Boolean).join(' '));
  // UBL-TR requires the district (ilçe); an address without one repeats the city.
  cbc(address, 'CitySubdivisionName', party.district ?? party.city);
  cbc(address, 'CityName', party.city);
  if (party.postal_code) cbc(address, 'PostalZone', party.postal_code);
  const country = cac(address, 'Country');
  cbc(country, 'IdentificationCode', party.country);
  cbc(country, 'Name', party.country === 'TR' ? 'Türkiye' : party.country);
}

/**
 * `cac:Party` per UBL-TR: a VKN party carries its name (cac:PartyName), a TCKN party its person
 * (cac:Person, GİB rule PartyIdentificationPartyNamePersonCheck); the tax office is the tax scheme's name.
 */
export function writeParty(parent: XMLBuilder, party: InvoiceParty): void {
  const node = cac(parent, 'Party');
  const { scheme, id } = partyIdentification(party);
  cbc(cac(node, 'PartyIdentification'), 'ID', id, { schemeID: scheme });
  if (scheme === 'VKN') cbc(cac(node, 'PartyName'), 'Name', party.name);
  writeAddress(node, 'PostalAddress', party);
  if (party.tax_office) cbc(cac(cac(node, 'PartyTaxScheme'), 'TaxScheme'), 'Name', party.tax_office);
  if (party.phone || party.email) {
    const contact = cac(node, 'Contact');
    if (party.phone) cbc(contact, 'Telephone', party.phone);
    if (party.email) cbc(contact, 'ElectronicMail', party.email);
  }
  if (scheme === 'TCKN') {
    const { first, family } = personName(party.name);
    cbc(cbc(cac(node, 'Person'), 'FirstName', first), 'FamilyName', family);
  }
}
