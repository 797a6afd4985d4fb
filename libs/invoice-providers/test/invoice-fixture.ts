import { buildInvoiceXml, type InvoiceDocument, type InvoiceParty } from '@tezgah/e-invoice';
import type { InvoiceSubmission } from '../src/invoice-provider.port';

const address = { line2: null, district: 'Kadıköy', postal_code: '34710', country: 'TR', phone: null, email: null };
const SELLER: InvoiceParty = {
  name: 'Tezgah Deneme Ticaret A.Ş.',
  tax_number: '9876543210',
  tax_office: 'Kadıköy',
  line1: 'Moda Cad. 1',
  city: 'İstanbul',
  ...address,
};

/** An unregistered buyer (odd last digit) and a registered one (even), per decisions §14. */
export const UNREGISTERED_TAX_NUMBER = '1234567891';
export const REGISTERED_TAX_NUMBER = '1234567890';

let sequence = 0;

/** A sample with its own ETTN, number and buyer, as the invoicing service would hand it over. */
export function submissionOf(
  type: InvoiceSubmission['type'],
  overrides: { buyer?: string; alias?: string | null } = {},
): InvoiceSubmission {
  sequence += 1;
  const ettn = `0d1f8a2e-5b7c-4e3d-9a61-${String(Date.now() % 1e6).padStart(6, '0')}${String(sequence).padStart(6, '0')}`;
  const number = `TZG2026${String(sequence + (Date.now() % 1e6) * 100).padStart(9, '0')}`;
  const buyer = overrides.buyer ?? (type === 'efatura' ? REGISTERED_TAX_NUMBER : UNREGISTERED_TAX_NUMBER);
  return {
    ettn,
    number,
    type,
    xml: invoiceXml(type, ettn, number, buyer),
    buyer_tax_number: buyer,
    buyer_alias:
      overrides.alias === undefined ? (type === 'efatura' ? `urn:mail:defaultpk@${buyer}.sandbox.tezgah` : null) : overrides.alias,
    total: 120,
    currency: 'TRY',
    issued_at: new Date('2026-03-02T09:30:00Z'),
  };
}

/** A one-line invoice of 120 TRY (KDV 20 % included) as the invoicing service builds it. */
function invoiceXml(type: InvoiceSubmission['type'], ettn: string, number: string, buyer: string): string {
  const document: InvoiceDocument = {
    ettn,
    number,
    type,
    profile: type === 'earsiv' ? 'EARSIVFATURA' : 'TEMELFATURA',
    issued_at: new Date('2026-03-02T09:30:00Z'),
    currency: 'TRY',
    seller: SELLER,
    buyer: { name: 'Ayşe Yılmaz', tax_number: buyer, tax_office: null, line1: 'Bağdat Cad. 5', city: 'İstanbul', ...address },
    buyer_alias: null,
    order: { number: '10000001', date: new Date('2026-03-01T12:00:00Z'), marketplace: 'trendyol' },
    lines: [{ sku: 'SKU-1', title: 'Basic Tişört', quantity: 1, unit_price: 120, vat_rate: 20 }],
  };
  return buildInvoiceXml(document);
}
