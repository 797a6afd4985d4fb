/** GİB's invoice number: 3-character series prefix, 4-digit year, 9-digit sequence (`TZG2026000000001`). */
export const INVOICE_NUMBER_PATTERN = /^[A-Z0-9]{3}\d{4}\d{9}$/;

/** The largest sequence a year's series holds (nine digits). */
export const SEQUENCE_MAX = 999_999_999;

export interface SeriesNumber {
  prefix: string;
  year: number;
  sequence: number;
}

export function formatInvoiceNumber({ prefix, year, sequence }: SeriesNumber): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > SEQUENCE_MAX) throw new RangeError(`sequence out of range: ${sequence}`);
  return `${prefix}${year}${String(sequence).padStart(9, '0')}`;
}

/** The invoice's year is its date's in Türkiye: an invoice issued at 00:30 on 1 January Istanbul time opens the new series. */
export function istanbulYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(at));
}
