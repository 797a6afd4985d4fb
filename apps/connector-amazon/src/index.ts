export { ConnectorAmazonModule, connectorAmazonSchema } from './connector-amazon.module';
