import type { InvoiceLine, VatRate } from '../invoice-document';
import { divideRounded, toKurus, type Kurus } from './kurus';

export interface InvoiceLineAmounts {
  vat_rate: VatRate;
  quantity: number;
  /** What the buyer paid for the line: unit price (KDV included) × quantity. */
  gross: Kurus;
  /** The line without KDV (UBL `LineExtensionAmount`): gross ÷ (1 + rate), rounded half up to the kuruş. */
  net: Kurus;
  /** gross − net, so net + KDV is exactly what the buyer paid. */
  vat: Kurus;
  /** The net unit price in ten-thousandths (UBL `PriceAmount`, 4 decimals): net ÷ quantity, informative. */
  unit_net_price_ten_thousandths: number;
}

export interface VatSubtotal {
  vat_rate: VatRate;
  /** Σ net of the rate's lines (UBL `TaxableAmount`). */
  taxable: Kurus;
  /** Σ KDV of the rate's lines (UBL `TaxAmount`). */
  vat: Kurus;
}

/** An invoice's amounts, all in kuruş (decisions §8: unit prices include KDV). */
export interface InvoiceAmounts {
  lines: InvoiceLineAmounts[];
  /** One per rate present, by rate ascending. */
  vat_subtotals: VatSubtotal[];
  vat_total: Kurus;
  /** Σ line net (`LegalMonetaryTotal/LineExtensionAmount`). */
  line_extension_total: Kurus;
  /** Without KDV, after allowances and charges (none: the same as the line extension total). */
  tax_exclusive_total: Kurus;
  /** With KDV: Σ gross, what the buyer paid. */
  tax_inclusive_total: Kurus;
  payable_total: Kurus;
}

/**
 * The amounts of an invoice whose unit prices include KDV. Rounding happens once per line: the net
 * is the gross divided by (1 + rate) rounded half up to the kuruş and the KDV is the rest, so each
 * line's net + KDV is its gross and the totals add up to what the buyer paid without a rounding
 * line. The KDV of a line differs from net × rate by at most 0.6 kuruş; a rate's subtotal is the
 * sum of its lines (not rate × Σ net), which is what the line-level UBL amounts add up to.
 */
export function invoiceAmounts(lines: InvoiceLine[]): InvoiceAmounts {
  if (lines.length === 0) throw new RangeError('an invoice has at least one line');
  const lineAmounts = lines.map(lineAmountsOf);
  const rates = [...new Set(lineAmounts.map((line) => line.vat_rate))].sort((a, b) => a - b);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const vat_subtotals = rates.map((vat_rate) => {
    const ofRate = lineAmounts.filter((line) => line.vat_rate === vat_rate);
    return { vat_rate, taxable: sum(ofRate.map((line) => line.net)), vat: sum(ofRate.map((line) => line.vat)) };
  });
  const line_extension_total = sum(lineAmounts.map((line) => line.net));
  const tax_inclusive_total = sum(lineAmounts.map((line) => line.gross));
  return {
    lines: lineAmounts,
    vat_subtotals,
    vat_total: sum(vat_subtotals.map((subtotal) => subtotal.vat)),
    line_extension_total,
    tax_exclusive_total: line_extension_total,
    tax_inclusive_total,
    payable_total: tax_inclusive_total,
  };
}

function lineAmountsOf(line: InvoiceLine): InvoiceLineAmounts {
  if (!Number.isInteger(line.quantity) || line.quantity <= 0)
    throw new RangeError(`line ${line.sku}: quantity ${line.quantity} is not a positive whole number`);
  if (line.unit_price < 0) throw new RangeError(`line ${line.sku}: unit price ${line.unit_price} is negative`);
  const gross = toKurus(line.unit_price) * line.quantity;
  const net = divideRounded(gross * 100, 100 + line.vat_rate);
  return {
    vat_rate: line.vat_rate,
    quantity: line.quantity,
    gross,
    net,
    vat: gross - net,
    unit_net_price_ten_thousandths: divideRounded(net * 100, line.quantity),
  };
}
