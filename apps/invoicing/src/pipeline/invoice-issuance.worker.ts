import { Inject, Injectable } from '@nestjs/common';
import { BackgroundWorker, Worker } from '@tezgah/background';
import { createLogger } from '@tezgah/observability';
import { INVOICING_CONFIG, type InvoicingConfig } from '../config/invoicing.config';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { InvoiceIssuance } from './invoice-issuance.service';

/** Invoices stepped per run; more are taken at once by the next run. */
const BATCH = 20;

/**
 * Takes the invoices with a step due (submit, verdict, the order's link, a cancel) every
 * TEZGAH_INVOICE_POLL_INTERVAL_MS, and at once when woken (an invoice issued in this process).
 * A claim leases them for TEZGAH_INVOICE_LEASE_MS, so each replica steps its own; a replica that
 * stops leaves its claims to the others after the lease.
 */
@Injectable()
export class InvoiceIssuanceWorker {
  private readonly logger = createLogger('invoicing.issuance-worker');
  @Worker()
  private readonly worker: BackgroundWorker;

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly issuance: InvoiceIssuance,
    @Inject(INVOICING_CONFIG) private readonly config: InvoicingConfig,
  ) {
    this.worker = new BackgroundWorker({
      name: 'invoicing.issuance',
      run: () => this.runOnce(),
      nextDueAt: () => this.invoices.nextDueAt(),
      intervalMs: config.TEZGAH_INVOICE_POLL_INTERVAL_MS,
      onError: (error) => this.logger.error({ err: error }, 'issuance pass failed'),
    });
  }

  wake(): void {
    this.worker.wake();
  }

  /** One pass: true when it took a full batch (there may be more due). */
  async runOnce(): Promise<boolean> {
    const due = await this.invoices.claimDue(this.config.TEZGAH_INVOICE_LEASE_MS, BATCH);
    // One at a time per replica: the providers' rate budgets pace the calls anyway.
    for (const invoice of due) await this.issuance.advance(invoice);
    return due.length === BATCH;
  }
}
