export { ConnectorTrendyolModule, connectorTrendyolSchema } from './connector-trendyol.module';
