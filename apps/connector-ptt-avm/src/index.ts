export { ConnectorPttAvmModule, connectorPttAvmSchema } from './connector-ptt-avm.module';
