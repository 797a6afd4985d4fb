export { ConnectorCiceksepetiModule, connectorCiceksepetiSchema } from './connector-ciceksepeti.module';
