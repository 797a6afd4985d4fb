import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { VatSubtotal } from '../amounts/invoice-amounts';
import type { Kurus } from '../amounts/kurus';
import { cac, cbc } from './ubl-names';

/**
 * GİB's exemption code for KDV that is zero on a sale that is not an exemption (351, "İstisna
 * Olmayan Diğer"): rule TaxExemptionReasonCheck wants a reason wherever KDV 0015 is 0.
 */
const ZERO_KDV = { code: '351', reason: 'KDV - İstisna Olmayan Diğer' };

/** A cac:TaxTotal of KDV (tax type 0015) with one subtotal per rate. */
export function writeTaxTotal(
  parent: XMLBuilder,
  subtotals: VatSubtotal[],
  total: Kurus,
  money: (parent: XMLBuilder, name: string, kurus: Kurus) => XMLBuilder,
): void {
  const node = cac(parent, 'TaxTotal');
  money(node, 'TaxAmount', total);
  subtotals.forEach((subtotal, index) => {
    const sub = cac(node, 'TaxSubtotal');
    money(sub, 'TaxableAmount', subtotal.taxable);
    money(sub, 'TaxAmount', subtotal.vat);
    cbc(sub, 'CalculationSequenceNumeric', String(index + 1));
    cbc(sub, 'Percent', String(subtotal.vat_rate));
    const category = cac(sub, 'TaxCategory');
    if (subtotal.vat === 0) cbc(cbc(category, 'TaxExemptionReasonCode', ZERO_KDV.code), 'TaxExemptionReason', ZERO_KDV.reason);
    cbc(cbc(cac(category, 'TaxScheme'), 'Name', 'KDV'), 'TaxTypeCode', '0015');
  });
}
