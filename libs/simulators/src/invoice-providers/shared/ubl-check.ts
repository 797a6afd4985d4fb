import { XMLParser } from 'fast-xml-parser';

/** How a simulator judges a UBL-TR document, as the real providers do before they take it. */
export type UblValidator = (xml: string) => { valid: boolean; errors: string[] };

/** What the simulators read from a UBL-TR document to file it. */
export interface UblFacts {
  ettn: string | null;
  number: string | null;
  profile: string | null;
  buyerTaxNumber: string | null;
}

const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, trimValues: true });

/**
 * A stand-in for `validateUblTr` of `@tezgah/e-invoice` (XSD and GİB schematron), which is not
 * merged yet: the document parses, its root is `Invoice`, `cbc:UUID` is a UUID and `cbc:ID` is
 * GİB's 16 characters. The swap is `SANDBOX_UBL_VALIDATOR` below, one line.
 */
export function minimalUblCheck(xml: string): { valid: boolean; errors: string[] } {
  const invoice = invoiceOf(xml);
  if (!invoice) return { valid: false, errors: ['Belge bir UBL-TR Invoice belgesi değil.'] };
  const errors: string[] = [];
  const ettn = textOf(invoice.UUID);
  if (!ettn || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ettn)) errors.push('cbc:UUID (ETTN) geçersiz.');
  const number = textOf(invoice.ID);
  if (!number || !/^[A-Z0-9]{3}\d{13}$/.test(number)) errors.push('cbc:ID 16 karakterli fatura numarası olmalıdır.');
  return { valid: errors.length === 0, errors };
}

/** The validator every invoice provider simulator of the sandbox applies. */
export const SANDBOX_UBL_VALIDATOR: UblValidator = minimalUblCheck;

/** The facts of a document, nulls where it has none (an unreadable document has none). */
export function ublFacts(xml: string): UblFacts {
  const invoice = invoiceOf(xml) ?? {};
  const customer = record(record(invoice.AccountingCustomerParty).Party);
  const ids = [customer.PartyIdentification].flat().map((entry) => textOf(record(entry).ID));
  return {
    ettn: textOf(invoice.UUID)?.toLowerCase() ?? null,
    number: textOf(invoice.ID),
    profile: textOf(invoice.ProfileID),
    buyerTaxNumber: ids.find((id) => id !== null && /^\d{10,11}$/.test(id)) ?? null,
  };
}

function invoiceOf(xml: string): Record<string, unknown> | null {
  try {
    const document = parser.parse(xml) as Record<string, unknown>;
    return typeof document.Invoice === 'object' && document.Invoice !== null ? record(document.Invoice) : null;
  } catch {
    return null;
  }
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
