export { ConnectorGenericModule, connectorGenericSchema } from './connector-generic.module';
