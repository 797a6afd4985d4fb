import { ConnectorServiceModule, connectorSchema } from '@tezgah/connector-runtime';
import { createCiceksepetiConnector } from './ciceksepeti';

/** The schema the ciceksepeti connector service owns. */
export const connectorCiceksepetiSchema = connectorSchema('connector_ciceksepeti');

/** The ciceksepeti connector service under the connector kit's runtime. */
export const ConnectorCiceksepetiModule = ConnectorServiceModule.forConnector(
  { name: 'ciceksepeti', create: createCiceksepetiConnector },
  { schema: connectorCiceksepetiSchema.schema },
);
