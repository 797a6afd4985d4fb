import { ConnectorServiceModule, connectorSchema } from '@tezgah/connector-runtime';
import { createGenericConnector } from './generic';

/** The schema the Generic connector service owns. */
export const connectorGenericSchema = connectorSchema('connector_generic');

/** The generic connector service: the ten marketplaces without a dedicated connector, under the connector kit's runtime. */
export const ConnectorGenericModule = ConnectorServiceModule.forConnector(
  { name: 'generic', create: createGenericConnector },
  { schema: connectorGenericSchema.schema },
);
