// Placeholders of what the e-invoice documents branch exports, so the invoicing service compiles
// before it merges; the merge replaces this file (and its line in index.ts) with the real modules.
import type { InvoiceDocument, InvoiceLine } from './invoice-document';

/** The invoice's amounts as the documents state them; `payable` is what the buyer pays (KDV included). */
export interface InvoiceAmounts {
  payable: number;
}

export function invoiceAmounts(_lines: InvoiceLine[]): InvoiceAmounts {
  throw new Error('not merged');
}

export function buildInvoiceXml(_doc: InvoiceDocument): string {
  throw new Error('not merged');
}

export function renderInvoicePdf(_doc: InvoiceDocument): Promise<Buffer> {
  throw new Error('not merged');
}

export function validateUblTr(_xml: string): never {
  throw new Error('not merged');
}
