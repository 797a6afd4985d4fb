import { XMLParser } from 'fast-xml-parser';

/** What Paraşüt's sales invoice and contact take, read from our UBL-TR document (the one source of the invoice's content). */
export interface ParasutFields {
  buyer: {
    name: string;
    tax_number: string | null;
    tax_office: string | null;
    city: string | null;
    district: string | null;
    address: string | null;
    email: string | null;
  };
  issue_date: string;
  lines: { description: string; quantity: number; unit_price: number; vat_rate: number }[];
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'InvoiceLine',
});

/** The document's buyer, date and lines (prices without KDV, as Paraşüt's `unit_price` is); an unreadable document is our fault. */
export function parasutFields(xml: string): ParasutFields {
  const invoice = node(parser.parse(xml), 'Invoice');
  const party = node(node(invoice, 'AccountingCustomerParty'), 'Party');
  const person = node(party, 'Person');
  const personName = [text(person, 'FirstName'), text(person, 'FamilyName')].filter(Boolean).join(' ');
  const address = node(party, 'PostalAddress');
  const ids = [party.PartyIdentification].flat().map((entry) => text(entry as Record<string, unknown>, 'ID'));
  const lines = [invoice.InvoiceLine ?? []].flat().map((entry) => {
    const line = entry as Record<string, unknown>;
    const subtotal = node(node(line, 'TaxTotal'), 'TaxSubtotal');
    return {
      description: text(node(line, 'Item'), 'Name') ?? '',
      quantity: Number(text(line, 'InvoicedQuantity')),
      unit_price: Number(text(node(line, 'Price'), 'PriceAmount')),
      vat_rate: Number(text(subtotal, 'Percent') ?? 0),
    };
  });
  if (lines.length === 0 || lines.some((line) => !Number.isFinite(line.quantity) || !Number.isFinite(line.unit_price))) {
    throw new Error('Paraşüt: the UBL document has no readable lines');
  }
  return {
    buyer: {
      name: text(node(party, 'PartyName'), 'Name') ?? (personName || 'Nihai Tüketici'),
      tax_number: ids.find((id) => id !== null && /^\d{10,11}$/.test(id)) ?? null,
      tax_office: text(node(node(party, 'PartyTaxScheme'), 'TaxScheme'), 'Name'),
      city: text(address, 'CityName'),
      district: text(address, 'CitySubdivisionName'),
      address: [text(address, 'StreetName'), text(address, 'BuildingNumber')].filter(Boolean).join(' ') || null,
      email: text(node(party, 'Contact'), 'ElectronicMail'),
    },
    issue_date: text(invoice, 'IssueDate') ?? '',
    lines,
  };
}

function node(parent: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = [parent?.[name]].flat()[0];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function text(parent: Record<string, unknown>, name: string): string | null {
  const value = [parent?.[name]].flat()[0];
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['#text'] : value;
  return typeof raw === 'string' && raw !== '' ? raw : null;
}
