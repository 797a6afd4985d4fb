export { ConnectorPazaramaModule, connectorPazaramaSchema } from './connector-pazarama.module';
