import { ConnectorServiceModule, connectorSchema } from '@tezgah/connector-runtime';
import { createPazaramaConnector } from './pazarama';

/** The schema the Pazarama connector service owns. */
export const connectorPazaramaSchema = connectorSchema('connector_pazarama');

/** The Pazarama connector service under the connector kit's runtime. */
export const ConnectorPazaramaModule = ConnectorServiceModule.forConnector(
  { name: 'pazarama', create: createPazaramaConnector },
  { schema: connectorPazaramaSchema.schema },
);
