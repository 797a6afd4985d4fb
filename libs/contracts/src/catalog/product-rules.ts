/**
 * Rules a product must keep whoever writes it (the API's input, a PATCH merged with what is
 * stored, a bulk element), so the gateway and the catalog judge alike.
 */

/** GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN) and GTIN-14: the lengths a barcode of digits is read as. */
const GTIN = /^(\d{8}|\d{12,14})$/;

/**
 * The check digit a GTIN's other digits call for (GS1: weights 3 and 1 from the right), or null
 * for a barcode that is not a GTIN (letters, other lengths: marketplaces take those free-form).
 */
export function expectedGtinCheckDigit(barcode: string): number | null {
  if (!GTIN.test(barcode)) return null;
  const body = barcode.slice(0, -1);
  const sum = [...body].reverse().reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** True unless the barcode is a GTIN whose last digit is not its check digit. */
export function hasValidGtinCheckDigit(barcode: string): boolean {
  const expected = expectedGtinCheckDigit(barcode);
  return expected === null || Number(barcode.at(-1)) === expected;
}

/** A discounted price is at most the price (equal: no discount shown). */
export function salePriceWithinPrice(price: number, salePrice: number | null | undefined): boolean {
  return salePrice === null || salePrice === undefined || salePrice <= price;
}
