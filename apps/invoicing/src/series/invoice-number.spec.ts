import { formatInvoiceNumber, INVOICE_NUMBER_PATTERN, istanbulYear } from './invoice-number';

describe('invoice numbers', () => {
  it('are the prefix, the year and a nine-digit sequence (GİB’s 16 characters)', () => {
    const number = formatInvoiceNumber({ prefix: 'TZG', year: 2026, sequence: 1 });
    expect(number).toBe('TZG2026000000001');
    expect(number).toMatch(INVOICE_NUMBER_PATTERN);
    expect(formatInvoiceNumber({ prefix: 'A1B', year: 2026, sequence: 999_999_999 })).toBe('A1B2026999999999');
  });

  it('refuse a sequence the nine digits cannot hold', () => {
    expect(() => formatInvoiceNumber({ prefix: 'TZG', year: 2026, sequence: 0 })).toThrow(RangeError);
    expect(() => formatInvoiceNumber({ prefix: 'TZG', year: 2026, sequence: 1_000_000_000 })).toThrow(RangeError);
  });

  it('take the year of the invoice’s date in Türkiye (UTC+3)', () => {
    expect(istanbulYear(new Date('2025-12-31T20:59:59Z'))).toBe(2025);
    expect(istanbulYear(new Date('2025-12-31T21:00:00Z'))).toBe(2026);
  });
});
