import { Injectable } from '@nestjs/common';
import {
  AMAZON_MARKETPLACE_ID,
  type AmazonCancelRequest,
  type AmazonCancelResult,
  type AmazonOrdersQuery,
  type AmazonOrderView,
  type AmazonShipmentRequest,
  type AmazonShipmentResult,
} from '@tezgah/contracts';
import { z } from 'zod';
import { orderItems } from '../../amazon/amazon-orders';
import { submitFeed } from '../../amazon/sp-api-feeds';
import type { SpApiSession } from '../../amazon/sp-api-session';
import { AmazonSessions } from '../amazon-sessions';
import { amazonRule, expectSuccess } from '../amazon-answers';
import { acknowledgementFeed } from './order-feeds';
import { type AmazonOrder, amazonOrder, orderView } from './order-view';

/** Without `start`, the orders of the last week. */
const DEFAULT_WINDOW_MS = 7 * 24 * 3600_000;
/** The most getOrders pages one listing reads (100 orders each): the rest of getOrders' burst is the poller's. */
const MAX_PAGES = 3;

const ordersAnswer = z.object({ payload: z.object({ Orders: z.array(amazonOrder), NextToken: z.string().optional() }) });
const orderAnswer = z.object({ payload: amazonOrder });

/** Tezgah's carriers (decisions §1) in confirmShipment's terms; any other code goes to Amazon as given. */
const CARRIERS: Readonly<Record<string, { carrierCode: string; carrierName?: string }>> = {
  ups: { carrierCode: 'UPS' },
  dhl: { carrierCode: 'DHL' },
  yurtici: { carrierCode: 'Other', carrierName: 'Yurtiçi Kargo' },
  aras: { carrierCode: 'Other', carrierName: 'Aras Kargo' },
  mng: { carrierCode: 'Other', carrierName: 'MNG Kargo' },
  ptt: { carrierCode: 'Other', carrierName: 'PTT Kargo' },
  surat: { carrierCode: 'Other', carrierName: 'Sürat Kargo' },
};

/** Orders of marketplace B: listed from Orders v0 with the buyer masked, shipped with confirmShipment, cancelled by order acknowledgement. */
@Injectable()
export class OrdersService {
  constructor(private readonly sessions: AmazonSessions) {}

  async list(tenantId: string, query: AmazonOrdersQuery): Promise<{ orders: AmazonOrderView[] }> {
    const { session } = await this.sessions.forTenant(tenantId);
    const start = query.start ?? new Date(Date.now() - DEFAULT_WINDOW_MS).toISOString();
    const first = {
      MarketplaceIds: AMAZON_MARKETPLACE_ID,
      CreatedAfter: start,
      ...(query.end && { CreatedBefore: query.end }),
      ...(query.status && { OrderStatuses: query.status }),
      MaxResultsPerPage: 100,
    };
    const orders: AmazonOrder[] = [];
    let next: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const call = { method: 'GET' as const, path: '/orders/v0/orders', operation: 'getOrders' };
      const response = await session.call({ ...call, query: next ? { MarketplaceIds: AMAZON_MARKETPLACE_ID, NextToken: next } : first });
      const { payload } = ordersAnswer.parse(expectSuccess(response, 'start', 'getOrders'));
      orders.push(...payload.Orders);
      next = payload.NextToken;
      if (!next) break;
    }
    const views: AmazonOrderView[] = [];
    for (const order of orders) views.push(orderView(order, await orderItems(session, order.AmazonOrderId)));
    return { orders: views };
  }

  async ship(tenantId: string, request: AmazonShipmentRequest): Promise<AmazonShipmentResult> {
    const { session } = await this.sessions.forTenant(tenantId);
    const carrier = CARRIERS[request.carrier_code] ?? { carrierCode: request.carrier_code };
    const response = await session.call({
      method: 'POST',
      path: `/orders/v0/orders/${encodeURIComponent(request.order_id)}/shipmentConfirmation`,
      operation: 'confirmShipment',
      body: {
        marketplaceId: AMAZON_MARKETPLACE_ID,
        packageDetail: {
          packageReferenceId: String(Date.now()),
          ...carrier,
          ...(carrier.carrierCode === 'Other' && !carrier.carrierName && { carrierName: request.carrier_code }),
          ...(request.shipping_method && { shippingMethod: request.shipping_method }),
          trackingNumber: request.tracking_number,
          shipDate: request.ship_date,
          orderItems: request.items.map((item) => ({ orderItemId: item.order_item_id, quantity: item.quantity })),
        },
      },
    });
    expectSuccess(response, 'items', 'confirmShipment');
    return { amazon_order_id: request.order_id, status: 'shipment_confirmed', items: request.items };
  }

  /** Only an order not yet shipped can be cancelled; Amazon takes it as an order acknowledgement feed (StatusCode Failure). */
  async cancel(tenantId: string, request: AmazonCancelRequest): Promise<AmazonCancelResult> {
    const { session } = await this.sessions.forTenant(tenantId);
    const order = await this.order(session, request.order_id);
    if (order.OrderStatus !== 'Pending' && order.OrderStatus !== 'Unshipped')
      throw amazonRule('order_id', 'amazon_order_not_cancellable', { status: order.OrderStatus });
    const items = await orderItems(session, order.AmazonOrderId);
    const feed = acknowledgementFeed(
      session.grant.sellerId,
      order.AmazonOrderId,
      items.map((item) => item.OrderItemId),
      request.reason,
    );
    const feedId = await submitFeed(session, 'POST_ORDER_ACKNOWLEDGEMENT_DATA', 'text/xml; charset=UTF-8', feed);
    return { status: 'accepted', feed_id: feedId, submission_url: null, amazon_order_id: order.AmazonOrderId, reason: request.reason };
  }

  async order(session: SpApiSession, orderId: string): Promise<AmazonOrder> {
    const response = await session.call({ method: 'GET', path: `/orders/v0/orders/${encodeURIComponent(orderId)}`, operation: 'getOrder' });
    return orderAnswer.parse(expectSuccess(response, 'order_id', 'getOrder')).payload;
  }
}
