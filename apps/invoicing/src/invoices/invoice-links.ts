import type { DocumentLinks } from '@tezgah/documents';
import type { InvoiceRow } from './invoice-row';

/** The invoice's signed document links (decisions §5): its PDF, and its UBL-TR XML (`?format=xml`). */
export function invoiceLinks(links: DocumentLinks, row: Pick<InvoiceRow, 'tenant_id' | 'id'>): { pdf_url: string; xml_url: string } {
  const ref = { kind: 'invoice' as const, tenant_id: row.tenant_id, id: row.id };
  return { pdf_url: links.link(ref), xml_url: links.link(ref, { format: 'xml' }) };
}
