import { ConnectorServiceModule, connectorSchema } from '@tezgah/connector-runtime';
import { createAmazonConnector } from './amazon';

/** The schema the Amazon connector service owns. */
export const connectorAmazonSchema = connectorSchema('connector_amazon');

/** The Amazon connector service (marketplace B, SP-API with a Login-with-Amazon grant) under the connector kit's runtime. */
export const ConnectorAmazonModule = ConnectorServiceModule.forConnector(
  { name: 'amazon', create: createAmazonConnector },
  { schema: connectorAmazonSchema.schema },
);
