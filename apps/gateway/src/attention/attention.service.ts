import { Inject, Injectable } from '@nestjs/common';
import {
  CatalogOutOfStockCount,
  InvoicesList,
  MarketplacesList,
  OrdersList,
  type OrderStatus,
  type RequestContext,
  WebhookDeliveriesList,
  WebhooksList,
} from '@tezgah/contracts';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { WaitingQuestions } from './waiting-questions.service';

/** How far back the newest-first lists are read for failures: the console's "today". */
export const ATTENTION_WINDOW = 100;

/** What needs the seller's attention (docs/console.md, Home). */
export interface Attention {
  /** Orders in `created` or `processing`: waiting to be shipped. */
  orders_to_ship: number;
  /** Of those, the new ones (`created`): to be prepared. */
  orders_to_prepare: number;
  /** And those being prepared (`processing`): to be handed to the carrier. */
  orders_preparing: number;
  /** Dead deliveries among each webhook's newest 100. */
  dead_deliveries: number;
  /** Rejected invoices (all of them: `GET /invoices?status=rejected` lists the same). */
  rejected_invoices: number;
  /** Slugs of marketplaces whose grant must be renewed. */
  reauthorization_required: string[];
  /** Live products whose stock is 0. */
  out_of_stock: number;
  /** Trendyol questions waiting for an answer due within 6 hours or overdue; 0 without a Trendyol connection, null while Trendyol cannot be read. */
  questions_near_deadline: number | null;
}

/** Reads the attention counts from the services that own them, as the caller's tenant. */
@Injectable()
export class AttentionService {
  constructor(
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    private readonly questions: WaitingQuestions,
  ) {}

  async read(ctx: RequestContext): Promise<Attention> {
    const waiting = (status: OrderStatus) =>
      this.rpc.request(OrdersList, ctx, { page: 1, per_page: 1, status }).then((page) => page.pagination.total);
    const [created, processing, marketplaces, rejected, webhooks, outOfStock] = await Promise.all([
      waiting('created'),
      waiting('processing'),
      this.rpc.request(MarketplacesList, ctx, {}),
      this.rpc.request(InvoicesList, ctx, { page: 1, per_page: 1, status: 'rejected' }).then((page) => page.pagination.total),
      this.rpc.request(WebhooksList, ctx, {}),
      this.rpc.request(CatalogOutOfStockCount, ctx, {}),
    ]);
    const trendyolConnected = marketplaces.some((m) => m.slug === 'trendyol' && m.status === 'connected');
    const [deliveries, questions] = await Promise.all([
      Promise.all(
        webhooks.map((webhook) =>
          this.rpc.request(WebhookDeliveriesList, ctx, { webhook_id: webhook.id, page: 1, per_page: ATTENTION_WINDOW }),
        ),
      ),
      trendyolConnected ? this.questions.nearDeadline(ctx) : 0,
    ]);
    return {
      orders_to_ship: created + processing,
      orders_to_prepare: created,
      orders_preparing: processing,
      dead_deliveries: deliveries.reduce((sum, page) => sum + page.data.filter((delivery) => delivery.status === 'dead').length, 0),
      rejected_invoices: rejected,
      reauthorization_required: marketplaces.filter((m) => m.status === 'reauthorization_required').map((m) => m.slug),
      out_of_stock: outOfStock.count,
      questions_near_deadline: questions,
    };
  }
}
