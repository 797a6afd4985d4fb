import type { ModuleMetadata, Provider, Type } from '@nestjs/common';
import type { EntitySchema, MigrationInterface } from 'typeorm';

/**
 * What a connector adds to its service beside the runtime, without editing the runtime
 * (docs/connectors.md): request/reply and event handlers of its own, workers, and tables with
 * their migrations in the connector's schema. Handed to `ConnectorServiceModule.forConnector`
 * and to `connectorSchema` (the `migrate` target) in `options.extensions`.
 */
export interface ConnectorExtension {
  /**
   * Created inside the connector service's module, so they may inject what the runtime offers
   * extensions: the connector schema's `DataSource`, `Transactions`, `EventOutbox`, `EventInbox`, `ConnectionHandles`, `MARKETPLACE_CONNECTOR`,
   * `CONNECTOR_RUNTIME_CONFIG`, and the process's `RPC_TRANSPORT`, `EVENT_BUS` and `PUBLIC_URLS`.
   * `@RpcHandler` and `@EventHandler` methods on them are served like the runtime's (an event
   * consumer of the service's own queue is `consumerOf(name)`); a `BackgroundWorker` starts and
   * stops with its provider's lifecycle hooks.
   */
  readonly providers?: Provider[];
  /** Modules the providers need besides the runtime's services (such a module does not see those services itself). */
  readonly imports?: ModuleMetadata['imports'];
  /** Entities of its tables, added to the data source of the connector's schema. */
  readonly entities?: ReadonlyArray<Type | EntitySchema>;
  /**
   * Migrations of its tables, applied with the runtime's in timestamp order by `migrate` and at
   * start in both shapes. A migration's class name ends in its timestamp and is unique in the schema.
   */
  readonly migrations?: ReadonlyArray<Type<MigrationInterface>>;
}
