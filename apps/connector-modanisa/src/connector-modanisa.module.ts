import { ConnectorServiceModule, connectorSchema } from '@tezgah/connector-runtime';
import { createModanisaConnector } from './modanisa';

/** The schema the Modanisa connector service owns. */
export const connectorModanisaSchema = connectorSchema('connector_modanisa');

/** The Modanisa connector service under the connector kit's runtime. */
export const ConnectorModanisaModule = ConnectorServiceModule.forConnector(
  { name: 'modanisa', create: createModanisaConnector },
  { schema: connectorModanisaSchema.schema },
);
