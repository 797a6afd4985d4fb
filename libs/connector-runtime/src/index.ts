export { ConnectorServiceModule, type ConnectorServiceOptions, type DeferredConnector } from './connector-service.module';
export {
  CONNECTOR_RUNTIME_CONFIG,
  type ConnectorRuntimeConfig,
  connectorRuntimeConfigSchema,
  loadConnectorRuntimeConfig,
} from './connector-runtime.config';
export { connectorSchema } from './database/connector.schema';
export { consumerOf } from './api/connector-handlers';
export { ConnectionHandles } from './connections/connection-handles';
export { type ConnectorExtension } from './extension/extension-point';
export { MARKETPLACE_CONNECTOR } from './tokens';
