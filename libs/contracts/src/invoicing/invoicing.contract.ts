/**
 * The invoicing service's API (request/reply) and its internal events: e-invoices issued for
 * orders through the e-invoice providers (decisions §8). Automatic invoices follow the orders'
 * status; `POST /invoices` issues one by hand with one of the document providers.
 */
import { defineEvent } from '../events';
import type { InvoiceDto, InvoiceStatus, PageDto } from '../resources';
import { definePattern } from '../rpc';
import { INVOICE_PROVIDERS, type InvoiceProvider } from '../tenants/settings.contract';
import type { LabelDocumentDto } from '../cargo/cargo.contract';
import type { MarketplaceSlug } from '../marketplaces/registry';

/** Decisions §1: `POST /invoices` takes the first four; `marketplace` is the automatic flow's only. */
export const MANUAL_INVOICE_PROVIDERS = INVOICE_PROVIDERS.filter(
  (provider): provider is Exclude<InvoiceProvider, 'marketplace'> => provider !== 'marketplace',
);
export type ManualInvoiceProvider = (typeof MANUAL_INVOICE_PROVIDERS)[number];

export const INVOICE_TYPES = ['earsiv', 'efatura'] as const;
export const INVOICE_STATUSES = ['pending', 'sent', 'accepted', 'rejected', 'cancelled'] as const;

/** An invoice's documents behind its links: the PDF (`pdf_url`) and the UBL-TR XML (`xml_url`). */
export const INVOICE_FORMATS = ['pdf', 'xml'] as const;
export type InvoiceFormat = (typeof INVOICE_FORMATS)[number];

/** `GET /invoices`: newest first. */
export interface InvoiceListQuery {
  page: number;
  per_page: number;
  provider?: InvoiceProvider;
  status?: InvoiceStatus;
}

/** `POST /invoices`: a manual invoice for one order. */
export interface InvoiceCreateRequest {
  order_id: string;
  provider: ManualInvoiceProvider;
}

export const InvoicesList = definePattern<InvoiceListQuery, PageDto<InvoiceDto>>('invoicing.invoices.list');
/** 201 with the pending invoice; 409 when the order has a live one (not rejected, not cancelled); 404 for an unknown order. */
export const InvoicesCreate = definePattern<InvoiceCreateRequest, InvoiceDto>('invoicing.invoices.create');
export const InvoicesGet = definePattern<{ id: string }, InvoiceDto>('invoicing.invoices.get');
/** `POST /invoices/{id}/cancel`: the seller's reason is kept on the invoice. */
export interface InvoiceCancelRequest {
  id: string;
  reason: string;
}

/** An accepted invoice cancelled through its provider; 422 for another status or the provider's refusal. */
export const InvoicesCancel = definePattern<InvoiceCancelRequest, InvoiceDto>('invoicing.invoices.cancel');
/** An invoice's PDF or XML, for a signed link (the gateway's `GET /documents/{token}`). */
export const InvoiceDocumentGet = definePattern<{ id: string; format: InvoiceFormat }, LabelDocumentDto>('invoicing.invoices.document');

/**
 * Internal event, written when the provider accepts an invoice (in that transaction): the seam the
 * connectors take to tell the order's marketplace (Trendyol: the invoice link and the package's
 * move to `Invoiced`). `pdf_url` opens for 24 hours from `occurred_at`; a later reader asks for a
 * fresh one through `InvoicesGet`.
 */
export const InvoiceAccepted = defineEvent<AcceptedInvoice>('invoicing.invoice.accepted');

/** An accepted invoice as the order's marketplace is told of it; `pdf_url` is the long-lived link a marketplace keeps. */
export interface AcceptedInvoice {
  invoice_id: string;
  order_id: string;
  /** The order's marketplace and its number there: the connector serving it acts without asking the orders service. */
  marketplace: MarketplaceSlug;
  marketplace_order_id: string;
  number: string;
  ettn: string;
  type: InvoiceDto['type'];
  provider: InvoiceProvider;
  pdf_url: string;
  issued_at: string;
}

/**
 * Internal (connectors only): the accepted invoice of a marketplace's order, or null when it has
 * none (Trendyol's `Invoiced` sent without a number takes this one's number and link).
 */
export const InvoicesAcceptedOfMarketplaceOrder = definePattern<
  { marketplace: MarketplaceSlug; marketplace_order_id: string },
  AcceptedInvoice | null
>('invoicing.invoices.acceptedOfMarketplaceOrder');
