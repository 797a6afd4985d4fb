import { expectedGtinCheckDigit, hasValidGtinCheckDigit, salePriceWithinPrice } from './product-rules';

describe('GTIN check digits', () => {
  it.each([
    ['8690000000012', true],
    ['8690000000017', false],
    ['4006381333931', true], // GS1's EAN-13 example
    ['96385074', true], // GTIN-8
    ['96385075', false],
    ['036000291452', true], // UPC-A
    ['036000291453', false],
    ['10012345678902', true], // GTIN-14
    ['10012345678903', false],
  ])('judges %s as %s', (barcode, valid) => {
    expect(hasValidGtinCheckDigit(barcode)).toBe(valid);
  });

  it('leaves other barcodes free-form', () => {
    for (const barcode of ['ABC-123', '12345', '123456789', '12345678901', '123456789012345', 'X8690000000017']) {
      expect({ barcode, expected: expectedGtinCheckDigit(barcode), valid: hasValidGtinCheckDigit(barcode) }).toEqual({
        barcode,
        expected: null,
        valid: true,
      });
    }
  });
});

describe('a sale price', () => {
  it('may equal the price or be below it, or be absent, never above', () => {
    expect(salePriceWithinPrice(100, 99.9)).toBe(true);
    expect(salePriceWithinPrice(100, 100)).toBe(true);
    expect(salePriceWithinPrice(100, null)).toBe(true);
    expect(salePriceWithinPrice(100, undefined)).toBe(true);
    expect(salePriceWithinPrice(100, 100.01)).toBe(false);
  });
});
