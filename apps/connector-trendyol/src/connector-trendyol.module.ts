import { ConnectorServiceModule, type ConnectorServiceOptions, connectorSchema } from '@tezgah/connector-runtime';
import { trendyolSubInterface } from './sub-interface/trendyol.extension';
import { createTrendyolConnector } from './trendyol';

/** Its schema, and what it adds to the runtime: the handlers of its sub-interface. */
const options: ConnectorServiceOptions = { schema: 'connector_trendyol', extensions: [trendyolSubInterface] };

/** The schema the Trendyol connector service owns: the runtime's tables and its extensions'. */
export const connectorTrendyolSchema = connectorSchema(options.schema, options.extensions);

/** The Trendyol connector service (marketplace A): its protocol and sub-interface under the connector runtime. */
export const ConnectorTrendyolModule = ConnectorServiceModule.forConnector({ name: 'trendyol', create: createTrendyolConnector }, options);
