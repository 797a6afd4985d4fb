export { ConnectorIdefixModule, connectorIdefixSchema } from './connector-idefix.module';
