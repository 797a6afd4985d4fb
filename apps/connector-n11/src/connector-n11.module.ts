import { ConnectorServiceModule, connectorSchema } from '@tezgah/connector-runtime';
import { createN11Connector } from './n11';

/** The schema the n11 connector service owns. */
export const connectorN11Schema = connectorSchema('connector_n11');

/** The n11 connector service under the connector kit's runtime. */
export const ConnectorN11Module = ConnectorServiceModule.forConnector(
  { name: 'n11', create: createN11Connector },
  { schema: connectorN11Schema.schema },
);
