export { ConnectorModanisaModule, connectorModanisaSchema } from './connector-modanisa.module';
