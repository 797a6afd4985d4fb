export { ConnectorFloModule, connectorFloSchema } from './connector-flo.module';
