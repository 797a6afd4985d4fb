import fc from 'fast-check';
import type { InvoiceLine, VatRate } from '../invoice-document';
import { invoiceAmounts } from './invoice-amounts';
import { kurusToDecimal, toKurus } from './kurus';

describe('invoiceAmounts', () => {
  it('splits KDV-inclusive prices into net and KDV per line, rounding half up once per line', () => {
    const amounts = invoiceAmounts([
      { sku: 'A', title: 'A', quantity: 2, unit_price: 499.9, vat_rate: 20 },
      { sku: 'B', title: 'B', quantity: 1, unit_price: 125.5, vat_rate: 10 },
      { sku: 'C', title: 'C', quantity: 3, unit_price: 89.99, vat_rate: 1 },
    ]);
    expect(amounts.lines.map(({ gross, net, vat }) => [gross, net, vat])).toEqual([
      [99980, 83317, 16663], // 999.80 / 1.2 = 833.1666… → 833.17
      [12550, 11409, 1141], // 125.50 / 1.1 = 114.0909… → 114.09
      [26997, 26730, 267], // 269.97 / 1.01 = 267.2970… → 267.30
    ]);
    expect(amounts.vat_subtotals).toEqual([
      { vat_rate: 1, taxable: 26730, vat: 267 },
      { vat_rate: 10, taxable: 11409, vat: 1141 },
      { vat_rate: 20, taxable: 83317, vat: 16663 },
    ]);
    expect(amounts).toMatchObject({
      vat_total: 18071,
      line_extension_total: 121456,
      tax_exclusive_total: 121456,
      tax_inclusive_total: 139527,
      payable_total: 139527,
    });
    expect(amounts.lines[0].unit_net_price_ten_thousandths).toBe(4165850);
  });

  it('rounds a half kuruş up', () => {
    // 0.21 / 1.2 = 0.175 → 0.18 net, 0.03 KDV
    expect(invoiceAmounts([{ sku: 'A', title: 'A', quantity: 1, unit_price: 0.21, vat_rate: 20 }]).lines[0]).toMatchObject({
      net: 18,
      vat: 3,
    });
  });

  it('refuses prices with more than two decimals, fractional quantities and empty invoices', () => {
    expect(() => invoiceAmounts([{ sku: 'A', title: 'A', quantity: 1, unit_price: 1.005, vat_rate: 20 }])).toThrow(/two decimals/);
    expect(() => invoiceAmounts([{ sku: 'A', title: 'A', quantity: 1.5, unit_price: 1, vat_rate: 20 }])).toThrow(/whole number/);
    expect(() => invoiceAmounts([])).toThrow(/at least one line/);
  });

  const line = fc.record<InvoiceLine>({
    sku: fc.constant('SKU'),
    title: fc.constant('Ürün'),
    quantity: fc.integer({ min: 1, max: 50 }),
    unit_price: fc.integer({ min: 0, max: 5_000_000 }).map((kurus) => kurus / 100),
    vat_rate: fc.constantFrom<VatRate>(0, 1, 10, 20),
  });

  it('always totals exactly what the buyer paid, with KDV per rate consistent with the lines', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const amounts = invoiceAmounts(lines);
        const paid = lines.reduce((sum, { unit_price, quantity }) => sum + toKurus(unit_price) * quantity, 0);
        expect(amounts.payable_total).toBe(paid);
        expect(amounts.tax_inclusive_total).toBe(amounts.line_extension_total + amounts.vat_total);
        for (const subtotal of amounts.vat_subtotals) {
          const ofRate = amounts.lines.filter((entry) => entry.vat_rate === subtotal.vat_rate);
          expect(subtotal.taxable).toBe(ofRate.reduce((sum, entry) => sum + entry.net, 0));
          expect(subtotal.vat).toBe(ofRate.reduce((sum, entry) => sum + entry.vat, 0));
        }
        for (const entry of amounts.lines) {
          expect(entry.net + entry.vat).toBe(entry.gross);
          // KDV within 0.6 kuruş of net × rate: the one rounding of the line.
          expect(Math.abs(entry.vat * 100 - entry.net * entry.vat_rate)).toBeLessThanOrEqual(60);
        }
      }),
    );
  });
});

describe('kurusToDecimal', () => {
  it('writes amounts as UBL does', () => {
    expect([0, 5, 100, 123456, -250].map(kurusToDecimal)).toEqual(['0.00', '0.05', '1.00', '1234.56', '-2.50']);
  });
});
