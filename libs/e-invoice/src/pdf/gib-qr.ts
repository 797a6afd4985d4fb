import type { InvoiceAmounts } from '../amounts/invoice-amounts';
import { kurusToDecimal } from '../amounts/kurus';
import type { InvoiceDocument } from '../invoice-document';
import { istanbulMoment } from '../issue-moment';
import { partyIdentification } from '../xml/invoice-party';

/**
 * The QR code's content on a printed e-Fatura / e-Arşiv invoice, per GİB's "Karekod Standardı
 * Kılavuzu" (v1.2): a JSON object of strings, the KDV base and KDV per rate under `kdvmatrah(<rate>)`
 * and `hesaplanankdv(<rate>)`, amounts with a dot and two decimals.
 */
export function gibQrContent(doc: InvoiceDocument, amounts: InvoiceAmounts): Record<string, string> {
  const perRate = Object.fromEntries(
    amounts.vat_subtotals.flatMap(({ vat_rate, taxable, vat }) => [
      [`kdvmatrah(${vat_rate})`, kurusToDecimal(taxable)],
      [`hesaplanankdv(${vat_rate})`, kurusToDecimal(vat)],
    ]),
  );
  return {
    vkntckn: partyIdentification(doc.seller).id,
    avkntckn: partyIdentification(doc.buyer).id,
    senaryo: doc.profile,
    tip: 'SATIS',
    tarih: istanbulMoment(doc.issued_at).date,
    no: doc.number,
    ettn: doc.ettn,
    parabirimi: doc.currency,
    malhizmettoplam: kurusToDecimal(amounts.line_extension_total),
    ...perRate,
    vergidahil: kurusToDecimal(amounts.tax_inclusive_total),
    odenecek: kurusToDecimal(amounts.payable_total),
  };
}
