import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InvoiceSubmission } from '../src/invoice-provider.port';

/** GİB's published samples (docs/invoice-providers/README.md): an e-Arşiv sale and a TEMELFATURA e-Fatura. */
const SAMPLES = {
  earsiv: readFileSync(join(__dirname, 'fixtures', 'YTB_Satis_EArsiv.xml'), 'utf8'),
  efatura: readFileSync(join(__dirname, 'fixtures', 'TemelFaturaOrnegi.xml'), 'utf8'),
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
    xml: withValues(SAMPLES[type], ettn, number, buyer),
    buyer_tax_number: buyer,
    buyer_alias:
      overrides.alias === undefined ? (type === 'efatura' ? `urn:mail:defaultpk@${buyer}.sandbox.tezgah` : null) : overrides.alias,
    total: 120,
    currency: 'TRY',
    issued_at: new Date('2026-03-02T09:30:00Z'),
  };
}

/** The sample's ETTN, number (the first `cbc:ID`) and the buyer's VKN/TCKN replaced. */
function withValues(xml: string, ettn: string, number: string, buyer: string): string {
  const customerStart = xml.indexOf('<cac:AccountingCustomerParty>');
  const customerEnd = xml.indexOf('</cac:AccountingCustomerParty>');
  const customer = xml
    .slice(customerStart, customerEnd)
    .replace(/<cbc:ID schemeID="(VKN|TCKN)">\d+<\/cbc:ID>/, `<cbc:ID schemeID="${buyer.length === 10 ? 'VKN' : 'TCKN'}">${buyer}</cbc:ID>`);
  return (xml.slice(0, customerStart) + customer + xml.slice(customerEnd))
    .replace(/<cbc:UUID>[^<]*<\/cbc:UUID>/, `<cbc:UUID>${ettn}</cbc:UUID>`)
    .replace(/<cbc:ID>[^<]*<\/cbc:ID>/, `<cbc:ID>${number}</cbc:ID>`);
}
