import { Inject, Injectable } from '@nestjs/common';
import { BackgroundWorker, Worker } from '@tezgah/background';
import { createLogger } from '@tezgah/observability';
import { INVOICING_CONFIG, type InvoicingConfig } from '../config/invoicing.config';
import { InvoiceIssuanceWorker } from '../pipeline/invoice-issuance.worker';
import { AutomaticInvoices } from './automatic-invoices.service';
import { InvoiceRequestsRepository } from './invoice-requests.repository';

/** Requests issued per run. */
const BATCH = 10;

/**
 * Issues the automatic invoices requested by orders entering `processing`: woken by the order
 * event in this process, and every TEZGAH_INVOICE_POLL_INTERVAL_MS for the rest (a request left
 * by a stopped replica after its lease, a retry that came due).
 */
@Injectable()
export class AutomaticInvoicesWorker {
  private readonly logger = createLogger('invoicing.automatic-worker');
  @Worker()
  private readonly worker: BackgroundWorker;

  constructor(
    private readonly requests: InvoiceRequestsRepository,
    private readonly automatic: AutomaticInvoices,
    private readonly issuance: InvoiceIssuanceWorker,
    @Inject(INVOICING_CONFIG) private readonly config: InvoicingConfig,
  ) {
    this.worker = new BackgroundWorker({
      name: 'invoicing.automatic',
      run: () => this.runOnce(),
      nextDueAt: () => this.requests.nextDueAt(),
      intervalMs: config.TEZGAH_INVOICE_POLL_INTERVAL_MS,
      onError: (error) => this.logger.error({ err: error }, 'automatic invoicing pass failed'),
    });
  }

  wake(): void {
    this.worker.wake();
  }

  async runOnce(): Promise<boolean> {
    const due = await this.requests.claimDue(this.config.TEZGAH_INVOICE_LEASE_MS, BATCH);
    let issued = false;
    for (const request of due) issued = (await this.automatic.issue(request)) === 'issued' || issued;
    if (issued) this.issuance.wake();
    return due.length === BATCH;
  }
}
