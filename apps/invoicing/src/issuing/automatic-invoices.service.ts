import { Inject, Injectable } from '@nestjs/common';
import { serviceContext, TenantSettingsGet } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { createLogger } from '@tezgah/observability';
import { INVOICING_CONFIG, type InvoicingConfig } from '../config/invoicing.config';
import { failureText, problemsOf } from '../invoices/failure-text';
import { retryAt } from '../invoices/invoice-state';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { InvoiceDrafts } from './invoice-drafts.service';
import { InvoiceIssuer } from './invoice-issuer.service';
import { type InvoiceRequestRow, InvoiceRequestsRepository } from './invoice-requests.repository';

/** Answers that end a request for good: the order has its invoice, is gone, or no longer takes one. */
const SETTLING_CODES = new Set(['resource.conflict', 'resource.not_found']);

/** What became of one request. */
export type RequestOutcome = 'issued' | 'exists' | 'not_wanted' | 'retry';

/**
 * Automatic invoices (decisions §8): an order that entered `processing` gets an invoice with the
 * tenant's default provider, once. Its request is issued here (and forgotten in the issuing
 * transaction); a failure (the provider, the catalog or the settings unreachable, settings
 * incomplete) keeps it with its error for a retry with back-off, so it is never lost.
 */
@Injectable()
export class AutomaticInvoices {
  private readonly logger = createLogger('invoicing.automatic');

  constructor(
    private readonly requests: InvoiceRequestsRepository,
    private readonly invoices: InvoicesRepository,
    private readonly drafts: InvoiceDrafts,
    private readonly issuer: InvoiceIssuer,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    @Inject(INVOICING_CONFIG) private readonly config: InvoicingConfig,
  ) {}

  async issue(request: InvoiceRequestRow): Promise<RequestOutcome> {
    const { tenant_id, order_id } = request;
    try {
      if (await this.invoices.findLiveOfOrder(tenant_id, order_id)) return await this.forget(request, 'exists');
      const ctx = serviceContext(tenant_id);
      const provider = (await this.rpc.request(TenantSettingsGet, ctx, {})).invoicing.default_provider;
      if (!provider || provider === 'marketplace') {
        // `marketplace`: the order's marketplace invoices the buyer itself (docs/invoicing.md); unset: the tenant invoices elsewhere.
        this.logger.info({ tenant_id, order_id, provider }, 'no automatic invoice: the tenant has no default document provider');
        return await this.forget(request, 'not_wanted');
      }
      const draft = await this.drafts.draft(ctx, order_id, provider);
      await this.issuer.issue(draft, 'automatic', (tx) => this.requests.remove(tx, tenant_id, order_id));
      return 'issued';
    } catch (error) {
      if (error instanceof DomainError && (SETTLING_CODES.has(error.code) || isClosedOrder(error))) {
        return this.forget(request, error.code === 'resource.conflict' ? 'exists' : 'not_wanted');
      }
      const attempts = request.attempts + 1;
      const message = failureText(error);
      this.logger.warn({ err: error, tenant_id, order_id, attempts }, 'automatic invoice not issued; retried');
      const at = retryAt(attempts, new Date(), this.config.TEZGAH_INVOICE_RETRY_BASE_MS, this.config.TEZGAH_INVOICE_RETRY_MAX_MS);
      await this.requests.recordFailure(tenant_id, order_id, message, at);
      return 'retry';
    }
  }

  private async forget(request: InvoiceRequestRow, outcome: RequestOutcome): Promise<RequestOutcome> {
    await this.requests.remove(null, request.tenant_id, request.order_id);
    return outcome;
  }
}

/** The order was cancelled or returned before its invoice was issued: none is wanted. */
function isClosedOrder(error: DomainError): boolean {
  return error.code === 'business.invalid' && problemsOf(error, 'order_id').some((problem) => problem.code === 'order_closed');
}
