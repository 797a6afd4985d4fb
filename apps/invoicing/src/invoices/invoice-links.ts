import type { DocumentLinks } from '@tezgah/documents';
import type { InvoiceRow } from './invoice-row';

/** The invoice's signed document links (decisions §5): its PDF, and its UBL-TR XML (`?format=xml`). */
export function invoiceLinks(links: DocumentLinks, row: Pick<InvoiceRow, 'tenant_id' | 'id'>): { pdf_url: string; xml_url: string } {
  const ref = { kind: 'invoice' as const, tenant_id: row.tenant_id, id: row.id };
  return { pdf_url: links.link(ref), xml_url: links.link(ref, { format: 'xml' }) };
}

/**
 * How long the PDF link handed to the marketplace opens: a Turkish invoice's link must stay
 * reachable for 8 years (Trendyol's invoice link rule, the legal retention), with a month's margin.
 * Beyond decisions §5's 24 hours, for that one party; the signing keys must stay listed as long.
 */
export const MARKETPLACE_INVOICE_LINK_TTL_MS = (8 * 365 + 2 + 31) * 24 * 60 * 60 * 1000;

/** The invoice PDF's link the marketplace keeps (see MARKETPLACE_INVOICE_LINK_TTL_MS). */
export function marketplaceInvoiceLink(links: DocumentLinks, row: Pick<InvoiceRow, 'tenant_id' | 'id'>): string {
  return links.link({ kind: 'invoice', tenant_id: row.tenant_id, id: row.id }, { ttlMs: MARKETPLACE_INVOICE_LINK_TTL_MS });
}
