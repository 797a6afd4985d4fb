import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { fieldMessage, newId } from '@tezgah/contracts';
import type { InvoiceDocument } from '@tezgah/e-invoice';
import { DomainError } from '@tezgah/errors';
import { isUniqueViolation, Transactions, type Tx } from '@tezgah/persistence';
import type { InvoiceOrigin, InvoiceRow } from '../invoices/invoice-row';
import { invoiceMetrics } from '../invoices/invoice-metrics';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { formatInvoiceNumber } from '../series/invoice-number';
import { InvoiceSeriesRepository } from '../series/invoice-series.repository';
import type { InvoiceDraft } from './invoice-draft';
import { InvoiceDocuments } from './invoice-documents.service';

/**
 * Issues an invoice (decisions §8): in one transaction its number is reserved from the tenant's
 * series, its UBL-TR XML and PDF are made with it, and the invoice is written with both, due for
 * the issuance worker at once. A rollback anywhere (a live invoice of the order committed first,
 * a failed render, a killed process) returns the number to the series; a commit keeps it.
 */
@Injectable()
export class InvoiceIssuer {
  private readonly metrics = invoiceMetrics();

  constructor(
    private readonly transactions: Transactions,
    private readonly series: InvoiceSeriesRepository,
    private readonly invoices: InvoicesRepository,
    private readonly documents: InvoiceDocuments,
  ) {}

  /** `within` runs in the same transaction after the write (the automatic flow forgets its request there). 409 for an order with a live invoice. */
  async issue(draft: InvoiceDraft, origin: InvoiceOrigin, within?: (tx: Tx) => Promise<void>): Promise<InvoiceRow> {
    try {
      const issued = await this.transactions.run(async (tx) => {
        const issuedAt = new Date();
        const number = formatInvoiceNumber(await this.series.reserve(tx, draft.tenant_id, draft.series_prefix, issuedAt));
        const document: InvoiceDocument = { ...draft.document, ettn: randomUUID(), number, issued_at: issuedAt };
        const { xml, pdf, total } = await this.documents.make(document);
        const row = await this.invoices.insert(
          tx,
          {
            id: newId('inv'),
            tenant_id: draft.tenant_id,
            order_id: draft.order_id,
            origin,
            provider: draft.provider,
            type: document.type,
            profile: document.profile,
            ettn: document.ettn,
            number,
            series: { prefix: draft.series_prefix, year: Number(number.slice(3, 7)), sequence: Number(number.slice(7)) },
            total,
            currency: document.currency,
            content: document,
            xml,
            pdf,
            issued_at: issuedAt,
            next_attempt_at: issuedAt,
          },
          issuedAt,
        );
        await within?.(tx);
        return row;
      });
      this.metrics.issued.inc({ provider: issued.provider, type: issued.type, origin });
      return issued;
    } catch (error) {
      if (!isUniqueViolation(error, 'invoices_live_per_order')) throw error;
      const live = await this.invoices.findLiveOfOrder(draft.tenant_id, draft.order_id);
      throw liveInvoiceConflict(live?.id ?? '');
    }
  }
}

/** 409: the order has a live invoice (neither rejected nor cancelled). */
export function liveInvoiceConflict(id: string): DomainError {
  return new DomainError('resource.conflict', { order_id: [{ code: 'invoice_exists', message: fieldMessage('invoice_exists', { id }) }] });
}
