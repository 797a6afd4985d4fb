import { ConnectorServiceModule, connectorSchema } from '@tezgah/connector-runtime';
import { createFloConnector } from './flo';

/** The schema the FLO connector service owns. */
export const connectorFloSchema = connectorSchema('connector_flo');

/** The FLO connector service under the connector kit's runtime. */
export const ConnectorFloModule = ConnectorServiceModule.forConnector(
  { name: 'flo', create: createFloConnector },
  { schema: connectorFloSchema.schema },
);
