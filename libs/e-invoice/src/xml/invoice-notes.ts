import type { InvoiceDocument } from '../invoice-document';

/**
 * The invoice's notes (cbc:Note). An e-Arşiv invoice says how it reaches the buyer (electronically)
 * and, being an internet sale, where it was sold; both invoice types name the marketplace order.
 */
export function invoiceNotes(doc: InvoiceDocument): string[] {
  const order = `Sipariş: ${doc.order.marketplace} ${doc.order.number}`;
  if (doc.type !== 'earsiv') return [order];
  return ['Gönderim Şekli: ELEKTRONIK', `Bu satış internet üzerinden yapılmıştır (${doc.order.marketplace}).`, order];
}
