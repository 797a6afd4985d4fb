export { ConnectorServiceModule, type ConnectorServiceOptions } from './connector-service.module';
export {
  CONNECTOR_RUNTIME_CONFIG,
  type ConnectorRuntimeConfig,
  connectorRuntimeConfigSchema,
  loadConnectorRuntimeConfig,
} from './connector-runtime.config';
export { connectorSchema } from './database/connector-schema';
export { consumerOf } from './api/connector-handlers';
export { MARKETPLACE_CONNECTOR } from './tokens';
