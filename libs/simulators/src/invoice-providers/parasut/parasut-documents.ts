import { randomUUID } from 'node:crypto';
import type { IssuedInvoices, SimInvoice, SimInvoiceKind } from '../shared/issued-invoices';

export interface SimSalesInvoice {
  id: string;
  account: string;
  invoice_series: string;
  invoice_id: number;
  contact_id: string;
  attributes: Record<string, unknown>;
  /** The e-document being made of it (Paraşüt's trackable job) and, once done, the e-document. */
  job: { id: string; invoice: SimInvoice } | null;
}

/** The JSON:API `type` of each kind of e-document. */
export const EDOC_TYPE: Record<SimInvoiceKind, 'e_archives' | 'e_invoices'> = { earsiv: 'e_archives', efatura: 'e_invoices' };

/**
 * One Paraşüt company's records in the sandbox: contacts, sales invoices and the e-documents made
 * of them. An e-document is Paraşüt's own (it builds the UBL from the sales invoice and gives it
 * its UUID); its job runs until the provider decided (IssuedInvoices).
 */
export class ParasutRecords {
  readonly contacts = new Map<string, { account: string; attributes: Record<string, unknown> }>();
  readonly salesInvoices = new Map<string, SimSalesInvoice>();
  private sequence = 0;

  constructor(readonly documents: IssuedInvoices) {}

  nextId(): string {
    this.sequence += 1;
    return String(1000 + this.sequence);
  }

  /** Starts the e-document of a sales invoice; a second start while one exists answers the first job. */
  startDocument(invoice: SimSalesInvoice, kind: SimInvoiceKind, profile: string, buyerTaxNumber: string | null) {
    if (invoice.job) return invoice.job;
    const number = `${invoice.invoice_series}${String(invoice.invoice_id).padStart(13, '0')}`;
    const { invoice: document } = this.documents.submit({
      account: invoice.account,
      ettn: randomUUID(),
      number,
      kind,
      profile,
      buyer_tax_number: buyerTaxNumber,
      raw: { sales_invoice: invoice.id },
    });
    invoice.job = { id: this.nextId(), invoice: document };
    return invoice.job;
  }

  jobById(account: string, id: string): SimSalesInvoice | null {
    return [...this.salesInvoices.values()].find((invoice) => invoice.account === account && invoice.job?.id === id) ?? null;
  }

  reset(): void {
    this.contacts.clear();
    this.salesInvoices.clear();
    this.documents.reset();
    this.sequence = 0;
  }
}
