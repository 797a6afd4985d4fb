import { type DynamicModule, Module } from '@nestjs/common';
import type { MarketplaceConnector } from '@tezgah/connector-kit';
import type { ConnectorName } from '@tezgah/contracts';
import { EventInbox, EventOutbox, outboxRelayProvider } from '@tezgah/messaging';
import { PersistenceModule } from '@tezgah/persistence';
import { DataSource } from 'typeorm';
import { ConnectorApi } from './api/connector-api';
import { connectorHandlers } from './api/connector-handlers';
import { ConnectionChanges } from './connections/connection-changes';
import { ConnectionHandles } from './connections/connection-handles';
import { CONNECTOR_RUNTIME_CONFIG, loadConnectorRuntimeConfig } from './connector-runtime.config';
import { connectorSchema } from './database/connector.schema';
import type { ConnectorExtension } from './extension/extension-point';
import { ListingClaims } from './listings/listing-claims';
import { ListingsRepository } from './listings/listings.repository';
import { OrderMirrorRequests } from './orders/order-mirror-requests';
import { OrderMirrorWorker } from './orders/order-mirror.worker';
import { OrderMirrorsRepository } from './orders/order-mirrors.repository';
import { OrderPoller } from './orders/order-poller';
import { OrderPollsRepository } from './orders/order-polls.repository';
import { StockChanges } from './stock/stock-changes';
import { StockPushFlusher } from './stock/stock-push-flusher';
import { StockPushesRepository } from './stock/stock-pushes.repository';
import { ConnectionStateRepository } from './sync/connection-state.repository';
import { FirstSync } from './sync/first-sync';
import { MARKETPLACE_CONNECTOR } from './tokens';

/**
 * A connector made when the application starts rather than when its module is declared: a
 * connector that reads its own configuration then fails the start with the other configuration
 * errors, and importing an app's module (the single process, a migrate command) creates nothing.
 */
export interface DeferredConnector {
  name: ConnectorName;
  create(): MarketplaceConnector;
}

export interface ConnectorServiceOptions {
  /** The schema the service owns: `connector_<name>` (`-` written `_`). */
  schema: string;
  /** What the connector adds of its own (handlers, workers, tables): pass the same list to `connectorSchema`. */
  extensions?: readonly ConnectorExtension[];
}

/**
 * A connector service: everything but the marketplace's protocol, which `connector` speaks. It
 * owns its schema (listing map, stock pushes, connection state, status mirrors), runs the first
 * sync of new connections, propagates stock changes, polls orders into the orders service, mirrors
 * sellers' status changes to the marketplaces, and answers the connector patterns. The
 * connector's extensions run beside it in the same module and schema.
 */
@Module({})
export class ConnectorServiceModule {
  static forConnector(connector: MarketplaceConnector | DeferredConnector, options: ConnectorServiceOptions): DynamicModule {
    const provideConnector = isDeferred(connector) ? { useFactory: () => connector.create() } : { useValue: connector };
    const extensions = options.extensions ?? [];
    return {
      module: ConnectorServiceModule,
      imports: [
        PersistenceModule.forService(connectorSchema(options.schema, extensions)),
        ...extensions.flatMap((extension) => extension.imports ?? []),
      ],
      providers: [
        { provide: MARKETPLACE_CONNECTOR, ...provideConnector },
        { provide: CONNECTOR_RUNTIME_CONFIG, useFactory: () => loadConnectorRuntimeConfig() },
        outboxRelayProvider(DataSource),
        EventOutbox,
        EventInbox,
        ListingsRepository,
        ListingClaims,
        StockPushesRepository,
        OrderPollsRepository,
        OrderMirrorsRepository,
        ConnectionStateRepository,
        ConnectionHandles,
        FirstSync,
        StockPushFlusher,
        StockChanges,
        OrderPoller,
        OrderMirrorWorker,
        OrderMirrorRequests,
        ConnectionChanges,
        ConnectorApi,
        connectorHandlers(connector.name),
        ...extensions.flatMap((extension) => extension.providers ?? []),
      ],
    };
  }
}

function isDeferred(connector: MarketplaceConnector | DeferredConnector): connector is DeferredConnector {
  return typeof (connector as Partial<DeferredConnector>).create === 'function';
}
