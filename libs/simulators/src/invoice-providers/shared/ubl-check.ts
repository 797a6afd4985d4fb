import { validateUblTr } from '@tezgah/e-invoice';
import { XMLParser } from 'fast-xml-parser';

/** How a simulator judges a UBL-TR document, as the real providers do before they take it. */
export type UblValidator = (xml: string) => Promise<{ valid: boolean; errors: string[] }>;

/** What the simulators read from a UBL-TR document to file it. */
export interface UblFacts {
  ettn: string | null;
  number: string | null;
  profile: string | null;
  buyerTaxNumber: string | null;
}

const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, trimValues: true });

/**
 * The validator every invoice provider simulator of the sandbox applies, as the real providers
 * check a document before they take it: GİB's UBL-TR XSD and schematron (`validateUblTr`, which
 * reads GİB's package from `TEZGAH_UBL_TR_PACKAGE`), with the e-Arşiv or e-Fatura rules its
 * ProfileID calls for.
 */
export const SANDBOX_UBL_VALIDATOR: UblValidator = (xml) => validateUblTr(xml);

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
