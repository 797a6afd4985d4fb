import { Injectable } from '@nestjs/common';
import {
  type AcceptedInvoice,
  fieldMessage,
  type InvoiceCancelRequest,
  type InvoiceCreateRequest,
  type InvoiceDto,
  type InvoiceFormat,
  type InvoiceListQuery,
  type LabelDocumentDto,
  MANUAL_INVOICE_PROVIDERS,
  type MarketplaceSlug,
  type PageDto,
  paginationOf,
  type RequestContext,
} from '@tezgah/contracts';
import { DocumentLinks } from '@tezgah/documents';
import { DomainError } from '@tezgah/errors';
import type { DocumentProvider } from '@tezgah/invoice-providers';
import { InvoiceDrafts } from '../issuing/invoice-drafts.service';
import { InvoiceIssuer, liveInvoiceConflict } from '../issuing/invoice-issuer.service';
import { InvoiceIssuanceWorker } from '../pipeline/invoice-issuance.worker';
import { ProviderCalls } from '../providers/provider-calls';
import { acceptedInvoiceOf } from './accepted-invoice';
import { invoiceLinks } from './invoice-links';
import { type InvoiceRow, toInvoiceDto } from './invoice-row';
import { InvoicesRepository } from './invoices.repository';

const CONTENT_TYPES: Record<InvoiceFormat, string> = { pdf: 'application/pdf', xml: 'application/xml' };

/** The Invoices endpoints (spec; decisions §8): a tenant only ever sees its own invoices (another's is 404). */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly drafts: InvoiceDrafts,
    private readonly issuer: InvoiceIssuer,
    private readonly issuance: InvoiceIssuanceWorker,
    private readonly providers: ProviderCalls,
    private readonly links: DocumentLinks,
  ) {}

  async list(ctx: RequestContext, query: InvoiceListQuery): Promise<PageDto<InvoiceDto>> {
    const { rows, total } = await this.invoices.list(
      ctx.tenant_id,
      { provider: query.provider, status: query.status },
      query.page,
      query.per_page,
    );
    return { data: rows.map((row) => this.dto(row)), pagination: paginationOf(query.page, query.per_page, total) };
  }

  async get(ctx: RequestContext, id: string): Promise<InvoiceDto> {
    return this.dto(await this.found(ctx, id));
  }

  /** For connectors: the order's accepted invoice as its marketplace is told of it, or null. */
  async acceptedOfMarketplaceOrder(
    ctx: RequestContext,
    marketplace: MarketplaceSlug,
    marketplaceOrderId: string,
  ): Promise<AcceptedInvoice | null> {
    const row = await this.invoices.findAcceptedOfMarketplaceOrder(ctx.tenant_id, marketplace, marketplaceOrderId);
    return row && acceptedInvoiceOf(this.links, row);
  }

  /**
   * `POST /invoices`: a manual invoice, issued now (201, `pending`) and taken through its provider
   * in the background. 409 while the order has a live invoice; `marketplace` is 400 (the gateway's
   * validation refuses it first); an unknown order is the orders service's 404.
   */
  async create(ctx: RequestContext, request: InvoiceCreateRequest): Promise<InvoiceDto> {
    if (!(MANUAL_INVOICE_PROVIDERS as readonly string[]).includes(request.provider)) {
      throw new DomainError('validation.failed', {
        provider: [{ code: 'one_of', message: fieldMessage('invoice_provider_manual', { values: MANUAL_INVOICE_PROVIDERS }) }],
      });
    }
    const live = await this.invoices.findLiveOfOrder(ctx.tenant_id, request.order_id);
    if (live) throw liveInvoiceConflict(live.id);
    const draft = await this.drafts.draft(ctx, request.order_id, request.provider);
    const row = await this.issuer.issue(draft, 'manual');
    this.issuance.wake();
    return this.dto(row);
  }

  /** `POST /invoices/{id}/cancel` (decisions §8): an accepted invoice cancelled through its provider; its refusal is 422 with its reason. */
  async cancel(ctx: RequestContext, { id, reason }: InvoiceCancelRequest): Promise<InvoiceDto> {
    const row = await this.found(ctx, id);
    if (row.status === 'cancelled') return this.dto(row);
    if (row.status !== 'accepted') {
      throw new DomainError('business.invalid', {
        status: [{ code: 'not_cancellable', message: fieldMessage('invoice_not_cancellable', { status: row.status }) }],
      });
    }
    const { adapter, call } = this.providers.for(row.provider as DocumentProvider);
    await adapter.cancel(call, row.provider_reference as string);
    const cancelled = await this.invoices.apply(row.id, 'accepted', {
      status: 'cancelled',
      cancel_reason: reason,
      cancelled_at: new Date(),
      next_attempt_at: null,
    });
    // Null: the automatic cancel of its order's cancellation got there first.
    return this.dto(cancelled ?? (await this.found(ctx, id)));
  }

  /** An invoice's document behind a signed link: the stored PDF or UBL-TR XML. */
  async document(ctx: RequestContext, id: string, format: InvoiceFormat): Promise<LabelDocumentDto> {
    const documents = await this.invoices.document(ctx.tenant_id, id);
    if (!documents) throw new DomainError('resource.not_found');
    const bytes = format === 'pdf' ? documents.pdf : Buffer.from(documents.xml, 'utf8');
    return { content_type: CONTENT_TYPES[format], filename: `${id}.${format}`, content_base64: bytes.toString('base64') };
  }

  private async found(ctx: RequestContext, id: string): Promise<InvoiceRow> {
    const row = await this.invoices.find(ctx.tenant_id, id);
    if (!row) throw new DomainError('resource.not_found');
    return row;
  }

  private dto(row: InvoiceRow): InvoiceDto {
    return toInvoiceDto(row, invoiceLinks(this.links, row));
  }
}
