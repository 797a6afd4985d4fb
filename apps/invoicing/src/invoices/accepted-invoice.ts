import type { AcceptedInvoice, MarketplaceSlug } from '@tezgah/contracts';
import type { DocumentLinks } from '@tezgah/documents';
import { marketplaceInvoiceLink } from './invoice-links';
import type { InvoiceRow } from './invoice-row';

/** An accepted invoice as its order's marketplace is told of it (InvoiceAccepted, and a connector's ask), with the link it keeps. */
export function acceptedInvoiceOf(links: DocumentLinks, row: InvoiceRow): AcceptedInvoice {
  return {
    invoice_id: row.id,
    order_id: row.order_id,
    marketplace: row.content.order.marketplace as MarketplaceSlug,
    marketplace_order_id: row.content.order.number,
    number: row.number,
    ettn: row.ettn,
    type: row.type,
    provider: row.provider,
    pdf_url: marketplaceInvoiceLink(links, row),
    issued_at: row.issued_at.toISOString(),
  };
}
