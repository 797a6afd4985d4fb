export { ConnectorHepsiburadaModule, connectorHepsiburadaSchema } from './connector-hepsiburada.module';
