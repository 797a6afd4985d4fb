import { Injectable } from '@nestjs/common';
import {
  type AcceptedInvoice,
  type InvoiceCancelRequest,
  type InvoiceCreateRequest,
  InvoiceDocumentGet,
  type InvoiceDto,
  type InvoiceFormat,
  type InvoiceListQuery,
  InvoicesCancel,
  InvoicesCreate,
  InvoicesGet,
  InvoicesAcceptedOfMarketplaceOrder,
  InvoicesList,
  type LabelDocumentDto,
  type MarketplaceSlug,
  type PageDto,
  type RequestContext,
} from '@tezgah/contracts';
import { RpcHandler } from '@tezgah/messaging';
import { InvoicesService } from './invoices/invoices.service';

/** The invoicing service's request/reply API (contracts: invoicing/invoicing.contract.ts). */
@Injectable()
export class InvoicingHandlers {
  constructor(private readonly invoices: InvoicesService) {}

  @RpcHandler(InvoicesList)
  list(query: InvoiceListQuery, ctx: RequestContext): Promise<PageDto<InvoiceDto>> {
    return this.invoices.list(ctx, query);
  }

  @RpcHandler(InvoicesCreate)
  create(request: InvoiceCreateRequest, ctx: RequestContext): Promise<InvoiceDto> {
    return this.invoices.create(ctx, request);
  }

  @RpcHandler(InvoicesGet)
  get(payload: { id: string }, ctx: RequestContext): Promise<InvoiceDto> {
    return this.invoices.get(ctx, payload.id);
  }

  @RpcHandler(InvoicesCancel)
  cancel(payload: InvoiceCancelRequest, ctx: RequestContext): Promise<InvoiceDto> {
    return this.invoices.cancel(ctx, payload);
  }

  @RpcHandler(InvoicesAcceptedOfMarketplaceOrder)
  acceptedOfMarketplaceOrder(
    payload: { marketplace: MarketplaceSlug; marketplace_order_id: string },
    ctx: RequestContext,
  ): Promise<AcceptedInvoice | null> {
    return this.invoices.acceptedOfMarketplaceOrder(ctx, payload.marketplace, payload.marketplace_order_id);
  }

  @RpcHandler(InvoiceDocumentGet)
  document(payload: { id: string; format: InvoiceFormat }, ctx: RequestContext): Promise<LabelDocumentDto> {
    return this.invoices.document(ctx, payload.id, payload.format);
  }
}
