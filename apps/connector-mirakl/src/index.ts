export { ConnectorMiraklModule, connectorMiraklSchema } from './connector-mirakl.module';
