import { taxpayerAlias } from './taxpayer-registry';
import type { IssuedInvoices, SimInvoice, SimInvoiceKind } from './issued-invoices';
import { type UblValidator, ublFacts } from './ubl-check';

/** The profiles each kind takes (GİB: e-Arşiv is `EARSIVFATURA`; e-Fatura `TEMELFATURA` or `TICARIFATURA`). */
const PROFILES: Record<SimInvoiceKind, string[]> = { efatura: ['TEMELFATURA', 'TICARIFATURA'], earsiv: ['EARSIVFATURA'] };

export type TakenDocument = { invoice: SimInvoice; created: boolean } | { refusal: string };

/**
 * What a provider does with a UBL-TR document handed over for `kind`, alike for the providers that
 * take our XML: judge it (the sandbox's validator), check its profile and, for an e-Fatura, that
 * it goes to the buyer's registered alias, then file it by ETTN. A refusal is the provider's words.
 */
export async function takeDocument(
  invoices: IssuedInvoices,
  validate: UblValidator,
  document: { account: string; kind: SimInvoiceKind; xml: string; alias: string | null; raw?: Record<string, unknown> },
): Promise<TakenDocument> {
  const verdict = await validate(document.xml);
  if (!verdict.valid) return { refusal: `UBL doğrulaması başarısız: ${verdict.errors.join(' ')}` };
  const facts = ublFacts(document.xml);
  if (!facts.ettn || !facts.number) return { refusal: 'UUID ve fatura numarası gerekli.' };
  if (!PROFILES[document.kind].includes(facts.profile ?? ''))
    return { refusal: `${facts.profile} senaryosu bu belge türüyle gönderilemez.` };
  if (document.kind === 'efatura' && (facts.buyerTaxNumber === null || taxpayerAlias(facts.buyerTaxNumber) !== document.alias)) {
    return { refusal: 'Alıcı e-Fatura mükellefi değil veya etiket (alias) hatalı.' };
  }
  return invoices.submit({
    account: document.account,
    ettn: facts.ettn,
    number: facts.number,
    kind: document.kind,
    profile: facts.profile ?? '',
    buyer_tax_number: facts.buyerTaxNumber,
    raw: { alias: document.alias, ...document.raw },
  });
}
