import { Inject, Injectable } from '@nestjs/common';
import { InvoiceAccepted, InvoiceCreated, InvoiceFailed, noticeMessage, OrdersAttachInvoice, serviceContext } from '@tezgah/contracts';
import { DocumentLinks } from '@tezgah/documents';
import { DomainError } from '@tezgah/errors';
import type { DocumentProvider, InvoiceSubmission } from '@tezgah/invoice-providers';
import { EventOutbox, RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { createLogger } from '@tezgah/observability';
import { Transactions } from '@tezgah/persistence';
import { INVOICING_CONFIG, type InvoicingConfig } from '../config/invoicing.config';
import { failureText, isRefusal } from '../invoices/failure-text';
import { acceptedInvoiceOf } from '../invoices/accepted-invoice';
import { invoiceLinks } from '../invoices/invoice-links';
import { type InvoiceRow, toInvoiceDto } from '../invoices/invoice-row';
import { nextAttemptAt, nextStep, reportsFailure, retryAt } from '../invoices/invoice-state';
import { invoiceMetrics } from '../invoices/invoice-metrics';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { ProviderCalls } from '../providers/provider-calls';

/**
 * An invoice's way through its provider (decisions §8, §16), one step per claim: the order takes
 * its id; a pending invoice is submitted (after a holder that may have submitted it, asked by
 * ETTN first: the provider keys documents by it) and becomes `sent`; a sent one is asked for the
 * verdict until `accepted` (its number shown, `invoice.created` for an automatic one, the
 * marketplace's cue) or `rejected` (`invoice.failed`); an accepted e-Arşiv invoice of a cancelled
 * order is cancelled. A provider that fails is retried with back-off, the attempts and the last
 * error on the invoice, and reported once by `invoice.failed` after TEZGAH_INVOICE_FAILURE_REPORT_AFTER.
 */
@Injectable()
export class InvoiceIssuance {
  private readonly logger = createLogger('invoicing.issuance');
  private readonly metrics = invoiceMetrics();

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly providers: ProviderCalls,
    private readonly transactions: Transactions,
    private readonly outbox: EventOutbox,
    private readonly links: DocumentLinks,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    @Inject(INVOICING_CONFIG) private readonly config: InvoicingConfig,
  ) {}

  /** Takes the invoice's due step; a failure is recorded on it for a retry. Answers the invoice as it is after. */
  async advance(row: InvoiceRow): Promise<InvoiceRow | null> {
    const step = nextStep(row);
    try {
      switch (step) {
        case 'settle_order':
          return await this.settleOrder(row);
        case 'submit':
          return await this.submit(row);
        case 'verdict':
          return await this.askVerdict(row);
        case 'cancel':
          return await this.cancelForOrder(row);
        default:
          return await this.invoices.apply(row.id, row.status, { next_attempt_at: null });
      }
    } catch (error) {
      if (isRefusal(error) && (step === 'submit' || step === 'verdict')) return this.reject(row, failureText(error));
      if (isRefusal(error) && step === 'cancel') return this.giveUpCancel(row, error);
      return this.recordFailure(row, error);
    }
  }

  private async settleOrder(row: InvoiceRow): Promise<InvoiceRow | null> {
    try {
      await this.rpc.request(OrdersAttachInvoice, serviceContext(row.tenant_id), { id: row.order_id, invoice_id: row.id });
    } catch (error) {
      // The order is gone (another tenant's id cannot reach here): nothing to link, the invoice goes on.
      if (!(error instanceof DomainError && error.code === 'resource.not_found')) throw error;
      this.logger.warn({ invoice: row.id, order_id: row.order_id }, 'order not found for its invoice');
    }
    const settled = { ...row, order_settled: true };
    return this.invoices.apply(row.id, row.status, { order_settled: true, next_attempt_at: this.dueAfter(settled) });
  }

  private async submit(row: InvoiceRow): Promise<InvoiceRow | null> {
    const { adapter, call } = this.providers.for(row.provider as DocumentProvider);
    // Claimed before: that holder may have reached the provider before it stopped or failed.
    const earlier = row.claims > 1 ? await adapter.findSubmitted(call, row.ettn, row.number) : null;
    const submitted = earlier ?? (await adapter.submit(call, await this.submissionOf(row)));
    const sent = { ...row, status: 'sent' as const };
    return this.invoices.apply(row.id, 'pending', {
      status: 'sent',
      provider_reference: submitted.reference,
      sent_at: new Date(),
      attempts: 0,
      last_error: null,
      next_attempt_at: this.dueAfter(sent),
    });
  }

  private async askVerdict(row: InvoiceRow): Promise<InvoiceRow | null> {
    const { adapter, call } = this.providers.for(row.provider as DocumentProvider);
    const verdict = await adapter.verdict(call, row.provider_reference as string);
    if (verdict.state === 'rejected') return this.reject(row, verdict.reason);
    if (verdict.state === 'sent')
      return this.invoices.apply(row.id, 'sent', { attempts: 0, last_error: null, next_attempt_at: this.dueAfter(row) });
    return this.accept(row);
  }

  /** Accepted: the number is the tax authority's now; announced to integrators (automatic) and to the order's marketplace. */
  private async accept(row: InvoiceRow): Promise<InvoiceRow | null> {
    const accepted = await this.transactions.run(async (tx) => {
      const now = new Date();
      const next = { ...row, status: 'accepted' as const };
      const stored = await this.invoices.apply(
        row.id,
        'sent',
        { status: 'accepted', decided_at: now, attempts: 0, last_error: null, next_attempt_at: this.dueAfter(next) },
        tx,
      );
      if (!stored) return null;
      const links = invoiceLinks(this.links, stored);
      const dto = toInvoiceDto(stored, links);
      await this.outbox.add(tx, [
        {
          event: InvoiceAccepted,
          tenantId: stored.tenant_id,
          data: acceptedInvoiceOf(this.links, stored),
        },
        ...(stored.origin === 'automatic' ? [{ event: InvoiceCreated, tenantId: stored.tenant_id, data: dto }] : []),
      ]);
      return stored;
    });
    if (accepted) this.metrics.decided.inc({ provider: accepted.provider, outcome: 'accepted' });
    return accepted;
  }

  /** Refused by the provider: `rejected` with its reason, and `invoice.failed`. The number stays the invoice's (docs/invoicing.md). */
  private async reject(row: InvoiceRow, reason: string): Promise<InvoiceRow | null> {
    const rejected = await this.transactions.run(async (tx) => {
      const stored = await this.invoices.apply(
        row.id,
        row.status,
        { status: 'rejected', failure: reason, decided_at: new Date(), next_attempt_at: null },
        tx,
      );
      if (stored) {
        const error = noticeMessage('invoice_rejected', { reason });
        await this.outbox.add(tx, [{ event: InvoiceFailed, tenantId: stored.tenant_id, data: { invoice_id: stored.id, error } }]);
      }
      return stored;
    });
    if (rejected) this.metrics.decided.inc({ provider: rejected.provider, outcome: 'rejected' });
    return rejected;
  }

  /** The automatic cancel of decisions §8: an accepted e-Arşiv invoice of a cancelled order. */
  private async cancelForOrder(row: InvoiceRow): Promise<InvoiceRow | null> {
    const { adapter, call } = this.providers.for(row.provider as DocumentProvider);
    await adapter.cancel(call, row.provider_reference as string);
    return this.invoices.apply(row.id, 'accepted', {
      status: 'cancelled',
      cancel_reason: noticeMessage('invoice_cancelled_with_order'),
      cancelled_at: new Date(),
      next_attempt_at: null,
    });
  }

  /** The provider refuses the cancel (its window passed): the invoice stays accepted, the reason on it for the seller to act on. */
  private async giveUpCancel(row: InvoiceRow, error: DomainError): Promise<InvoiceRow | null> {
    this.logger.warn({ invoice: row.id, order_id: row.order_id, err: error }, 'provider refused the automatic cancel');
    return this.invoices.apply(row.id, 'accepted', { last_error: failureText(error), next_attempt_at: null });
  }

  /** A provider (or the orders service) that failed: retried with back-off; `invoice.failed` once after the threshold. */
  private async recordFailure(row: InvoiceRow, error: unknown): Promise<InvoiceRow | null> {
    const attempts = row.attempts + 1;
    const lastError = failureText(error);
    const report = reportsFailure(row, attempts, this.config.TEZGAH_INVOICE_FAILURE_REPORT_AFTER);
    this.logger.warn({ err: error, invoice: row.id, provider: row.provider, attempts }, 'invoice step failed; retried');
    const at = retryAt(attempts, new Date(), this.config.TEZGAH_INVOICE_RETRY_BASE_MS, this.config.TEZGAH_INVOICE_RETRY_MAX_MS);
    const stored = await this.transactions.run(async (tx) => {
      const changed = await this.invoices.apply(
        row.id,
        row.status,
        { attempts, last_error: lastError, next_attempt_at: at, failure_reported: report || undefined },
        tx,
      );
      if (changed && report) {
        const text = noticeMessage('invoice_provider_failing', { attempts, error: lastError });
        await this.outbox.add(tx, [{ event: InvoiceFailed, tenantId: row.tenant_id, data: { invoice_id: row.id, error: text } }]);
      }
      return changed;
    });
    return stored;
  }

  private dueAfter(row: InvoiceRow): Date | null {
    return nextAttemptAt(row, new Date(), this.config.TEZGAH_INVOICE_VERDICT_INTERVAL_MS);
  }

  private async submissionOf(row: InvoiceRow): Promise<InvoiceSubmission> {
    const documents = await this.invoices.document(row.tenant_id, row.id);
    if (!documents) throw new Error(`invoice ${row.id} has no documents`);
    return {
      ettn: row.ettn,
      number: row.number,
      type: row.type,
      xml: documents.xml,
      buyer_tax_number: row.content.buyer.tax_number,
      buyer_alias: row.content.buyer_alias,
      total: row.total,
      currency: row.currency,
      issued_at: row.issued_at,
    };
  }
}
