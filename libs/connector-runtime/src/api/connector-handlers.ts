import { Injectable, type Type } from '@nestjs/common';
import {
  CatalogStockChanged,
  type ConnectorAccount,
  type ConnectorName,
  connectorPatterns,
  type EventData,
  type EventEnvelope,
  InvoiceAccepted,
  type MarketplaceListingDto,
  MarketplaceConnectionChanged,
  type MarketplaceOrderDto,
  OrderStatusMirrorRequested,
  type PageDto,
  type RequestContext,
  type RpcRequest,
  type RpcResponse,
} from '@tezgah/contracts';
import { EventHandler, RpcHandler } from '@tezgah/messaging';
import { ConnectionChanges } from '../connections/connection-changes';
import { OrderMirrorRequests } from '../orders/order-mirror-requests';
import { StockChanges } from '../stock/stock-changes';
import { ConnectorApi } from './connector-api';

/** The queue a connector service consumes its events from. */
export function consumerOf(connector: ConnectorName): string {
  return `connector-${connector}`;
}

/**
 * The request/reply and event handlers of one connector service: the patterns and the queue carry
 * the connector's name, so the class is made per connector. Each handler only routes.
 */
export function connectorHandlers(connector: ConnectorName): Type {
  const patterns = connectorPatterns(connector);
  const consumer = consumerOf(connector);
  type P = typeof patterns;

  @Injectable()
  class ConnectorHandlers {
    constructor(
      private readonly api: ConnectorApi,
      private readonly stock: StockChanges,
      private readonly connections: ConnectionChanges,
      private readonly mirrors: OrderMirrorRequests,
    ) {}

    @RpcHandler(patterns.verify)
    verify(payload: RpcRequest<P['verify']>, ctx: RequestContext): Promise<ConnectorAccount> {
      return this.api.verify(payload, ctx);
    }

    @RpcHandler(patterns.authorize)
    authorize(payload: RpcRequest<P['authorize']>): Promise<RpcResponse<P['authorize']>> {
      return this.api.authorize(payload);
    }

    @RpcHandler(patterns.exchangeGrant)
    exchangeGrant(payload: RpcRequest<P['exchangeGrant']>): Promise<RpcResponse<P['exchangeGrant']>> {
      return this.api.exchangeGrant(payload);
    }

    @RpcHandler(patterns.refreshGrant)
    refreshGrant(payload: RpcRequest<P['refreshGrant']>, ctx: RequestContext): Promise<RpcResponse<P['refreshGrant']>> {
      return this.api.refreshGrant(payload, ctx);
    }

    @RpcHandler(patterns.listings)
    listings(payload: RpcRequest<P['listings']>, ctx: RequestContext): Promise<PageDto<MarketplaceListingDto>> {
      return this.api.listings(payload, ctx);
    }

    @RpcHandler(patterns.orders)
    orders(payload: RpcRequest<P['orders']>, ctx: RequestContext): Promise<PageDto<MarketplaceOrderDto>> {
      return this.api.orders(payload, ctx);
    }

    @EventHandler({ consumer, events: [CatalogStockChanged] })
    onStockChanged(envelope: EventEnvelope<EventData<typeof CatalogStockChanged>>): Promise<void> {
      return this.stock.apply(consumer, envelope);
    }

    @EventHandler({ consumer, events: [MarketplaceConnectionChanged] })
    onConnectionChanged(envelope: EventEnvelope<EventData<typeof MarketplaceConnectionChanged>>): Promise<void> {
      return this.connections.apply(consumer, envelope);
    }

    @EventHandler({ consumer, events: [OrderStatusMirrorRequested] })
    onOrderStatusMirrorRequested(envelope: EventEnvelope<EventData<typeof OrderStatusMirrorRequested>>): Promise<void> {
      return this.mirrors.apply(consumer, envelope);
    }

    @EventHandler({ consumer, events: [InvoiceAccepted] })
    onInvoiceAccepted(envelope: EventEnvelope<EventData<typeof InvoiceAccepted>>): Promise<void> {
      return this.mirrors.applyInvoice(consumer, envelope);
    }
  }

  // Nest tells the five connectors' handler classes apart in logs and errors by name.
  Object.defineProperty(ConnectorHandlers, 'name', { value: `${connector[0].toUpperCase()}${connector.slice(1)}ConnectorHandlers` });
  return ConnectorHandlers;
}
