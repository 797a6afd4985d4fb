/**
 * An e-invoice as the documents are made from it: everything the UBL-TR XML and the PDF show,
 * already decided by the invoicing service (number reserved, type and profile chosen, KDV rate of
 * each line resolved per decisions §8). Amounts are in the invoice's currency, as numbers with at
 * most two decimals; `unit_price` includes KDV, as order item prices do.
 */
export interface InvoiceParty {
  name: string;
  /** VKN (10 digits, a company) or TCKN (11 digits, a person); null for a final consumer without one. */
  tax_number: string | null;
  tax_office: string | null;
  line1: string;
  line2: string | null;
  city: string;
  district: string | null;
  postal_code: string | null;
  /** ISO 3166-1 alpha-2 (`TR`). */
  country: string;
  phone: string | null;
  email: string | null;
}

export type VatRate = 0 | 1 | 10 | 20;

export interface InvoiceLine {
  sku: string;
  title: string;
  quantity: number;
  /** KDV included. */
  unit_price: number;
  vat_rate: VatRate;
}

export type InvoiceType = 'earsiv' | 'efatura';
/** UBL-TR `cbc:ProfileID`: `EARSIVFATURA` for `earsiv`, `TEMELFATURA` or `TICARIFATURA` for `efatura`. */
export type InvoiceProfile = 'EARSIVFATURA' | 'TEMELFATURA' | 'TICARIFATURA';

export interface InvoiceDocument {
  /** The ETTN (`cbc:UUID`), a lower-case UUID v4. */
  ettn: string;
  /** GİB's 16 characters: prefix, year, 9-digit sequence (`TZG2026000000001`). */
  number: string;
  type: InvoiceType;
  profile: InvoiceProfile;
  issued_at: Date;
  /** ISO 4217 (`TRY`). */
  currency: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** e-Fatura: the buyer's GİB alias (posta kutusu) when the provider named one. */
  buyer_alias: string | null;
  /** The order the invoice is for: the marketplace's order number and date, and the marketplace. */
  order: { number: string; date: Date; marketplace: string };
  lines: InvoiceLine[];
}
