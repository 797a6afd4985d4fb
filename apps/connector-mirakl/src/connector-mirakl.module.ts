import { ConnectorServiceModule, connectorSchema } from '@tezgah/connector-runtime';
import { createMiraklConnector } from './mirakl';

/** The schema the Mirakl connector service owns (every Mirakl instance's connections). */
export const connectorMiraklSchema = connectorSchema('connector_mirakl');

/** The Mirakl connector service under the connector kit's runtime: Koçtaş and any other Mirakl instance of the registry. */
export const ConnectorMiraklModule = ConnectorServiceModule.forConnector(
  { name: 'mirakl', create: createMiraklConnector },
  { schema: connectorMiraklSchema.schema },
);
