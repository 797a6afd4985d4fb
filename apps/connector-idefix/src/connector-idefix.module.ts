import { ConnectorServiceModule, connectorSchema } from '@tezgah/connector-runtime';
import { createIdefixConnector } from './idefix';

/** The schema the Idefix connector service owns. */
export const connectorIdefixSchema = connectorSchema('connector_idefix');

/** The Idefix connector service under the connector kit's runtime. */
export const ConnectorIdefixModule = ConnectorServiceModule.forConnector(
  { name: 'idefix', create: createIdefixConnector },
  { schema: connectorIdefixSchema.schema },
);
