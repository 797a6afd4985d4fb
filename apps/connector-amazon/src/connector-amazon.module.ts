import { ConnectorServiceModule, type ConnectorServiceOptions, connectorSchema } from '@tezgah/connector-runtime';
import { createAmazonConnector } from './amazon';
import { amazonSubInterface } from './sub-interface/amazon.extension';

/** Its schema, and what it adds to the runtime: the handlers and tables of its sub-interface. */
const options: ConnectorServiceOptions = { schema: 'connector_amazon', extensions: [amazonSubInterface] };

/** The schema the Amazon connector service owns: the runtime's tables and its extensions'. */
export const connectorAmazonSchema = connectorSchema(options.schema, options.extensions);

/** The Amazon connector service (marketplace B, SP-API with a Login-with-Amazon grant): its protocol and sub-interface under the connector runtime. */
export const ConnectorAmazonModule = ConnectorServiceModule.forConnector({ name: 'amazon', create: createAmazonConnector }, options);
