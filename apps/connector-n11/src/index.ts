export { ConnectorN11Module, connectorN11Schema } from './connector-n11.module';
